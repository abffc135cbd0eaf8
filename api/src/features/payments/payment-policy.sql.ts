import type { PaymentPolicy, PayoutAccount, PolicyAmount } from '@marketplace/domain/contract/payments.ts'
import { connectStatusOf } from '@marketplace/domain/payments/connect-status.ts'
import type { Tx } from '../../db/client.ts'

interface PolicyRow {
  service_id: number | null
  requirement: PaymentPolicy['requirement']
  deposit_kind: PolicyAmount['kind'] | null
  deposit_value: number | null
  minimum_booking_cents: number
  late_cancel_fee_kind: PolicyAmount['kind'] | null
  late_cancel_fee_value: number | null
  no_show_fee_kind: PolicyAmount['kind'] | null
  no_show_fee_value: number | null
  scope: PaymentPolicy['scope']
}

const amount = (kind: PolicyAmount['kind'] | null, value: number | null): PolicyAmount | null =>
  kind === null || value === null ? null : { kind, value }

/** A stored row in the contract's shape. */
export function policyOfRow(r: PolicyRow): PaymentPolicy {
  return {
    requirement: r.requirement,
    deposit: amount(r.deposit_kind, r.deposit_value),
    minimumBookingCents: r.minimum_booking_cents,
    lateCancellationFee: amount(r.late_cancel_fee_kind, r.late_cancel_fee_value),
    noShowFee: amount(r.no_show_fee_kind, r.no_show_fee_value),
    scope: r.scope,
  }
}

const policyColumns = (tx: Tx) => tx`
  service_id::int as service_id, requirement, deposit_kind, deposit_value, minimum_booking_cents, late_cancel_fee_kind,
  late_cancel_fee_value, no_show_fee_kind, no_show_fee_value, scope`

/** The stylist's policies: the overall one (service null) and each service's own. */
export async function readPolicies(
  tx: Tx,
  stylistId: number,
): Promise<{ overall: PaymentPolicy | null; byService: Map<number, PaymentPolicy> }> {
  const rows = await tx<PolicyRow[]>`
    select ${policyColumns(tx)} from public.payment_policies where stylist_id = ${stylistId}`
  const byService = new Map<number, PaymentPolicy>()
  let overall: PaymentPolicy | null = null
  for (const row of rows) {
    if (row.service_id === null) overall = policyOfRow(row)
    else byService.set(row.service_id, policyOfRow(row))
  }
  return { overall, byService }
}

/**
 * The policy a booking of the service (or visit of services, issue 39) is made on: the first
 * service's own in the visit's order, else the overall one. The terms apply to the visit's total.
 */
export async function applyingPolicy(
  tx: Tx,
  stylistId: number,
  serviceIds: number | readonly number[],
): Promise<PaymentPolicy | null> {
  const ids = typeof serviceIds === 'number' ? [serviceIds] : [...serviceIds]
  const [row] = await tx<PolicyRow[]>`
    select ${policyColumns(tx)} from public.payment_policies
     where stylist_id = ${stylistId} and (service_id = any(${ids}::bigint[]) or service_id is null)
     order by array_position(${ids}::bigint[], service_id) nulls last limit 1`
  return row ? policyOfRow(row) : null
}

/** Saves the overall policy (serviceId null) or a service's own; one row each. */
export async function savePolicy(tx: Tx, stylistId: number, serviceId: number | null, p: PaymentPolicy): Promise<void> {
  const values = {
    requirement: p.requirement,
    deposit_kind: p.deposit?.kind ?? null,
    deposit_value: p.deposit?.value ?? null,
    minimum_booking_cents: p.minimumBookingCents,
    late_cancel_fee_kind: p.lateCancellationFee?.kind ?? null,
    late_cancel_fee_value: p.lateCancellationFee?.value ?? null,
    no_show_fee_kind: p.noShowFee?.kind ?? null,
    no_show_fee_value: p.noShowFee?.value ?? null,
    scope: p.scope,
  }
  const updated = await tx`
    update public.payment_policies set ${tx(values)}
     where stylist_id = ${stylistId} and service_id is not distinct from ${serviceId}
    returning id`
  if (updated.length > 0) return
  await tx`insert into public.payment_policies ${tx({ stylist_id: stylistId, service_id: serviceId, ...values })}`
}

/** Removes a service's own policy (it falls back to the overall one); false when it had none. */
export async function deleteServicePolicy(tx: Tx, stylistId: number, serviceId: number): Promise<boolean> {
  const rows = await tx`
    delete from public.payment_policies where stylist_id = ${stylistId} and service_id = ${serviceId} returning id`
  return rows.length > 0
}

/** The stylist's services for the per-service list (name and price, cents). */
export async function ownServices(
  tx: Tx,
  stylistId: number,
): Promise<{ serviceId: number; serviceName: string; priceCents: number }[]> {
  return tx`
    select id::int as "serviceId", name as "serviceName", price_cents as "priceCents"
      from public.services where stylist_id = ${stylistId} order by price_cents, id`
}

interface AccountRow {
  provider: 'embedded' | 'stripe'
  charges_enabled: boolean
  payouts_enabled: boolean
  details_submitted: boolean
  requirements_due: string[]
  disabled_reason: string | null
  updated_at: Date
}

/** The stylist's connected account as last mirrored, or null. */
export async function readAccount(tx: Tx, stylistId: number): Promise<(AccountRow & { account_id: string }) | null> {
  const [row] = await tx<(AccountRow & { account_id: string })[]>`
    select provider, account_id, charges_enabled, payouts_enabled, details_submitted, requirements_due, disabled_reason,
           updated_at
      from public.connected_accounts where stylist_id = ${stylistId}`
  return row ?? null
}

/** The account as the dashboard shows it (not connected: every flag off). */
export function payoutAccountOf(row: AccountRow | null, mode: 'embedded' | 'stripe'): PayoutAccount {
  const flags = row && {
    chargesEnabled: row.charges_enabled,
    payoutsEnabled: row.payouts_enabled,
    detailsSubmitted: row.details_submitted,
    requirementsDue: row.requirements_due,
    disabledReason: row.disabled_reason,
  }
  return {
    mode: row?.provider ?? mode,
    status: connectStatusOf(flags),
    chargesEnabled: flags?.chargesEnabled ?? false,
    payoutsEnabled: flags?.payoutsEnabled ?? false,
    requirementsDue: flags?.requirementsDue ?? [],
    disabledReason: flags?.disabledReason ?? null,
    updatedAt: row ? row.updated_at.toISOString() : null,
  }
}
