import type { Tx } from '../../db/client.ts'
import type { Row } from '../../db/rows.ts'

export async function chosenSpecialtyIds(tx: Tx, stylistId: number): Promise<number[]> {
  const rows = await tx<Pick<Row<'stylist_specialties'>, 'specialty_id'>[]>`
    select specialty_id from public.stylist_specialties where stylist_id = ${stylistId} order by specialty_id`
  return rows.map((r) => r.specialty_id)
}

/**
 * Makes the stylist's selection exactly `ids`: drops what was unticked, then adds what is new (the
 * cap of 5 is counted by a trigger after each insert, so dropping first matters).
 */
export async function replaceSpecialties(tx: Tx, stylistId: number, ids: number[]): Promise<number[]> {
  await tx`delete from public.stylist_specialties where stylist_id = ${stylistId} and specialty_id <> all(${ids}::smallint[])`
  if (ids.length > 0) {
    await tx`insert into public.stylist_specialties (stylist_id, specialty_id)
      select ${stylistId}, unnest(${ids}::smallint[]) on conflict do nothing`
  }
  return chosenSpecialtyIds(tx, stylistId)
}
