import { Hono } from 'hono'
import { z } from 'zod'
import type { ServicePaymentTerms } from '@marketplace/domain/contract/payments.ts'
import { agreedTerms, describeScope, describeTerms, policyApplies } from '@marketplace/domain/payments/policy-rules.ts'
import type { AppEnv } from '../../app-env.ts'
import { asAnon } from '../../db/roles.ts'
import { notFound } from '../../lib/http-error.ts'
import { validate } from '../../lib/validate.ts'
import { loadService, loadStylistBooking } from '../booking/booking-rules.sql.ts'
import { serviceNotOffered, stylistNotFound } from '../booking/slots.ts'
import { applyingPolicy } from './payment-policy.sql.ts'

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)
const params = z.object({ id, serviceId: id })
/** A visit of several services (issue 39): serviceIds=3,7, the path's service among them. */
const query = z.object({
  serviceIds: z
    .string()
    .regex(/^[1-9][0-9]{0,14}(,[1-9][0-9]{0,14}){0,4}$/, 'Use 1 to 5 service ids separated by commas, such as 3,7')
    .optional(),
})

/**
 * The booking panel's read of the payment terms a service would be booked on, in cents and in
 * plain words, before the client confirms. As the anon role (listed stylists only), so it cannot
 * know the client: a policy limited to new clients or past no-shows says so in its words, and
 * the booking itself decides (features/payments/agreed-terms.ts). Null terms: nothing is asked.
 */
export const publicPaymentsRoutes = new Hono<AppEnv>().get(
  '/stylists/:id/services/:serviceId/payment-terms',
  validate('param', params),
  validate('query', query),
  async (c) => {
    const { id: stylistId, serviceId } = c.req.valid('param')
    const listed = c.req.valid('query').serviceIds?.split(',').map(Number)
    if (listed && !listed.includes(serviceId)) throw serviceNotOffered('serviceIds')
    const ids = listed ?? [serviceId]
    const body = await asAnon(c.get('deps').readSql, async (tx): Promise<ServicePaymentTerms> => {
      const stylist = await loadStylistBooking(tx, stylistId)
      if (!stylist) throw notFound(stylistNotFound)
      const service = await loadService(tx, stylist.stylistId, ids)
      if (!service) throw serviceNotOffered(listed ? 'serviceIds' : 'serviceId')
      const policy = await applyingPolicy(tx, stylist.stylistId, service.ids)
      const anyone = { completedVisits: 0, noShows: 0 }
      const applies = policy && policyApplies({ ...policy, scope: 'everyone' }, service.priceCents, anyone)
      if (!policy || !applies) return { stylistId, serviceId, terms: null, description: null }
      const terms = agreedTerms(policy, service.priceCents, stylist.settings.cancellationWindowHours, stylist.timeZone)
      const scope = describeScope({ ...policy, minimumBookingCents: 0 })
      return { stylistId, serviceId, terms, description: [describeTerms(terms), scope].filter(Boolean).join(' ') }
    })
    return c.json(body, 200)
  },
)
