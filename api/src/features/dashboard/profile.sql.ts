import type { DashboardProfile } from '@marketplace/domain/contract/dashboard.ts'
import type { PlanType, SubscriptionStatus } from '@marketplace/domain/contract/billing.ts'
import type { Tx } from '../../db/client.ts'
import type { Cols, Narrow, Row } from '../../db/rows.ts'
import { isActive } from '../billing/subscription-store.ts'
import { profileColumns, toProfile, type ProfileRow } from '../profile/profile.sql.ts'

type OwnProfileRow = ProfileRow &
  Cols<
    Row<'stylists'>,
    'user_id' | 'email' | 'license_number' | 'license_state' | 'created_at' | 'updated_at',
    'created_at' | 'updated_at'
  >

type SubscriptionRow = Narrow<
  Cols<Row<'subscriptions'>, 'plan' | 'status' | 'current_period_end', 'current_period_end'>,
  { plan: PlanType; status: SubscriptionStatus }
>

/**
 * The caller's own full profile, or null when they have none. Runs as the caller: the row comes from
 * private.own_stylists (their own, listed or not, with its private columns: ADR 012), the rest under
 * the policies. Every review comes along (the owner's view), newest first.
 */
export async function loadOwnProfile(tx: Tx, userId: string, now: Date): Promise<DashboardProfile | null> {
  const [row] = await tx<OwnProfileRow[]>`
    select ${profileColumns(tx, null)},
      s.user_id, s.email, s.license_number, s.license_state, s.created_at, s.updated_at
    from private.own_stylists s
    where s.user_id = ${userId}`
  if (!row) return null
  // The subscription that makes the profile active if there is one, else the newest.
  const [subscription] = await tx<SubscriptionRow[]>`
    select plan, status, current_period_end from public.subscriptions
     where user_id = ${userId}
     order by (status in ('active', 'trialing') and current_period_end > ${now}) desc, created_at desc, id desc
     limit 1`
  return toDashboardProfile(row, subscription ?? null, now)
}

function toDashboardProfile(row: OwnProfileRow, subscription: SubscriptionRow | null, now: Date): DashboardProfile {
  return {
    ...toProfile(row, false),
    userId: row.user_id,
    email: row.email,
    licenseNumber: row.license_number,
    licenseState: row.license_state,
    subscriptionActive: subscription !== null && isActive(subscription, now),
    subscriptionType: subscription?.plan ?? null,
    subscriptionExpiry: subscription ? subscription.current_period_end.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }
}
