import { gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { withCompression } from './compression.ts'

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Stylist ${i}` })) }

function inner() {
  const app = new Hono()
  app.get('/big', (c) => c.json(big))
  app.get('/small', (c) => c.body('{"ok":true}', 200, { 'content-type': 'application/json', 'content-length': '11' }))
  app.get('/encoded', (c) => c.body('already', 200, { 'content-encoding': 'br', 'content-type': 'text/plain' }))
  app.post('/echo', async (c) => c.json(await c.req.json()))
  return app
}

describe('withCompression', () => {
  const app = withCompression(inner())

  it('gzips a large JSON answer for a client that accepts gzip, and the body survives', async () => {
    const response = await app.request('/big', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.length).toBeLessThan(JSON.stringify(big).length / 3)
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(big)
  })

  it('sends plain bytes to a client that does not accept gzip', async () => {
    const response = await app.request('/big')
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(await response.json()).toEqual(big)
  })

  it('leaves small and already-encoded answers alone', async () => {
    const small = await app.request('/small', { headers: { 'accept-encoding': 'gzip' } })
    expect(small.headers.get('content-encoding')).toBeNull()
    const encoded = await app.request('/encoded', { headers: { 'accept-encoding': 'gzip' } })
    expect(encoded.headers.get('content-encoding')).toBe('br')
    expect(await encoded.text()).toBe('already')
  })

  it('passes request bodies through to the inner app', async () => {
    const response = await app.request('/echo', {
      method: 'POST',
      body: JSON.stringify(big),
      headers: { 'content-type': 'application/json' },
    })
    expect(await response.json()).toEqual(big)
  })
})
