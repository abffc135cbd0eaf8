import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { testApp } from '../../../test/app.ts'
import { testDatabase } from '../../../test/database.ts'

const sql = testDatabase()
const app = testApp(sql)

const post = (body: unknown) =>
  app.request('/api/support/messages', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('POST /api/support/messages', () => {
  it('stores the message for the support inbox', async () => {
    const email = `ann-${randomUUID()}@example.com`
    const res = await post({ name: ' Ann ', email, subject: 'Billing', message: 'How do I change my plan?' })
    expect(res.status).toBe(201)
    const rows = await sql`select name, subject, message, status from public.contact_messages where email = ${email}`
    expect(rows).toEqual([{ name: 'Ann', subject: 'Billing', message: 'How do I change my plan?', status: 'new' }])
  })

  it('answers bad input with a 400 naming the fields, and stores nothing', async () => {
    // Other files write support messages at the same time: look only for this request's own row.
    const subject = `Hi ${randomUUID()}`
    const res = await post({ name: '', email: 'not-an-email', subject })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { message: string; issues: unknown[] }
    expect(body.message).toBe('Invalid json: name, email, message')
    expect(body.issues).toEqual([
      { path: ['name'], message: 'Name is required' },
      { path: ['email'], message: 'Please enter a valid email address' },
      { path: ['message'], message: 'Message is required' },
    ])
    expect(await sql`select id from public.contact_messages where subject = ${subject}`).toEqual([])
  })

  it('refuses a body that is not JSON', async () => {
    const res = await app.request('/api/support/messages', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    })
    expect(res.status).toBe(415)
    expect(((await res.json()) as { message: string }).message).toMatch(/as JSON/)
  })
})
