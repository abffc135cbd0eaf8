import { createHash, randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { testDatabase } from '../../test/database.ts'
import { LIMITS, RateLimitedError, RateLimiter } from './rate-limit.ts'

const sql = testDatabase()
// Each test counts in a namespace of its own: the run's database is shared by every test file.
const limiterAt = (now: () => number, namespace: string, factor = 1) => new RateLimiter(sql, { now, namespace, factor })
// The pinned clocks run in 2100: every other test file's limiters count on the real clock in the
// same table, and prune what has ended by it; a window of 2100 has not, so theirs never touch ours.
const at = (month: number, day: number, hour: number) => Date.UTC(2100, month, day, hour, 0, 0)

describe('RateLimiter (counters in the database)', () => {
  it('lets `max` attempts through per window, then answers 429 with the seconds left', async () => {
    // Pinned clock: the limiter's is the only clock in the comparison (the database stores the
    // instants it is given); the refusal comes 10 seconds after the window opened.
    const limit = LIMITS.signUpPerIp
    let now = at(0, 1, 12)
    const limiter = limiterAt(() => now, randomUUID())
    expect(limiter.limits.signUpPerIp).toEqual(limit)
    for (let i = 0; i < limit.max; i++) await limiter.hit('signUpPerIp', '10.0.0.1', limit)
    now += 10_000
    const refused = await limiter.hit('signUpPerIp', '10.0.0.1', limit).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(RateLimitedError)
    expect((refused as RateLimitedError).retryAfterSeconds).toBe(limit.windowSeconds - 10)
    await limiter.hit('signUpPerIp', '10.0.0.2', limit)
    now += limit.windowSeconds * 1000 - 10_000
    await limiter.hit('signUpPerIp', '10.0.0.1', limit)
  })

  it('two limiters on one database share one allowance, and other namespaces do not', async () => {
    const now = () => at(0, 1, 12)
    const namespace = randomUUID()
    const a = limiterAt(now, namespace)
    const b = limiterAt(now, namespace)
    const limit = { max: 4, windowSeconds: 60 }
    await a.hit('test', 'k', limit)
    await b.hit('test', 'k', limit)
    await a.hit('test', 'k', limit)
    await b.hit('test', 'k', limit)
    await expect(a.hit('test', 'k', limit)).rejects.toBeInstanceOf(RateLimitedError)
    await expect(b.hit('test', 'k', limit)).rejects.toBeInstanceOf(RateLimitedError)
    await limiterAt(now, randomUUID()).hit('test', 'k', limit)
  })

  it('counts attempts sent at once from two limiters exactly: max pass, the rest are refused', async () => {
    const now = () => at(0, 1, 13)
    const namespace = randomUUID()
    const limiters = [limiterAt(now, namespace), limiterAt(now, namespace)]
    const limit = { max: 7, windowSeconds: 60 }
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => limiters[i % 2].hit('test', 'burst', limit)),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7)
  })

  it('keeps no caller in clear and prunes the counters of ended windows, never one still open', async () => {
    const now = at(0, 2, 9)
    const limiter = limiterAt(() => now, randomUUID())
    // A window that ended long ago by any clock, and one that is open by the database's clock.
    const ended = createHash('sha256').update(randomUUID()).digest('hex')
    const open = createHash('sha256').update(randomUUID()).digest('hex')
    await sql`insert into public.rate_limit_counters (key, window_start, window_end, count) values
      (${ended}, '1999-12-31T23:59:00Z', '2000-01-01T00:00:00Z', 3),
      (${open}, now(), now() + interval '1 hour', 3)`
    // A limiter's first attempt prunes.
    await limiter.hit('test', 'someone@test.example', { max: 5, windowSeconds: 60 })
    const [stored] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.rate_limit_counters where window_end = ${new Date(now + 60_000)}`
    expect(stored.n).toBeGreaterThan(0)
    const [clear] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.rate_limit_counters where key like '%someone%'`
    expect(clear.n).toBe(0)
    const kept = await sql<{ key: string }[]>`
      select key from public.rate_limit_counters where key in (${ended}, ${open})`
    // Its clock (2100) says both have ended; the database's says one is open: only the ended goes.
    expect(kept.map((r) => r.key)).toEqual([open])
    await sql`delete from public.rate_limit_counters where key = ${open}`
  })

  it('multiplies every limit by the RATE_LIMIT_FACTOR setting', () => {
    const limiter = limiterAt(Date.now, randomUUID(), 50)
    expect(limiter.limits.signUpPerIp).toEqual({
      max: LIMITS.signUpPerIp.max * 50,
      windowSeconds: LIMITS.signUpPerIp.windowSeconds,
    })
    expect(limiterAt(Date.now, randomUUID(), 0.01).limits.signInPerAccount.max).toBe(1)
  })
})
