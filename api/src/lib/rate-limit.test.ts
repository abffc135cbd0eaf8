import { describe, expect, it } from 'vitest'
import { LIMITS, RateLimitedError, RateLimiter } from './rate-limit.ts'

describe('RateLimiter', () => {
  it('lets `max` attempts through per window, then answers 429 with the seconds left', () => {
    let now = 0
    const limiter = new RateLimiter(() => now)
    const limit = limiter.limits.signUpPerIp
    expect(limit).toEqual(LIMITS.signUpPerIp)
    for (let i = 0; i < limit.max; i++) limiter.hit('signUpPerIp', '10.0.0.1', limit)
    expect(() => limiter.hit('signUpPerIp', '10.0.0.1', limit)).toThrow(RateLimitedError)
    limiter.hit('signUpPerIp', '10.0.0.2', limit)
    now += limit.windowSeconds * 1000
    limiter.hit('signUpPerIp', '10.0.0.1', limit)
  })

  it('multiplies every limit by the RATE_LIMIT_FACTOR setting', () => {
    const limiter = new RateLimiter(Date.now, 50)
    expect(limiter.limits.signUpPerIp).toEqual({
      max: LIMITS.signUpPerIp.max * 50,
      windowSeconds: LIMITS.signUpPerIp.windowSeconds,
    })
    expect(new RateLimiter(Date.now, 0.01).limits.signInPerAccount.max).toBe(1)
  })
})
