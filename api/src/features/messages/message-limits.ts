import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../app-env.ts'
import { clientIp } from '../../lib/client-ip.ts'

/**
 * After requireUser, on /messages/conversations/:id/messages: counts the message against the
 * caller's IP, the caller's account and the caller's messages in this one conversation (429 past
 * any; ADR 020). Keyed with the caller, so nobody can use up the other party's allowance.
 */
export const limitMessages = createMiddleware<AppEnv>(async (c, next) => {
  const { limiter } = c.get('deps')
  const userId = c.get('user').id
  await limiter.hit('messagePerIp', clientIp(c), limiter.limits.messagePerIp)
  await limiter.hit('messagePerAccount', userId, limiter.limits.messagePerAccount)
  await limiter.hit('messagePerConversation', `${userId}:${c.req.param('id')}`, limiter.limits.messagePerConversation)
  await next()
})
