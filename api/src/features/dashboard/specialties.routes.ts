import { Hono } from 'hono'
import { z } from 'zod'
import { pathId, specialtySelectionInputSchema } from '@marketplace/domain/contract/dashboard.ts'
import type { AppEnv } from '../../app-env.ts'
import { asUser } from '../../db/roles.ts'
import { requireUser } from '../../lib/auth.ts'
import { validate } from '../../lib/validate.ts'
import { form } from './form.ts'
import { requireOwnStylist } from './own-stylist.sql.ts'
import { chosenSpecialtyIds, replaceSpecialties } from './specialties.sql.ts'

const stylistParam = z.object({ stylistId: pathId('stylistId') })

/**
 * The Specialties tab: the caller's chosen specialty ids, and saving the whole selection (at most
 * 5, known ids only). The list of all specialties is the public GET /api/specialties.
 */
export const dashboardSpecialtiesRoutes = new Hono<AppEnv>()
  .get('/firebase/specialties/:stylistId', requireUser, validate('param', stylistParam), async (c) => {
    const user = c.get('user')
    const { stylistId } = c.req.valid('param')
    const specialtyIds = await asUser(c.get('deps').sql, user.claims, async (tx) =>
      chosenSpecialtyIds(tx, await requireOwnStylist(tx, user.id, stylistId)),
    )
    return c.json({ stylistId, specialtyIds }, 200)
  })
  .post('/firebase/specialties', requireUser, validate('json', specialtySelectionInputSchema, form), async (c) => {
    const user = c.get('user')
    const { stylistId, specialtyIds } = c.req.valid('json')
    const saved = await asUser(c.get('deps').sql, user.claims, async (tx) =>
      replaceSpecialties(tx, await requireOwnStylist(tx, user.id, stylistId), specialtyIds),
    )
    return c.json({ stylistId, specialtyIds: saved }, 200)
  })
