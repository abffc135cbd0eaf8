import type { DashboardService } from '@marketplace/domain/contract/dashboard.ts'
import { findCatalogueServiceByName } from '@marketplace/domain/catalogue/services.ts'
import { centsToDollars, dollarsToCents } from '@marketplace/domain/money.ts'
import type { Tx } from '../../db/client.ts'
import type { Row } from '../../db/rows.ts'

export interface ServiceValues {
  name: string
  description: string | null
  price: number
  duration: number
  activeMinutes: number | null
  processingMinutes: number | null
  finishingMinutes: number | null
}

type ServiceRow = Pick<
  Row<'services'>,
  | 'id'
  | 'stylist_id'
  | 'name'
  | 'description'
  | 'price_cents'
  | 'duration_minutes'
  | 'catalogue_code'
  | 'active_minutes'
  | 'processing_minutes'
  | 'finishing_minutes'
>

const toService = (r: ServiceRow): DashboardService => ({
  id: r.id,
  stylistId: r.stylist_id,
  name: r.name,
  description: r.description,
  price: centsToDollars(r.price_cents),
  duration: r.duration_minutes,
  activeMinutes: r.active_minutes,
  processingMinutes: r.processing_minutes,
  finishingMinutes: r.finishing_minutes,
  catalogueCode: r.catalogue_code,
})

// A service named like a catalogue service is that service: search's service filter finds it.
const catalogueCode = (name: string) => findCatalogueServiceByName(name)?.code ?? null

const returned = (tx: Tx) =>
  tx`id, stylist_id, name, description, price_cents, duration_minutes, catalogue_code, active_minutes,
     processing_minutes, finishing_minutes`

export async function listServices(tx: Tx, stylistId: number): Promise<DashboardService[]> {
  const rows = await tx<ServiceRow[]>`
    select id, stylist_id, name, description, price_cents, duration_minutes, catalogue_code, active_minutes, processing_minutes,
           finishing_minutes
      from public.services where stylist_id = ${stylistId} order by price_cents, id`
  return rows.map(toService)
}

export async function insertService(tx: Tx, stylistId: number, v: ServiceValues): Promise<DashboardService> {
  const [row] = await tx<ServiceRow[]>`
    insert into public.services (stylist_id, catalogue_code, name, description, price_cents, duration_minutes,
      active_minutes, processing_minutes, finishing_minutes)
    values (${stylistId}, ${catalogueCode(v.name)}, ${v.name}, ${v.description}, ${dollarsToCents(v.price)}, ${v.duration},
      ${v.activeMinutes}, ${v.processingMinutes}, ${v.finishingMinutes})
    returning ${returned(tx)}`
  return toService(row)
}

/** Updates one of the stylist's services; null when the stylist has no service of that id. */
export async function updateService(
  tx: Tx,
  stylistId: number,
  id: number,
  v: ServiceValues,
): Promise<DashboardService | null> {
  const [row] = await tx<ServiceRow[]>`
    update public.services set catalogue_code = ${catalogueCode(v.name)}, name = ${v.name}, description = ${v.description},
      price_cents = ${dollarsToCents(v.price)}, duration_minutes = ${v.duration}, active_minutes = ${v.activeMinutes},
      processing_minutes = ${v.processingMinutes}, finishing_minutes = ${v.finishingMinutes}
     where id = ${id} and stylist_id = ${stylistId}
    returning ${returned(tx)}`
  return row ? toService(row) : null
}

/** Deletes one of the stylist's services; false when the stylist has no service of that id. */
export async function deleteService(tx: Tx, stylistId: number, id: number): Promise<boolean> {
  const rows = await tx`delete from public.services where id = ${id} and stylist_id = ${stylistId} returning id`
  return rows.length > 0
}
