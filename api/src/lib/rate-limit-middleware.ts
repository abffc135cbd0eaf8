import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env.ts'
import { clientIp } from './client-ip.ts'
import { LIMITS } from './rate-limit.ts'

type Bucket = keyof typeof LIMITS

/** After requireUser: counts the request against a per-IP and a per-account limit (429 past either). */
export function limitPerIpAndAccount(perIp: Bucket, perAccount: Bucket) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { limiter } = c.get('deps')
    limiter.hit(perIp, clientIp(c), limiter.limits[perIp])
    limiter.hit(perAccount, c.get('user').id, limiter.limits[perAccount])
    await next()
  })
}

/** Counts the request against a per-IP limit (429 past it), for public routes. */
export function limitPerIp(perIp: Bucket) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { limiter } = c.get('deps')
    limiter.hit(perIp, clientIp(c), limiter.limits[perIp])
    await next()
  })
}
