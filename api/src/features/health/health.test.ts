import { describe, expect, it } from 'vitest'
import { testApp } from '../../../test/app.ts'
import { testDatabase } from '../../../test/database.ts'

const sql = testDatabase()

describe('the API shell', () => {
  const app = testApp(sql)

  it('GET /api/health checks the database', async () => {
    const res = await app.request('/api/health')
    expect(res.status).toBe(200)
    const body = (await res.json()) as { status: string; database: string; postgis: string }
    expect(body).toMatchObject({ status: 'ok', database: 'ok' })
    expect(body.postgis).toMatch(/^3\./)
  })

  it('GET /api/health is 503 when the database is unreachable', async () => {
    const { connect } = await import('../../db/client.ts')
    const dead = connect('postgres://nobody@127.0.0.1:1/none', { max: 1 })
    const res = await testApp(dead).request('/api/health')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ status: 'unavailable', database: 'unreachable' })
    await dead.end({ timeout: 1 })
  })

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await app.request('/api/no-such-thing', { method: 'POST' })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    expect(await res.json()).toEqual({ message: 'No such API route: POST /api/no-such-thing' })
  })

  it('gives every response a request id', async () => {
    const res = await app.request('/api/health', { headers: { 'X-Request-Id': 'abc-123' } })
    expect(res.headers.get('x-request-id')).toBe('abc-123')
    const other = await app.request('/api/config')
    expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})
