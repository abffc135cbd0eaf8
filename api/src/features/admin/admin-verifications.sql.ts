import type { PendingStylist, VerificationStats } from '@marketplace/domain/contract/admin.ts'
import type { Tx } from '../../db/client.ts'
import type { Cols, Row } from '../../db/rows.ts'

export async function verificationStats(tx: Tx): Promise<VerificationStats> {
  const [stats] = await tx<VerificationStats[]>`
    select count(*) filter (where verification_status = 'pending')::int as pending,
           count(*) filter (where verification_status = 'approved')::int as approved,
           count(*) filter (where verification_status = 'rejected')::int as rejected
      from public.stylists`
  return stats
}

type PendingRow = Cols<
  Row<'stylists'>,
  'id' | 'stylist_name' | 'salon_name' | 'city' | 'state' | 'license_number' | 'license_state' | 'created_at',
  'created_at'
> & { subscription_active: boolean }

/** The pending table: oldest applications first, so none waits behind newer ones. */
export async function pendingStylists(tx: Tx): Promise<PendingStylist[]> {
  const rows = await tx<PendingRow[]>`
    select id, stylist_name, salon_name, city, state, license_number, license_state, created_at,
           coalesce(subscription_active_until > now(), false) as subscription_active
      from public.stylists
     where verification_status = 'pending'
     order by created_at, id`
  return rows.map((r) => ({
    id: r.id,
    stylistName: r.stylist_name,
    salonName: r.salon_name,
    location: `${r.city}, ${r.state}`,
    licenseNumber: r.license_number,
    licenseState: r.license_state,
    verificationStatus: 'pending',
    createdAt: r.created_at.toISOString(),
    subscriptionActive: r.subscription_active,
  }))
}

/**
 * Records the admin's decision on a profile: status, notes and when it was decided (verified_at
 * holds the time of the latest decision, approval or rejection). A rejected profile leaves search
 * at once (stylist_is_listed); the stylist's dashboard banner reads the new status. Returns false
 * for an unknown stylist.
 */
export async function decideVerification(
  tx: Tx,
  stylistId: number,
  status: 'approved' | 'rejected',
  notes: string | null,
): Promise<boolean> {
  const rows = await tx`
    update public.stylists
       set verification_status = ${status}, verification_notes = ${notes}, verified_at = now()
     where id = ${stylistId}
     returning id`
  return rows.length > 0
}
