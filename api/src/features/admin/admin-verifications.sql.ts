import type { PendingStylist, VerificationStats } from '@marketplace/domain/contract/admin.ts'
import type { Tx } from '../../db/client.ts'
import type { Cols, Row } from '../../db/rows.ts'
import { centsToDollars } from '@marketplace/domain/money.ts'
import { stylistSlug } from '@marketplace/domain/slug.ts'

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
  | 'id'
  | 'stylist_name'
  | 'salon_name'
  | 'city'
  | 'state'
  | 'license_number'
  | 'license_state'
  | 'created_at'
  | 'email'
  | 'phone'
  | 'bio'
  | 'profile_image_url'
  | 'website'
  | 'instagram',
  'created_at'
> & {
  subscription_active: boolean
  specialties: string[]
  services: { name: string; price_cents: number }[]
  service_count: number
  portfolio: string[]
}

const DAY_MS = 86_400_000

/**
 * The pending table: oldest applications first, so none waits behind newer ones, each with how
 * many whole days it has waited at `now` and a preview of the profile (its cheapest 3 services, its
 * first 4 portfolio images).
 */
export async function pendingStylists(tx: Tx, now: Date): Promise<PendingStylist[]> {
  const rows = await tx<PendingRow[]>`
    select s.id, s.stylist_name, s.salon_name, s.city, s.state, s.license_number, s.license_state, s.created_at,
           s.email, s.phone, s.bio, s.profile_image_url, s.website, s.instagram,
           coalesce(s.subscription_active_until > now(), false) as subscription_active,
           array(select sp.name from public.stylist_specialties ss join public.specialties sp on sp.id = ss.specialty_id
                  where ss.stylist_id = s.id order by sp.name) as specialties,
           coalesce((select json_agg(json_build_object('name', v.name, 'price_cents', v.price_cents))
                       from (select name, price_cents from public.services where stylist_id = s.id
                              order by price_cents, id limit 3) v), '[]') as services,
           (select count(*)::int from public.services where stylist_id = s.id) as service_count,
           array(select p.image_url from public.portfolio_items p where p.stylist_id = s.id
                  order by p.position, p.id limit 4) as portfolio
      from public.stylists s
     where s.verification_status = 'pending'
     order by s.created_at, s.id`
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
    daysWaiting: Math.max(0, Math.floor((now.getTime() - r.created_at.getTime()) / DAY_MS)),
    preview: {
      profilePath: `/stylist/${r.id}/${stylistSlug({ stylistName: r.stylist_name, salonName: r.salon_name, city: r.city, state: r.state })}`,
      email: r.email,
      phone: r.phone,
      bio: r.bio,
      profileImageUrl: r.profile_image_url,
      website: r.website,
      instagram: r.instagram,
      specialties: r.specialties,
      services: r.services.map((v) => ({ name: v.name, price: centsToDollars(v.price_cents) })),
      serviceCount: r.service_count,
      portfolioImageUrls: r.portfolio,
    },
  }))
}

/** Whether the stylist gave a license number (null: no such stylist). */
export async function hasLicenseNumber(tx: Tx, stylistId: number): Promise<boolean | null> {
  const [row] = await tx<{ has: boolean }[]>`
    select license_number is not null as has from public.stylists where id = ${stylistId}`
  return row ? row.has : null
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
