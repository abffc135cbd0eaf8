import type { ProfileValues, WorkingHours } from '@marketplace/domain/contract/dashboard.ts'
import type { Tx } from '../../db/client.ts'
import { holdStylistBookings } from '../../db/stylist-lock.ts'
import type { Narrow, Row } from '../../db/rows.ts'

export type ExistingProfile = Narrow<
  Pick<Row<'stylists'>, 'id' | 'verification_status' | 'profile_image_url'>,
  { verification_status: 'pending' | 'approved' | 'rejected' | null }
>

export interface Point {
  lat: number
  lng: number
}

/** Everything a save writes to the stylist row; prices in cents, the point resolved. */
export type ProfileRowValues = Omit<ProfileValues, 'startingPrice' | 'latitude' | 'longitude' | 'workingHours'> & {
  startingPriceCents: number
  point: Point
  verificationStatus: 'pending' | 'approved' | 'rejected'
}

/**
 * The caller's profile, locked until the save commits; the user row is locked first so that two
 * concurrent first saves create one profile, not a unique-key error. An existing profile's booking
 * lock comes before its row lock (the order a booking takes them): the weekly hours and the time
 * zone decide what is bookable, so no booking lands on hours being changed.
 */
export async function lockOwnProfile(tx: Tx, userId: string): Promise<ExistingProfile | null> {
  await tx`select 1 from public.users where id = ${userId} for no key update`
  const [own] = await tx<{ id: number }[]>`select id from private.own_stylists where user_id = ${userId}`
  if (own) await holdStylistBookings(tx, own.id)
  const [row] = await tx<ExistingProfile[]>`
    select id, verification_status, profile_image_url from public.stylists
     where id = (select o.id from private.own_stylists o where o.user_id = ${userId}) for update`
  return row ?? null
}

/** Whether the user has an active subscription at `now` (active or trialing, period not over). */
export async function hasActiveSubscription(tx: Tx, userId: string, now: Date): Promise<boolean> {
  const [row] = await tx<{ active: boolean }[]>`
    select exists (select 1 from public.subscriptions where user_id = ${userId}
      and status in ('active', 'trialing') and current_period_end > ${now}) as active`
  return row.active
}

const point = (tx: Tx, p: Point) =>
  tx`extensions.st_setsrid(extensions.st_makepoint(${p.lng}, ${p.lat}), 4326)::extensions.geography`

export async function insertProfile(tx: Tx, userId: string, email: string, v: ProfileRowValues): Promise<number> {
  const [row] = await tx<Pick<Row<'stylists'>, 'id'>[]>`
    insert into public.stylists (user_id, email, stylist_name, salon_name, bio, address, city, state, zip_code, location,
      phone, website, instagram, facebook, starting_price_cents, gender, license_number, license_state, profile_image_url,
      home_visits, product_brands, time_zone, verification_status)
    values (${userId}, ${email}, ${v.stylistName}, ${v.salonName}, ${v.bio}, ${v.address}, ${v.city}, ${v.state},
      ${v.zipCode}, ${point(tx, v.point)}, ${v.phone}, ${v.website}, ${v.instagram}, ${v.facebook}, ${v.startingPriceCents},
      ${v.gender}, ${v.licenseNumber}, ${v.licenseState}, ${v.profileImageUrl},
      coalesce(${v.homeVisits ?? null}::boolean, false), coalesce(${v.productBrands ?? null}::text[], '{}'),
      coalesce(${v.timeZone ?? null}::text, 'America/New_York'), ${v.verificationStatus})
    returning id`
  return row.id
}

/** Updates the row; homeVisits, productBrands and timeZone stay as they are when not sent. */
export async function updateProfile(tx: Tx, id: number, email: string, v: ProfileRowValues): Promise<void> {
  await tx`
    update public.stylists set
      email = ${email}, stylist_name = ${v.stylistName}, salon_name = ${v.salonName}, bio = ${v.bio},
      address = ${v.address}, city = ${v.city}, state = ${v.state}, zip_code = ${v.zipCode}, location = ${point(tx, v.point)},
      phone = ${v.phone}, website = ${v.website}, instagram = ${v.instagram}, facebook = ${v.facebook},
      starting_price_cents = ${v.startingPriceCents}, gender = ${v.gender}, license_number = ${v.licenseNumber},
      license_state = ${v.licenseState}, profile_image_url = ${v.profileImageUrl},
      home_visits = coalesce(${v.homeVisits ?? null}::boolean, home_visits),
      product_brands = coalesce(${v.productBrands ?? null}::text[], product_brands),
      time_zone = coalesce(${v.timeZone ?? null}::text, time_zone),
      verification_status = ${v.verificationStatus}
    where id = ${id}`
}

/** Replaces the weekly hours (the working_hours trigger keeps the search column). */
export async function replaceWorkingHours(tx: Tx, stylistId: number, hours: WorkingHours): Promise<void> {
  await tx`delete from public.working_hours where stylist_id = ${stylistId}`
  for (const h of hours) {
    await tx`insert into public.working_hours (stylist_id, day_of_week, opens_at, closes_at)
      values (${stylistId}, ${h.dayOfWeek}, ${h.opensAt}, ${h.closesAt})`
  }
}

/**
 * Places an address through the gazetteer: the ZIP code's own point, else the city in its state
 * (the most populous of that name), else the most similar city name in the state (a typo).
 */
export async function locateAddress(tx: Tx, zipCode: string, city: string, state: string): Promise<Point | null> {
  const [row] = await tx<Point[]>`
    select lat, lng from (
      (select 1 as rank, 1.0::real as sim, population,
              extensions.st_y(location::extensions.geometry) as lat, extensions.st_x(location::extensions.geometry) as lng
         from public.places where kind = 'zip' and zip_code = ${zipCode.slice(0, 5)})
      union all
      (select 2, 1.0::real, population,
              extensions.st_y(location::extensions.geometry), extensions.st_x(location::extensions.geometry)
         from public.places where kind = 'city' and state = ${state} and lower(name) = lower(${city})
        order by population desc nulls last limit 1)
      union all
      (select 3, extensions.similarity(lower(name), lower(${city})), population,
              extensions.st_y(location::extensions.geometry), extensions.st_x(location::extensions.geometry)
         from public.places where kind = 'city' and state = ${state} and extensions.similarity(lower(name), lower(${city})) > 0.4
        order by 2 desc, population desc nulls last limit 1)
    ) candidates
    order by rank, sim desc, population desc nulls last
    limit 1`
  return row ?? null
}
