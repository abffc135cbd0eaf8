import type { Sql, Tx } from '../client.ts'
import { bool, textArray, ts } from './params.ts'
import type { StylistDraft } from './stylists.ts'

// Bulk writes of generated rows: one multi-row INSERT ... SELECT FROM unnest(arrays) per table and
// batch. JSON goes in as text and is cast row by row (a jsonb[] parameter would turn each element
// into a JSON string).

type Db = Sql | Tx

export interface AccountRow {
  id: string
  email: string
  first: string
  last: string
  createdAt: Date
}

const col = <T, V>(rows: readonly T[], pick: (row: T) => V): V[] => rows.map(pick)

/**
 * Identity accounts without a password (nobody can sign in as them) and their public.users rows,
 * which the auth.users trigger would make but does not while triggers are off.
 */
export async function insertAccounts(db: Db, rows: readonly AccountRow[]): Promise<void> {
  if (rows.length === 0) return
  const ids = col(rows, (r) => r.id)
  const emails = col(rows, (r) => r.email)
  const first = col(rows, (r) => r.first)
  const last = col(rows, (r) => r.last)
  const created = col(rows, (r) => ts(r.createdAt))
  await db`
    insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data,
                            created_at, updated_at)
    select u.id, 'authenticated', 'authenticated', u.email, u.created + interval '4 minutes',
           '{"provider":"email","providers":["email"]}'::jsonb,
           jsonb_build_object('first_name', u.first, 'last_name', u.last), u.created, u.created
      from unnest(${ids}::uuid[], ${emails}::text[], ${first}::text[], ${last}::text[], ${created}::timestamptz[])
        as u(id, email, first, last, created)`
  await db`
    insert into public.users (id, email, first_name, last_name, created_at, updated_at)
    select * , u.created from unnest(${ids}::uuid[], ${emails}::text[], ${first}::text[], ${last}::text[],
                                     ${created}::timestamptz[]) as u(id, email, first, last, created)
    on conflict (id) do nothing`
}

/** The profiles; returns stylist ids by user id. */
export async function insertProfiles(db: Db, drafts: readonly StylistDraft[]): Promise<Map<string, number>> {
  const p = drafts.map((d) => d.profile)
  const rows = await db<{ id: number; user_id: string }[]>`
    insert into public.stylists (user_id, email, stylist_name, salon_name, bio, address, city, state, zip_code,
      location, phone, website, instagram, facebook, starting_price_cents, gender, license_number, license_state,
      profile_image_url, home_visits, product_brands, time_zone, verification_status, verification_notes,
      verified_at, created_at, updated_at)
    select u.user_id, u.email, u.stylist_name, u.salon_name, u.bio, u.address, u.city, u.state, u.zip_code,
           extensions.st_setsrid(extensions.st_makepoint(u.lon, u.lat), 4326)::extensions.geography,
           u.phone, u.website, u.instagram, u.facebook, u.price, u.gender, u.license_number, u.license_state,
           u.image, u.home_visits, u.brands::text[], u.time_zone, u.status, u.notes, u.verified_at, u.created_at,
           u.updated_at
      from unnest(${col(drafts, (d) => d.userId)}::uuid[], ${col(drafts, (d) => d.email)}::text[],
        ${col(p, (x) => x.stylistName)}::text[], ${col(p, (x) => x.salonName)}::text[], ${col(p, (x) => x.bio)}::text[],
        ${col(p, (x) => x.address)}::text[], ${col(p, (x) => x.city)}::text[], ${col(p, (x) => x.state)}::text[],
        ${col(p, (x) => x.zip)}::text[], ${col(p, (x) => x.lon)}::float8[], ${col(p, (x) => x.lat)}::float8[],
        ${col(p, (x) => x.phone)}::text[], ${col(p, (x) => x.website)}::text[], ${col(p, (x) => x.instagram)}::text[],
        ${col(p, (x) => x.facebook)}::text[], ${col(p, (x) => x.startingPriceCents)}::int[],
        ${col(p, (x) => x.gender)}::text[], ${col(p, (x) => x.licenseNumber)}::text[],
        ${col(p, (x) => x.licenseState)}::text[], ${col(p, (x) => x.profileImageUrl)}::text[],
        ${col(p, (x) => bool(x.homeVisits))}::text[]::bool[], ${col(p, (x) => textArray(x.productBrands))}::text[],
        ${col(p, (x) => x.timeZone)}::text[], ${col(p, (x) => x.verificationStatus)}::text[],
        ${col(p, (x) => x.verificationNotes)}::text[], ${col(p, (x) => ts(x.verifiedAt))}::timestamptz[],
        ${col(p, (x) => ts(x.createdAt))}::timestamptz[], ${col(p, (x) => ts(x.updatedAt))}::timestamptz[])
        as u(user_id, email, stylist_name, salon_name, bio, address, city, state, zip_code, lon, lat, phone,
             website, instagram, facebook, price, gender, license_number, license_state, image, home_visits,
             brands, time_zone, status, notes, verified_at, created_at, updated_at)
    returning id, user_id`
  return new Map(rows.map((r) => [r.user_id, Number(r.id)]))
}

/** Rows that hang off a profile, flattened with the owning stylist's id. */
function flat<T>(drafts: readonly StylistDraft[], ids: Map<string, number>, pick: (d: StylistDraft) => readonly T[]) {
  return drafts.flatMap((d) => pick(d).map((item) => ({ stylistId: ids.get(d.userId)!, item, draft: d })))
}

/** Specialties, hours, services, portfolio and reviews: independent, so sent pipelined. */
export async function insertProfileChildren(
  db: Db,
  drafts: readonly StylistDraft[],
  ids: Map<string, number>,
): Promise<void> {
  const sp = flat(drafts, ids, (d) => d.specialtyIds)
  const wh = flat(drafts, ids, (d) => d.hours)
  const sv = flat(drafts, ids, (d) => d.services)
  const pf = flat(drafts, ids, (d) => d.portfolio)
  const rv = flat(drafts, ids, (d) => d.reviews)
  const sid = (rows: readonly { stylistId: number }[]) => rows.map((r) => r.stylistId)
  await Promise.all([
    db`insert into public.stylist_specialties (stylist_id, specialty_id)
       select * from unnest(${sid(sp)}::bigint[], ${sp.map((r) => r.item)}::smallint[])`,
    db`insert into public.working_hours (stylist_id, day_of_week, opens_at, closes_at)
       select * from unnest(${sid(wh)}::bigint[], ${wh.map((r) => r.item.day)}::smallint[],
                            ${wh.map((r) => r.item.opens)}::time[], ${wh.map((r) => r.item.closes)}::time[])`,
    db`insert into public.services (stylist_id, catalogue_code, name, description, price_cents, duration_minutes,
                                    active_minutes, processing_minutes, finishing_minutes, created_at, updated_at)
       select u.*, u.created from unnest(${sid(sv)}::bigint[], ${sv.map((r) => r.item.code)}::text[],
         ${sv.map((r) => r.item.name)}::text[], ${sv.map((r) => r.item.description)}::text[],
         ${sv.map((r) => r.item.priceCents)}::int[], ${sv.map((r) => r.item.durationMinutes)}::int[],
         ${sv.map((r) => r.item.parts?.activeMinutes ?? null)}::int[],
         ${sv.map((r) => r.item.parts?.processingMinutes ?? null)}::int[],
         ${sv.map((r) => r.item.parts?.finishingMinutes ?? null)}::int[],
         ${sv.map((r) => ts(r.draft.profile.createdAt))}::timestamptz[]) as u(a, b, c, d, e, f, g, h, i, created)`,
    db`insert into public.portfolio_items (stylist_id, image_url, storage_path, caption, tags, position, created_at)
       select u.stylist_id, u.url, null, u.caption, u.tags::text[], u.position, u.created
         from unnest(${sid(pf)}::bigint[], ${pf.map((r) => r.item.imageUrl)}::text[],
           ${pf.map((r) => r.item.caption)}::text[], ${pf.map((r) => textArray(r.item.tags))}::text[],
           ${pf.map((r) => r.item.position)}::smallint[], ${pf.map((r) => ts(r.draft.profile.createdAt))}::timestamptz[])
           as u(stylist_id, url, caption, tags, position, created)`,
    // Triggers are off while seeding: the label the trigger would sign each review with is set here.
    db`insert into public.reviews (stylist_id, author_id, rating, comment, created_at, updated_at, author_label)
       select u.*, u.created, public.reviewer_label(usr.first_name, usr.last_name)
         from unnest(${sid(rv)}::bigint[], ${rv.map((r) => r.item.authorId)}::uuid[],
         ${rv.map((r) => r.item.rating)}::smallint[], ${rv.map((r) => r.item.comment)}::text[],
         ${rv.map((r) => ts(r.item.createdAt))}::timestamptz[]) as u(a, b, c, d, created)
         left join public.users usr on usr.id = u.b`,
  ])
}
