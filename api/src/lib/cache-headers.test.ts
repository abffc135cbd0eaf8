import { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { testApp } from '../../test/app.ts'
import { createStylist, createUser, testDatabase } from '../../test/database.ts'
import { cacheHeaders, etagMatches, NOT_CACHEABLE, publicCacheControl, weakEtag } from './cache-headers.ts'

const sql = testDatabase()
const app = testApp(sql)
let stylistId: number

beforeAll(async () => {
  const user = await createUser(sql)
  stylistId = (await createStylist(sql, user.id)).id
})

describe('weakEtag', () => {
  it('tells apart bodies that differ in one byte, one position or one length, and repeats itself', () => {
    const body = new TextEncoder().encode(JSON.stringify({ stylists: [{ id: 1, name: 'Maya' }], total: 1 }))
    const tags = new Set<string>([weakEtag(body.buffer)])
    for (let i = 0; i < body.length; i++) {
      const changed = body.slice()
      changed[i] ^= 1
      tags.add(weakEtag(changed.buffer))
    }
    const swapped = body.slice()
    ;[swapped[2], swapped[3]] = [swapped[3], swapped[2]]
    tags.add(weakEtag(swapped.buffer))
    tags.add(weakEtag(body.slice(0, -1).buffer))
    expect(tags.size).toBe(body.length + 3)
    expect(weakEtag(body.slice().buffer)).toBe(weakEtag(body.buffer))
  })
})

describe('public reads', () => {
  it('carry Cache-Control and a weak ETag, and answer 304 without a body when the client holds that version', async () => {
    const first = await app.request('/api/specialties')
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=86400')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/"[0-9a-z]+-[0-9a-z]+-[0-9a-z]+"$/)

    const again = await app.request('/api/specialties', { headers: { 'if-none-match': `W/"other", ${etag}` } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'))

    const stale = await app.request('/api/specialties', { headers: { 'if-none-match': 'W/"not-this-one"' } })
    expect(stale.status).toBe(200)
    expect(await stale.json()).toEqual(await first.json())
  })

  it('change ETag when the content changes (a profile edit), so a held copy is no longer confirmed', async () => {
    const before = await app.request(`/api/stylists/${stylistId}`)
    const etag = before.headers.get('etag')!
    expect(before.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    await sql`update public.stylists set bio = ${'B'.repeat(120)} where id = ${stylistId}`
    const after = await app.request(`/api/stylists/${stylistId}`, { headers: { 'if-none-match': etag } })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(etag)
  })

  it('cover search, featured and the directory, each with its own lifetime', async () => {
    const search = await app.request('/api/stylists/search?lat=30.27&lng=-97.74&distance=25')
    expect(search.status).toBe(200)
    expect(search.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    for (const path of [
      '/api/stylists/featured',
      '/api/directory/states',
      '/api/directory/states/TX/cities',
      '/api/directory/states/TX/cities/Austin/stylists',
    ]) {
      const res = await app.request(path)
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([
        path,
        200,
        expect.stringMatching(/^public, max-age=\d+/),
      ])
      expect(res.headers.get('etag')).toMatch(/^W\//)
    }
  })
})

describe('never cacheable', () => {
  it('is any request carrying Authorization, even to a public read', async () => {
    const res = await app.request('/api/specialties', { headers: { authorization: 'Bearer whatever' } })
    expect(res.headers.get('cache-control')).toBe(NOT_CACHEABLE)
    expect(res.headers.get('etag')).toBeNull()
  })

  it('is an error from a public read (a bad query, a missing profile)', async () => {
    const bad = await app.request('/api/stylists/search?page=0')
    expect(bad.status).toBe(400)
    expect(bad.headers.get('cache-control')).toBe(NOT_CACHEABLE)
    const missing = await app.request('/api/stylists/999999999')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe(NOT_CACHEABLE)
  })

  it('is every other endpoint: health, signed-in reads, writes, the identity issuer', async () => {
    const answers = await Promise.all([
      app.request('/api/health'),
      app.request('/api/auth/user'),
      app.request('/api/support', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      app.request('/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    ])
    for (const res of answers) expect(res.headers.get('cache-control')).toBe(NOT_CACHEABLE)
  })

  it('is a response that sets a cookie, whatever its path', async () => {
    const probe = new Hono().use(cacheHeaders()).get('/api/specialties', (c) => {
      c.header('set-cookie', 'session=1; HttpOnly')
      return c.json([])
    })
    const res = await probe.request('/api/specialties')
    expect(res.headers.get('cache-control')).toBe(NOT_CACHEABLE)
  })

  it('leaves what is not the API alone (the SPA and stored files set their own)', async () => {
    const probe = new Hono()
      .use(cacheHeaders())
      .get('/assets/app.js', (c) => c.text('x', 200, { 'cache-control': 'public, max-age=31536000, immutable' }))
    expect((await probe.request('/assets/app.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    )
  })
})

describe('helpers', () => {
  it('know which paths are public reads', () => {
    expect(publicCacheControl('/api/stylists/12')).not.toBeNull()
    expect(publicCacheControl('/api/stylists/12/reviews')).toBeNull()
    expect(publicCacheControl('/api/dashboard/profile')).toBeNull()
    expect(publicCacheControl('/api/directory/states/TX/cities/Austin/stylists/x')).toBeNull()
  })

  it('compare validators weakly, in lists and with *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true)
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true)
    expect(etagMatches('W/"x", W/"abc"', 'W/"abc"')).toBe(true)
    expect(etagMatches('*', 'W/"abc"')).toBe(true)
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false)
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false)
  })
})
