import type { Sql } from '../../db/client.ts'
import { createUser } from '../../../test/database.ts'

/** Eureka, Nevada (its gazetteer point), far from the demo data's cities: the search tests' own territory. */
export const HOME = { lat: 39.51271, lng: -115.96061 }
/** Degrees of latitude per mile around HOME (WGS84 meridian arc at 39.5 deg N: 111,025 m per degree). */
export const DEG_PER_MILE = 1609.344 / 111_025

export interface StylistSpec {
  name: string
  milesNorth: number
  milesEast?: number
  priceCents: number
  rating?: [average: number, count: number]
  verification?: 'pending' | 'approved' | 'rejected' | null
  active?: boolean
  photo?: boolean
  portfolio?: boolean
  salon?: string | null
  gender?: 'female' | 'male' | 'non-binary' | 'prefer-not-to-say'
  homeVisits?: boolean
  brands?: string[]
  timeZone?: string
  /** [catalogue code, name, price in cents] */
  services?: [string, string, number][]
  specialties?: string[]
  /** Day offsets from today in the stylist's time zone, with opening and closing times. */
  hours?: [dayOffset: number, opens: string, closes: string][]
}

/** Creates a stylist with exactly the given traits, as the database owner (set-up only). */
export async function makeStylist(sql: Sql, spec: StylistSpec): Promise<number> {
  const user = await createUser(sql)
  const lat = HOME.lat + spec.milesNorth * DEG_PER_MILE
  const lng = HOME.lng + ((spec.milesEast ?? 0) * DEG_PER_MILE) / Math.cos((lat * Math.PI) / 180)
  const [row] = await sql<{ id: number }[]>`
    insert into public.stylists (user_id, email, stylist_name, salon_name, bio, address, city, state, zip_code, location,
      phone, starting_price_cents, verification_status, profile_image_url, gender, home_visits, product_brands, time_zone)
    values (${user.id}, ${user.email}, ${spec.name}, ${spec.salon === undefined ? 'Salon ' + spec.name : spec.salon},
      ${'B'.repeat(120)}, '1 Main St', 'Eureka', 'NV', '89316',
      st_setsrid(st_makepoint(${lng}::float8, ${lat}::float8), 4326)::geography, '7755550100', ${spec.priceCents},
      ${spec.verification === undefined ? 'approved' : spec.verification},
      ${spec.photo === false ? null : 'https://img.example/' + spec.name + '.jpg'}, ${spec.gender ?? 'female'},
      ${spec.homeVisits ?? false}, ${spec.brands ?? []}::text[], ${spec.timeZone ?? 'UTC'})
    returning id`
  const id = row.id
  if (spec.rating) await sql`update public.stylists set rating_average = ${spec.rating[0]}, review_count = ${spec.rating[1]} where id = ${id}`
  for (const [code, name, price] of spec.services ?? [])
    await sql`insert into public.services (stylist_id, catalogue_code, name, price_cents) values (${id}, ${code}, ${name}, ${price})`
  for (const code of spec.specialties ?? [])
    await sql`insert into public.stylist_specialties (stylist_id, specialty_id) select ${id}, id from public.specialties where code = ${code}`
  if (spec.portfolio !== false) {
    await sql`insert into public.portfolio_items (stylist_id, image_url, position) values (${id}, ${'https://img.example/' + spec.name + '-2.jpg'}, 1)`
    await sql`insert into public.portfolio_items (stylist_id, image_url, position) values (${id}, ${'https://img.example/' + spec.name + '-1.jpg'}, 0)`
  }
  for (const [offset, opens, closes] of spec.hours ?? [])
    await sql`
      insert into public.working_hours (stylist_id, day_of_week, opens_at, closes_at)
      values (${id}, ((extract(dow from now() at time zone ${spec.timeZone ?? 'UTC'})::int + ${offset} + 7) % 7), ${opens}, ${closes})`
  if (spec.active ?? true)
    await sql`
      insert into public.subscriptions (user_id, plan, status, price_cents, current_period_start, current_period_end, provider, provider_subscription_id)
      values (${user.id}, 'monthly', 'active', 500, now() - interval '1 day', now() + interval '29 days', 'embedded', ${'sub_search_' + user.id})`
  return Number(id)
}
