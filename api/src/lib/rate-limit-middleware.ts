import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env.ts'
import { clientIp } from './client-ip.ts'
import { LIMITS } from './rate-limit.ts'

type Bucket = keyof typeof LIMITS

/** After requireUser: counts the request against a per-IP and a per-account limit (429 past either). */
export function limitPerIpAndAccount(perIp: Bucket, perAccount: Bucket) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { limiter } = c.get('deps')
    await limiter.hit(perIp, clientIp(c), limiter.limits[perIp])
    await limiter.hit(perAccount, c.get('user').id, limiter.limits[perAccount])
    await next()
  })
}

/** Counts the request against a per-IP limit (429 past it), for public routes. */
export function limitPerIp(perIp: Bucket) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { limiter } = c.get('deps')
    await limiter.hit(perIp, clientIp(c), limiter.limits[perIp])
    await next()
  })
}

/**
 * After requireUser, on /appointments/:id/...: counts the change against the caller's account and
 * against the caller's changes of this one appointment (429 past either). Each change emails the
 * other party; the key pairs caller and appointment so no one else can use up a party's allowance.
 */
export function limitAppointmentChange() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { limiter } = c.get('deps')
    const userId = c.get('user').id
    await limiter.hit('appointmentChangePerAccount', userId, limiter.limits.appointmentChangePerAccount)
    await limiter.hit(
      'appointmentChangePerAppointment',
      `${userId}:${c.req.param('id')}`,
      limiter.limits.appointmentChangePerAppointment,
    )
    await next()
  })
}
