import { Hono } from 'hono'
import { z } from 'zod'
import { stateName } from '@marketplace/domain/catalogue/states.ts'
import type { AppEnv } from '../../app-env.ts'
import { asAnon } from '../../db/roles.ts'
import { validate } from '../../lib/validate.ts'
import { countByCity, countByState, stylistsInCity } from './directory.sql.ts'

/** A two-letter state code in any case; an unknown but well-formed code simply has no stylists. */
const stateParam = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'State must be a two-letter code')
  .transform((s) => s.toUpperCase())
const cityParam = z.string().trim().min(1, 'City is required').max(120)

/**
 * The stylist directory: states → cities → stylists, counting listed stylists only. Public reads,
 * so through the read pool (the counts are recounted on the primary and replicate).
 */
export const directoryRoutes = new Hono<AppEnv>()
  .get('/directory/states', async (c) => {
    const rows = await asAnon(c.get('deps').readSql, (tx) => countByState(tx))
    rows.sort((a, b) => stateName(a.state).localeCompare(stateName(b.state), 'en'))
    return c.json(rows.map((r) => ({ state: r.state, count: r.count })))
  })
  .get('/directory/states/:state/cities', validate('param', z.object({ state: stateParam })), async (c) => {
    const { state } = c.req.valid('param')
    const rows = await asAnon(c.get('deps').readSql, (tx) => countByCity(tx, state))
    return c.json(rows.map((r) => ({ city: r.city, count: r.count })))
  })
  .get(
    '/directory/states/:state/cities/:city/stylists',
    validate('param', z.object({ state: stateParam, city: cityParam })),
    async (c) => {
      const { state, city } = c.req.valid('param')
      return c.json(await asAnon(c.get('deps').readSql, (tx) => stylistsInCity(tx, state, city)))
    },
  )
