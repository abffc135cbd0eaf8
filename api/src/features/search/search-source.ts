import type { SearchQuery } from '@marketplace/domain/contract/stylists.ts'
import { wallClockOf } from '@marketplace/domain/booking/zoned-time.ts'
import { priceTierCents } from '@marketplace/domain/money.ts'
import type { Fragment, Tx } from '../../db/client.ts'
import type { GeoPoint } from './geocode.sql.ts'

export const METRES_PER_MILE = 1609.344
/** PostGIS's sphere (geography functions with use_spheroid = false): WGS 84's mean radius. */
export const SPHERE_RADIUS_M = 6371008.771415059
/**
 * Rows whose chord lies within this relative margin of the radius (or 1e-9, about 6 mm, at a
 * radius of 0) are left to PostGIS's own test, so float rounding never decides who is inside.
 */
const RADIUS_BAND = 1e-7

/** The point on the unit sphere, as migration 20261122000400 stores each stylist's location. */
function unitVector(point: GeoPoint) {
  const lat = (point.lat * Math.PI) / 180
  const lng = (point.lng * Math.PI) / 180
  return { x: Math.cos(lat) * Math.cos(lng), y: Math.cos(lat) * Math.sin(lng), z: Math.sin(lat) }
}

/**
 * What a search reads: the narrow, spatially clustered search rows (listed_stylist_search,
 * migrations 20261122000400 and 20261125000600, which added the full-text document), aliased `s`.
 * With a point: the distance from the stored unit vectors (the chord gives the great-circle
 * distance on PostGIS's sphere), the point as geography (for KNN), the clock of "available
 * today" (`now`, a parameter so tests pin it), and the radius test in two forms: `indexed`, which
 * the GiST index serves (a radius scan), and `perRow`, which no index can serve, for plans that
 * walk another index in sort order and test the radius on each row.
 */
export function searchSource(tx: Tx, point: GeoPoint | null, now: Date) {
  const table = tx`public.listed_stylist_search s`
  if (!point) return { table, now, point: null }
  const geography = tx`st_setsrid(st_makepoint(${point.lng}::float8, ${point.lat}::float8), 4326)::geography`
  const u = unitVector(point)
  const chord2 = tx`((s.unit_x - ${u.x}::float8) * (s.unit_x - ${u.x}::float8)
    + (s.unit_y - ${u.y}::float8) * (s.unit_y - ${u.y}::float8)
    + (s.unit_z - ${u.z}::float8) * (s.unit_z - ${u.z}::float8))`
  // ST_DWithin in two halves: its index condition (`location &&` the point expanded by the radius),
  // then the exact test with the chord (a few multiplications, against about 5 microseconds a row
  // for PostGIS's geography distance), except within a hair of the radius, where PostGIS decides.
  // The per-row form uses _st_dwithin, ST_DWithin without its index support.
  const within = (metres: number, indexed: boolean) => {
    const chord = 2 * Math.sin(metres / (2 * SPHERE_RADIUS_M))
    const inner2 = Math.max(0, chord * (1 - RADIUS_BAND) - 1e-9) ** 2
    const outer2 = (chord * (1 + RADIUS_BAND) + 1e-9) ** 2
    const band = tx`(${chord2} <= ${inner2}::float8
           or (${chord2} <= ${outer2}::float8 and _st_dwithin(s.location, ${geography}, ${metres}::float8, false)))`
    return indexed ? tx`s.location && _st_expand(${geography}, ${metres}::float8) and ${band}` : band
  }
  return {
    table,
    now,
    point: {
      at: point,
      geography,
      distance: tx`${2 * SPHERE_RADIUS_M}::float8 * asin(least(1::float8, sqrt(${chord2}) / 2))`,
      within,
    },
  }
}
export type SearchSource = ReturnType<typeof searchSource>

/**
 * The WHERE clause over `s`: the radius (in the form the plan needs) and every filter. Filters are
 * columns of the row, kept by triggers (migration 20261121001300): no per-row subquery.
 */
export function conditions(
  tx: Tx,
  q: SearchQuery,
  source: SearchSource,
  radius: 'indexed' | 'per-row',
  { priceWalk = true, words = 'document' }: { priceWalk?: boolean; words?: 'document' | 'lexemes' } = {},
): Fragment {
  const parts = [tx`true`]
  if (source.point) parts.push(source.point.within(q.distance * METRES_PER_MILE, radius === 'indexed'))
  // A scalar subquery: the tsquery is built once per statement (an InitPlan), not once per row
  // when the planner filters rows found through another index; the GIN index can still use it.
  // `lexemes`: the same match on the document's lexeme ids, which the count index holds (migration
  // 20261127000400), for plain words only (plainWords).
  if (q.service)
    parts.push(
      words === 'lexemes' && plainWords(q.service)
        ? tx`s.search_lexemes @@ (select public.search_text_lexemes(${q.service}))`
        : tx`s.search_document @@ (select public.search_text_query(${q.service}))`,
    )
  // The codes as bits (migration 20261208000100: the indexes carry the bits, not the arrays); each
  // mask is built once per statement (an InitPlan), by the functions that make the rows' bits.
  if (q.specialty)
    parts.push(tx`(s.specialty_bits & (select public.search_specialty_bits(array[${q.specialty}::text]))) <> 0`)
  if (q.services?.length) {
    const mask = tx`(select public.search_service_bits(${[...new Set(q.services)]}::text[]))`
    parts.push(tx`(s.service_bits & ${mask}) = ${mask}`)
  }
  if (q.rating !== undefined && q.rating > 0) parts.push(tx`s.rating_average >= ${q.rating}`)
  if (q.priceRange?.length) {
    parts.push(tx`s.price_range = any(${q.priceRange}::text[])`)
    if (priceWalk) parts.push(...priceSpan(tx, q))
  }
  if (q.availableToday) parts.push(availableToday(tx, source.now))
  if (q.homeVisits) parts.push(tx`s.home_visits`)
  if (q.gender) parts.push(tx`s.gender = ${q.gender}`)
  // Product brands: a stylist using ANY of the ticked brands matches (ADR 006).
  if (q.productBrands?.length)
    parts.push(tx`(s.brand_bits & (select public.search_brand_bits(${q.productBrands}::text[]))) <> 0`)
  return parts.reduce((all, part) => tx`${all} and ${part}`)
}

/**
 * Free text that the lexeme ids can answer (public.search_text_lexemes): printable ASCII, read word
 * by word (search_text_query splits it into runs of letters and digits, each one lexeme or a stop
 * word, never a phrase), or, when it reads as a web search (quotes, " or ", a leading "-"), only
 * letters, digits and spaces (websearch_to_tsquery makes a phrase of "x-ray" or a quoted text). Any
 * other text is matched on the document.
 */
export function plainWords(text: string) {
  if (!/^[\x20-\x7e\t\n\r]*$/.test(text)) return false
  const webSearch = /"/.test(text) || /(^|\s)(-\S|or\s)/i.test(text)
  return !webSearch || /^[A-Za-z0-9 \t\n\r]+$/.test(text)
}

/**
 * The zones most stylists are in (the US's, most populous first): "available today" reads their
 * wall clock once per statement, as constants, instead of converting the clock for every index
 * entry (about 1.2 microseconds an entry, the filter's largest cost at 1M: ADR 007). A stylist in
 * any other zone is converted as before, so the answer is the same for every zone.
 */
export const TODAY_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'America/Denver',
  'America/Phoenix',
  'America/Detroit',
  'America/Indiana/Indianapolis',
  'America/Kentucky/Louisville',
  'America/Boise',
  'America/Anchorage',
  'Pacific/Honolulu',
] as const

/**
 * "Available today" (ADR 015). A stylist who books online: their earliest open slot (precomputed,
 * next-available.ts) starts before the end of today in their zone, that is, its date there
 * (next_available_day, migration 20261127000500: on the search indexes) is today's or earlier.
 * Any other stylist: open today and not yet closed, in their zone (closing_times: Sunday first),
 * as before online booking. Today's date, weekday and time in each of TODAY_ZONES are constants of
 * the statement (a `case` on the zone, text comparisons); other zones convert `now` per entry.
 */
function availableToday(tx: Tx, now: Date): Fragment {
  const local = tx`(${now}::timestamptz at time zone s.time_zone)`
  const converted = tx`(case when s.books_online
    then s.next_available_day <= (${local})::date
    else s.closing_times[extract(dow from ${local})::int + 1] > (${local})::time end)`
  const known = TODAY_ZONES.map((zone) => {
    const wall = wallClockOf(now, zone)
    return tx`when ${zone}::text then (case when s.books_online
      then s.next_available_day <= ${wall.date}::date
      else s.closing_times[${wall.dow + 1}::int] > ${wall.time}::time end)`
  })
  return tx`(case s.time_zone ${known.reduce((all, branch) => tx`${all} ${branch}`)} else ${converted} end)`
}

function priceSpan(tx: Tx, q: SearchQuery): Fragment[] {
  const tiers = q.priceRange ?? []
  // For the price sorts, the same tiers as a price span too (the hull of theirs; the tier is a
  // function of the price), so a walk of a price index starts at the tier's first price instead
  // of reading past the others. (Other sorts leave it out: it would tempt the planner to walk a
  // price index where the score index serves the page; and the count leaves it out, priceWalk
  // false: with a radius the planner ANDed a bitmap of every stylist in the span's prices, 580,355
  // rows at 1M, 70 ms, where the radius walk stops at the cap.)
  if (q.sort !== 'price-low' && q.sort !== 'price-high') return []
  const spans = tiers.map(priceTierCents)
  const min = spans.some((t) => t.min === null) ? null : Math.min(...spans.map((t) => t.min!))
  const max = spans.some((t) => t.max === null) ? null : Math.max(...spans.map((t) => t.max!))
  return [
    ...(min === null ? [] : [tx`s.starting_price_cents >= ${min}`]),
    ...(max === null ? [] : [tx`s.starting_price_cents <= ${max}`]),
  ]
}
