import { searchQuerySchema, type SearchQuery } from '@marketplace/domain/contract/stylists.ts'
import type { Sql } from '../../api/src/db/client.ts'

// A realistic, deterministic mix of searches: around real cities (by population), radius 5-50 mi,
// with and without filters and free text, every sort, pages 1-5 (early pages more often).

const radii = [5, 10, 15, 25, 50]
const sorts = ['recommended', 'recommended', 'distance', 'price-low', 'price-high']
const texts = ['balayage', 'silk press', 'braids', 'color', 'fade', 'curly cut', 'extensions', 'bridal updo', 'balayge']
const codes = [
  'standard-haircut',
  'highlights',
  'balayage-ombre',
  'silk-press',
  'box-knotless-braids',
  'blowout',
  'clipper-cut-fade',
]
const specialties = ['curly-hair', 'color-specialist', 'barbering', 'natural-hair', 'bridal']
const brands = ['olaplex', 'redken', 'kerastase', 'davines']

function rng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface MixQuery {
  /** The query string of GET /api/stylists/search. */
  search: string
}

export async function searchMix(sql: Sql, count = 2000, seed = 7): Promise<MixQuery[]> {
  const cities = await sql<{ name: string; state: string; lat: number; lng: number }[]>`
    select name, state, extensions.st_y(location::extensions.geometry) as lat, extensions.st_x(location::extensions.geometry) as lng
      from public.places where kind = 'city' order by population desc nulls last limit 300`
  const r = rng(seed)
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]
  const out: MixQuery[] = []
  for (let i = 0; i < count; i++) {
    const city = cities[Math.floor(r() ** 2 * cities.length)]
    const p = new URLSearchParams({
      location: `${city.name}, ${city.state}`,
      lat: city.lat.toFixed(5),
      lng: city.lng.toFixed(5),
      distance: String(pick(radii)),
      sort: pick(sorts),
    })
    const page = 1 + Math.floor(r() ** 2.5 * 5)
    if (page > 1) p.set('page', String(page))
    if (r() < 0.25) p.set('service', pick(texts))
    if (r() < 0.25) p.append('services', pick(codes))
    if (r() < 0.3) for (const tier of ['$', '$$', '$$$', '$$$$'].filter(() => r() < 0.5)) p.append('priceRange', tier)
    if (r() < 0.2) p.set('rating', '4')
    if (r() < 0.15) p.set('specialty', pick(specialties))
    if (r() < 0.1) p.set('gender', pick(['female', 'male', 'non-binary']))
    if (r() < 0.15) p.set('availableToday', 'true')
    if (r() < 0.1) p.set('homeVisits', 'true')
    if (r() < 0.1) p.append('productBrands', pick(brands))
    out.push({ search: p.toString() })
  }
  return out
}

/** A search of the mix (its query string) as the API parses it, with its point. */
export function parseSearch(search: string): { q: SearchQuery; point: { name: string; lat: number; lng: number } } {
  const params = new URLSearchParams(search)
  const q = searchQuerySchema.parse(
    Object.fromEntries(
      [...new Set(params.keys())].map((k) => {
        const all = params.getAll(k)
        return [k, all.length > 1 ? all : all[0]]
      }),
    ),
  )
  return { q, point: { name: q.location ?? '', lat: q.lat!, lng: q.lng! } }
}
