import type { ConnectAccountState, PayoutsProvider } from '../../adapters/payouts/payouts.ts'
import type { Sql, Tx } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import type { Logger } from '../../lib/logger.ts'

/**
 * Writes a provider's account state into public.connected_accounts (as the service role), unless
 * a state read later is already stored: `readAt` is when this state was read from the provider,
 * so two deliveries racing each other end in the newer state. Returns whether it was applied.
 */
export async function mirrorAccount(tx: Tx, state: ConnectAccountState, readAt: Date): Promise<boolean> {
  const rows = await tx`
    update public.connected_accounts
       set charges_enabled = ${state.chargesEnabled}, payouts_enabled = ${state.payoutsEnabled},
           details_submitted = ${state.detailsSubmitted}, requirements_due = ${state.requirementsDue}::text[],
           disabled_reason = ${state.disabledReason}, provider_synced_at = ${readAt}
     where account_id = ${state.accountId}
       and (provider_synced_at is null or provider_synced_at <= ${readAt})
    returning stylist_id`
  return rows.length > 0
}

/** Links a newly created account to its stylist (first one wins; a retry finds it). */
export async function linkAccount(
  tx: Tx,
  stylistId: number,
  provider: 'embedded' | 'stripe',
  state: ConnectAccountState,
  readAt: Date,
): Promise<string> {
  await tx`
    insert into public.connected_accounts (stylist_id, provider, account_id)
    values (${stylistId}, ${provider}, ${state.accountId})
    on conflict (stylist_id) do nothing`
  const [row] = await tx<{ account_id: string }[]>`
    select account_id from public.connected_accounts where stylist_id = ${stylistId}`
  if (row.account_id === state.accountId) await mirrorAccount(tx, state, readAt)
  return row.account_id
}

export interface AccountEvent {
  provider: 'embedded' | 'stripe'
  eventId: string
  type: string
  created: Date
  accountId: string
}

/**
 * Applies an `account.updated` (Stripe's webhook, or the embedded twin's own): once per event id
 * (public.billing_events), and as the event's hint only: the account is read again from the
 * provider and that current state is mirrored, so late, repeated or reordered deliveries all end
 * in the account's state as it is. An account of no stylist of ours is recorded and ignored.
 * Returns false for a replayed event id.
 */
export async function applyAccountEvent(
  sql: Sql,
  payouts: PayoutsProvider,
  event: AccountEvent,
  now: () => Date,
  logger: Logger,
): Promise<boolean> {
  const [seen] = await asService(
    sql,
    (tx) => tx`select 1 from public.billing_events where provider = ${event.provider} and event_id = ${event.eventId}`,
  )
  if (seen) return false
  const known = await asService(
    sql,
    (tx) => tx`select 1 from public.connected_accounts where account_id = ${event.accountId}`,
  )
  // Read outside the transaction that records it: no database connection waits on Stripe.
  const state = known.length > 0 ? await asService(sql, (tx) => payouts.retrieveAccount(tx, event.accountId)) : null
  const readAt = now()
  return asService(sql, async (tx) => {
    const recorded = await tx`
      insert into public.billing_events (provider, event_id, type, event_created_at)
      values (${event.provider}, ${event.eventId}, ${event.type}, ${event.created})
      on conflict (provider, event_id) do nothing
      returning event_id`
    if (recorded.length === 0) return false
    if (state) await mirrorAccount(tx, state, readAt)
    else logger.warn('Connect event of an unknown account ignored', { accountId: event.accountId, type: event.type })
    return true
  })
}
