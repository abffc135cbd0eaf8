import { describe, expect, it } from 'vitest'
import { testDatabase } from '../../test/database.ts'
import { identityTestApp, signedInUser } from '../../test/identity.ts'
import { MAX_JSON_BYTES } from './body-limit.ts'

const sql = testDatabase()
const { app, deps } = identityTestApp(sql)

// This file's senders only: other test files store support messages in PostgreSQL's shared test
// database at the same time, so a whole-table count could move under these checks.
const senders = ['ann.body-limit@test.example', 'a@b.c']
const messages = async () =>
  (await sql<{ n: number }[]>`select count(*)::int as n from public.contact_messages where email = any(${senders})`)[0]
    .n
const supportMessage = (message: string) => JSON.stringify({ name: 'Ann', email: senders[0], subject: 'Hi', message })

/** A body of the given text sent as a stream, without Content-Length (chunked). */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 16 * 1024) controller.enqueue(bytes.slice(at, at + 16 * 1024))
      controller.close()
    },
  })
}

describe('request body limits', () => {
  it('answer a JSON body over the limit with 413 and the error shape, and store nothing', async () => {
    const before = await messages()
    const body = supportMessage('x'.repeat(MAX_JSON_BYTES))
    const res = await app.request('/api/support/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      body,
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ message: 'The request body is too large (at most 100 KB).' })
    expect(await messages()).toBe(before)
  })

  it('count the bytes of a body sent without Content-Length', async () => {
    const res = await app.request('/api/support/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamed(supportMessage('y'.repeat(1024 * 1024))),
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
  })

  it('apply to the identity endpoints too', async () => {
    const body = JSON.stringify({
      email: 'big@test.example',
      password: 'password123',
      data: { bio: 'z'.repeat(200 * 1024) },
    })
    const res = await app.request('/auth/v1/signup', {
      method: 'POST',
      headers: { apikey: deps.identity.anonKey, 'content-type': 'application/json' },
      body,
    })
    expect(res.status).toBe(413)
    expect(await sql`select 1 from auth.users where email = 'big@test.example'`).toEqual([])
  })

  it('leave image uploads to their own 5 MB limit', async () => {
    const user = await signedInUser(sql, deps)
    const form = new FormData()
    form.set('image', new File([new Uint8Array(200 * 1024)], 'photo.jpg', { type: 'image/jpeg' }))
    const res = await app.request('/api/firebase/upload/profile', { method: 'POST', headers: user.headers, body: form })
    // Past the JSON limit, so the upload route's own checks answer: these bytes are not an image.
    expect(res.status).toBe(400)
  })
})

describe('bodies a JSON route cannot use', () => {
  it('answer another content type with 415', async () => {
    const before = await messages()
    for (const [type, body] of [
      ['text/plain', supportMessage('hello')],
      ['application/x-www-form-urlencoded', 'name=Ann&email=a%40b.c'],
    ]) {
      const res = await app.request('/api/support/messages', {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      })
      expect(res.status).toBe(415)
      expect(((await res.json()) as { message: string }).message).toBe(
        'Send the request body as JSON (Content-Type: application/json).',
      )
    }
    expect(await messages()).toBe(before)
  })

  it('answer malformed and deeply nested JSON with 400, not a crash', async () => {
    const user = await signedInUser(sql, deps)
    const deep = '['.repeat(40_000) + ']'.repeat(40_000)
    const deepObject = '{"a":'.repeat(15_000) + '1' + '}'.repeat(15_000)
    const requests: [string, string][] = [
      ['/api/support/messages', '{"name": "Ann",'],
      ['/api/support/messages', deep],
      ['/api/support/messages', `{"name": ${deepObject}}`],
      ['/api/firebase/stylists', `{"bio": ${deep}}`],
      ['/api/coupons/validate', `{"code": ${deepObject}, "planType": "monthly"}`],
    ]
    for (const [path, body] of requests) {
      const res = await app.request(path, {
        method: 'POST',
        headers: { ...user.headers, 'content-type': 'application/json' },
        body,
      })
      expect(res.status, `${path} ${body.slice(0, 30)}`).toBe(400)
    }
  })

  it('answer NUL characters, which PostgreSQL cannot store, with 400 naming the field', async () => {
    const before = await messages()
    const res = await app.request('/api/support/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: supportMessage('hi\u0000there'),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      message: 'Invalid json: message',
      issues: [{ path: ['message'], message: 'Text may not contain NUL characters' }],
    })
    expect(await messages()).toBe(before)
    expect((await app.request('/api/directory/states/TX/cities/%00/stylists')).status).toBe(400)
    const signUp = await app.request('/auth/v1/signup', {
      method: 'POST',
      headers: { apikey: deps.identity.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `nul-${Date.now()}@test.example`,
        password: 'password123',
        data: { first_name: 'A\u0000' },
      }),
    })
    expect(signUp.status).toBe(400)
  })

  it('keep deeply nested sign-up metadata out of the database', async () => {
    const email = `deep-${Date.now()}@test.example`
    const data = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)
    const res = await app.request('/auth/v1/signup', {
      method: 'POST',
      headers: { apikey: deps.identity.anonKey, 'content-type': 'application/json' },
      body: `{"email": "${email}", "password": "password123", "data": ${data}}`,
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'validation_failed', msg: 'Invalid request: data' })
    expect(await sql`select 1 from auth.users where email = ${email}`).toEqual([])
  })
})
