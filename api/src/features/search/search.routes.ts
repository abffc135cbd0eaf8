import { Hono } from 'hono'
import { searchQuerySchema, type SearchQuery, type SearchResponse } from '@marketplace/domain/contract/stylists.ts'
import type { AppEnv } from '../../app-env.ts'
import { asAnon } from '../../db/roles.ts'
import { limitPerIp } from '../../lib/rate-limit-middleware.ts'
import { validate } from '../../lib/validate.ts'
import { toCard } from './card.ts'
import { featuredStylists, listSpecialties } from './discovery.sql.ts'
import { geocode, type GeoPoint } from './geocode.sql.ts'
import { searchStylists } from './search.sql.ts'

export const unknownPlaceMessage = (location: string) =>
  `We could not find "${location}". Try a city, state or ZIP code.`

/**
 * GET /api/stylists/search, /api/stylists/featured and /api/specialties: public reads, all as the
 * anon role so row-level security shows listed stylists only, through the read pool (a replica's
 * when DATABASE_READ_URL is set).
 */
export const searchRoutes = new Hono<AppEnv>()
  .get('/stylists/search', limitPerIp('searchPerIp'), validate('query', searchQuerySchema), async (c) => {
    const { readSql } = c.get('deps')
    const q = c.req.valid('query') as SearchQuery
    const body = await asAnon(readSql, async (tx): Promise<SearchResponse> => {
      let point: GeoPoint | null = null
      if (q.lat !== undefined && q.lng !== undefined)
        point = { name: q.location ?? `${q.lat}, ${q.lng}`, lat: q.lat, lng: q.lng }
      else if (q.location) {
        point = await geocode(tx, q.location)
        if (!point) {
          const message = unknownPlaceMessage(q.location)
          return {
            stylists: [],
            total: 0,
            totalIsLowerBound: false,
            page: q.page,
            limit: q.limit,
            searchedLocation: null,
            message,
          }
        }
      }
      const { rows, total, totalIsLowerBound } = await searchStylists(tx, q, point)
      return {
        stylists: rows.map(toCard),
        total,
        totalIsLowerBound,
        page: q.page,
        limit: q.limit,
        searchedLocation: point,
        message: null,
      }
    })
    // Insights: every card of this page is an appearance (batched, off this request's path).
    c.get('deps').insights.record(
      c.get('requestId'),
      'search',
      body.stylists.map((s) => s.id),
    )
    // Recorded after the response is built, batched and off this request's path: analytics never
    // slow or fail a search. A write, so on the primary.
    c.get('deps').searchEvents.record({
      term: q.service ?? q.location ?? null,
      metadata: { location: q.location ?? null, service: q.service ?? null, total: body.total },
    })
    return c.json(body, 200)
  })
  .get('/stylists/featured', async (c) => {
    const { readSql } = c.get('deps')
    const today = new Date().toISOString().slice(0, 10)
    const rows = await asAnon(readSql, (tx) => featuredStylists(tx, today))
    return c.json(rows.map(toCard), 200)
  })
  .get('/specialties', async (c) => {
    const { readSql } = c.get('deps')
    return c.json(await asAnon(readSql, (tx) => listSpecialties(tx)), 200)
  })
