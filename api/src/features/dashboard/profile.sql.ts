import type { DashboardProfile } from '@marketplace/domain/contract/dashboard.ts'
import type { PlanType, SubscriptionStatus } from '@marketplace/domain/contract/billing.ts'
import type { Tx } from '../../db/client.ts'
import { isActive } from '../billing/subscription-store.ts'
import { profileColumns, toProfile, type ProfileRow } from '../profile/profile.sql.ts'

interface OwnProfileRow extends ProfileRow {
  user_id: string
  email: string
  license_number: string | null
  license_state: string | null
  created_at: Date
  updated_at: Date
}

interface SubscriptionRow {
  plan: PlanType
  status: SubscriptionStatus
  current_period_end: Date
}

/**
 * The caller's own full profile, or null when they have none. Runs as the caller: the policies let
 * a stylist read their own row whether or not it is listed. Every review comes along (the owner's
 * view), newest first.
 */
export async function loadOwnProfile(tx: Tx, userId: string, now: Date): Promise<DashboardProfile | null> {
  const [row] = await tx<OwnProfileRow[]>`
    select ${profileColumns(tx, null)},
      s.user_id, s.email, s.license_number, s.license_state, s.created_at, s.updated_at
    from public.stylists s
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
    ...toProfile(row),
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

