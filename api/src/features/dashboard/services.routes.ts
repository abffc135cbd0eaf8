import { Hono } from 'hono'
import { z } from 'zod'
import { pathId, serviceCreateSchema, serviceUpdateSchema } from '@marketplace/domain/contract/dashboard.ts'
import type { AppEnv } from '../../app-env.ts'
import { asUser } from '../../db/roles.ts'
import { requireUser } from '../../lib/auth.ts'
import { notFound } from '../../lib/http-error.ts'
import { validate } from '../../lib/validate.ts'
import { form } from './form.ts'
import { requireOwnStylist } from './own-stylist.sql.ts'
import { deleteService, insertService, listServices, updateService } from './services.sql.ts'

const stylistParam = z.object({ stylistId: pathId('stylistId') })
const serviceParam = z.object({ serviceId: pathId('serviceId') })
const serviceNotFound = 'Service not found'

/**
 * The Services tab: the caller's own services only. Another stylist's services are a 403 (by
 * stylist id) or a 404 (by service id, as if they did not exist); the writes run as the caller, so
 * the policies refuse them as well.
 */
export const dashboardServicesRoutes = new Hono<AppEnv>()
  .get('/firebase/services/:stylistId', requireUser, validate('param', stylistParam), async (c) => {
    const user = c.get('user')
    const { stylistId } = c.req.valid('param')
    const services = await asUser(c.get('deps').sql, user.claims, async (tx) =>
      listServices(tx, await requireOwnStylist(tx, user.id, stylistId)),
    )
    return c.json(services, 200)
  })
  .post('/firebase/services', requireUser, validate('json', serviceCreateSchema, form), async (c) => {
    const user = c.get('user')
    const { stylistId, ...values } = c.req.valid('json')
    const service = await asUser(c.get('deps').sql, user.claims, async (tx) =>
      insertService(tx, await requireOwnStylist(tx, user.id, stylistId), values),
    )
    return c.json(service, 201)
  })
  .put(
    '/firebase/services/:serviceId',
    requireUser,
    validate('param', serviceParam),
    validate('json', serviceUpdateSchema, form),
    async (c) => {
      const user = c.get('user')
      const { serviceId } = c.req.valid('param')
      const { stylistId, ...values } = c.req.valid('json')
      const service = await asUser(c.get('deps').sql, user.claims, async (tx) =>
        updateService(tx, await requireOwnStylist(tx, user.id, stylistId), serviceId, values),
      )
      if (!service) throw notFound(serviceNotFound)
      return c.json(service, 200)
    },
  )
  .delete('/firebase/services/:serviceId', requireUser, validate('param', serviceParam), async (c) => {
    const user = c.get('user')
    const { serviceId } = c.req.valid('param')
    const deleted = await asUser(c.get('deps').sql, user.claims, async (tx) =>
      deleteService(tx, await requireOwnStylist(tx, user.id), serviceId),
    )
    if (!deleted) throw notFound(serviceNotFound)
    return c.json({ id: serviceId }, 200)
  })
