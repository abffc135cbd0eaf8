import { Hono } from 'hono'
import { z } from 'zod'
import type { PlaceSuggestion } from '@marketplace/domain/contract/stylists.ts'
import { usStates } from '@marketplace/domain/catalogue/states.ts'
import type { AppEnv } from '../../app-env.ts'
import { asAnon } from '../../db/roles.ts'
import { validate } from '../../lib/validate.ts'
import { citiesByPrefix, citiesBySimilarity, zipsByPrefix, type PlaceRow } from './places.sql.ts'

export const autocompleteQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(8).default(8),
})

const stateByName = new Map(Object.entries(usStates).map(([code, name]) => [name.toLowerCase(), code]))

/** "Austin, TX" / "Austin, Texas" narrow to a state; a lone "Austin" does not. */
function splitCityState(text: string): { city: string; state: string | null } {
  const [city, rest] = text.split(/,(.*)/s).map((p) => p?.trim() ?? '')
  const st = (rest ?? '').split(',')[0].trim()
  const state =
    /^[A-Za-z]{2}$/.test(st) && st.toUpperCase() in usStates
      ? st.toUpperCase()
      : (stateByName.get(st.toLowerCase()) ?? null)
  return { city, state }
}

function toSuggestion(p: PlaceRow): PlaceSuggestion {
  const cityState = `${p.name}, ${p.state}`
  return {
    name: p.kind === 'zip' ? (p.zip_code ?? p.name) : p.name,
    formatted_address: p.kind === 'zip' ? `${p.zip_code}, ${cityState}, USA` : `${cityState}, USA`,
    geometry: { location: { lat: p.lat, lng: p.lng } },
    kind: p.kind,
    city: p.name,
    state: p.state,
    zipCode: p.zip_code,
  }
}

/**
 * GET /api/places/autocomplete?q=: the embedded stand-in for Google Places (US cities and ZIPs).
 * Digits: ZIPs by prefix. Text: cities by name prefix, most populous first ("City, ST" narrows to
 * the state); when nothing starts so, the most similar names (a typo).
 */
export const placesRoutes = new Hono<AppEnv>().get(
  '/places/autocomplete',
  validate('query', autocompleteQuerySchema),
  async (c) => {
    const { sql } = c.get('deps')
    const { q, limit } = c.req.valid('query')
    const rows = await asAnon(sql, async (tx) => {
      const digits = /^\d{1,5}$/.exec(q)
      if (digits) return zipsByPrefix(tx, q, limit)
      const { city, state } = splitCityState(q)
      if (city === '') return []
      const byPrefix = await citiesByPrefix(tx, city, state, limit)
      return byPrefix.length > 0 ? byPrefix : citiesBySimilarity(tx, city, state, limit)
    })
    return c.json(rows.map(toSuggestion), 200)
  },
)
