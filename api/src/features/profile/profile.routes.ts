import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv, Deps } from '../../app-env.ts'
import { asAnon } from '../../db/roles.ts'
import { badRequest, notFound } from '../../lib/http-error.ts'
import { inBackground } from '../../lib/background.ts'
import { validate } from '../../lib/validate.ts'
import { findStylistProfile, insertProfileView } from './profile.sql.ts'

const idMessage = 'Stylist id must be a positive integer'
const paramsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, idMessage)
    .transform(Number),
})

/**
 * Sibling paths under /stylists owned by other routers (search). If they are registered after
 * this one, these requests are passed on instead of being refused as a bad id.
 */
const notAnId = new Set(['search', 'featured'])

/**
 * GET /api/stylists/:id: the public profile of a listed stylist (404 otherwise), read through the
 * read pool. The profile view (a write, so on the primary) is recorded after the response is built,
 * off the response path.
 */
export const profileRoutes = new Hono<AppEnv>()
  .get('/stylists/:id{[0-9]+}', validate('param', paramsSchema), async (c) => {
    const deps = c.get('deps')
    const { id } = c.req.valid('param')
    const profile = await asAnon(deps.readSql, (tx) => findStylistProfile(tx, id))
    if (!profile) throw notFound('Stylist not found')
    recordProfileView(deps, id, c.get('requestId'))
    // Insights count views from the page's beacon (POST /stylists/:id/views), which a CDN's cached
    // copy of this response still sends; counting here too would count a view twice.
    return c.json(profile)
  })
  // Any other segment is a bad id (a 400 naming it), unless another router serves that path.
  .get('/stylists/:id', async (c, next) => {
    if (notAnId.has(c.req.param('id'))) return next()
    throw badRequest('Invalid param: id', [{ path: ['id'], message: idMessage }])
  })

/** Fire and forget: a failed analytics insert is logged and never reaches the visitor. */
function recordProfileView(deps: Deps, stylistId: number, requestId: string): void {
  inBackground(
    asAnon(deps.sql, (tx) => insertProfileView(tx, stylistId)).catch((error: unknown) => {
      deps.logger.warn('Could not record a profile view', {
        requestId,
        stylistId,
        error: error instanceof Error ? error.message : String(error),
      })
    }),
  )
}
