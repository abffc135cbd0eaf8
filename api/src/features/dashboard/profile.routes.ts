import { Hono } from 'hono'
import { z } from 'zod'
import { profileInputSchema } from '@marketplace/domain/contract/dashboard.ts'
import type { AppEnv } from '../../app-env.ts'
import { asUser } from '../../db/roles.ts'
import { requireUser } from '../../lib/auth.ts'
import { forbidden, notFound } from '../../lib/http-error.ts'
import { validate } from '../../lib/validate.ts'
import { form } from './form.ts'
import { loadOwnProfile } from './profile.sql.ts'
import { saveProfile } from './save-profile.ts'
import { removeOwnFile } from './stored-files.ts'

const uidParam = z.object({ uid: z.string().min(1).max(100) })

/**
 * GET /api/firebase/stylists/:uid: the caller's own full profile (404 without one; another user's
 * uid is a 403). POST /api/firebase/stylists: create (201) or update (200) it; answers the profile.
 */
export const dashboardProfileRoutes = new Hono<AppEnv>()
  .get('/firebase/stylists/:uid', requireUser, validate('param', uidParam), async (c) => {
    const { sql, billing } = c.get('deps')
    const user = c.get('user')
    if (c.req.valid('param').uid !== user.id) throw forbidden('You can only read your own profile')
    const profile = await asUser(sql, user.claims, (tx) => loadOwnProfile(tx, user.id, billing.clock.now()))
    if (!profile) throw notFound('No stylist profile yet')
    return c.json(profile, 200)
  })
  .post('/firebase/stylists', requireUser, validate('json', profileInputSchema, form), async (c) => {
    const deps = c.get('deps')
    const user = c.get('user')
    const input = c.req.valid('json')
    const context = { userId: user.id, email: user.email, now: deps.billing.clock.now(), storage: deps.storage }
    const result = await asUser(deps.sql, user.claims, (tx) => saveProfile(tx, context, input))
    if (result.replacedImageUrl) {
      const old = deps.storage.locate(result.replacedImageUrl)
      if (old?.bucket === 'profile-images') await removeOwnFile(deps, user.id, old, c.get('requestId'))
    }
    return c.json(result.profile, result.created ? 201 : 200)
  })
