import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { SINGLE_LINE_MESSAGE } from '@marketplace/domain/single-line.ts'
import { call } from '../billing.ts'
import { testDatabase } from '../database.ts'
import { dashboardTestApp, profileForm, stylistWithProfile, subscribedUser } from '../fixtures/dashboard.fixtures.ts'

// Names travel into email headers and calendar invites, where a CR or LF starts a new line: a
// stylist named "Ana\r\nATTENDEE;..." would add an attendee to every client's invite. Every
// one-line field refuses control characters at input: a 400 naming the field, nothing written.
const sql = testDatabase()
const t = dashboardTestApp(sql)
const anonKey = t.deps.identity.mode === 'embedded' ? t.deps.identity.anonKey : ''

const hostile = {
  crlf: 'Ana\r\nATTENDEE;CN=Evil:mailto:evil@example.com',
  cr: 'Ana\rATTENDEE:mailto:evil@example.com',
  lf: 'Ana\nBcc: evil@example.com',
  tab: 'Ana\tRuiz',
  c1: 'Ana\u0085Ruiz',
}

type Issues = { message: string; issues?: { path: (string | number)[]; message: string }[] }

describe('one-line names refuse control characters', () => {
  it.each(Object.entries(hostile))(
    'sign-up (embedded issuer): first_name with %s is a 400, no account',
    async (_, name) => {
      const email = `cr-${randomUUID().slice(0, 8)}@test.example`
      const res = await t.app.request('/auth/v1/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: anonKey },
        body: JSON.stringify({ email, password: 'secret-pass', data: { first_name: name, last_name: 'Ruiz' } }),
      })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { msg: string }).msg).toBe('Invalid request: data.first_name')
      expect(await sql`select id from auth.users where email = ${email}`).toEqual([])
    },
  )

  it.each(Object.entries(hostile))(
    'sign-in record: lastName with %s is a 400 naming it, the user unchanged',
    async (_, name) => {
      const user = await subscribedUser(sql, t)
      const before = await sql`select first_name, last_name from public.users where id = ${user.id}`
      const res = await call(t.app, user, 'POST', '/api/firebase/users', {
        email: user.email,
        firstName: 'Ana',
        lastName: name,
      })
      expect(res.status).toBe(400)
      expect((res.body as Issues).issues).toEqual([{ path: ['lastName'], message: SINGLE_LINE_MESSAGE }])
      expect(await sql`select first_name, last_name from public.users where id = ${user.id}`).toEqual(before)
    },
  )

  it.each([
    ['stylistName', hostile.crlf],
    ['stylistName', hostile.cr],
    ['salonName', hostile.lf],
    ['city', hostile.cr],
  ])('profile: %s %j is a 400 naming it, no profile written', async (field, value) => {
    const user = await subscribedUser(sql, t)
    const res = await call(t.app, user, 'POST', '/api/firebase/stylists', profileForm({ [field]: value }))
    expect(res.status).toBe(400)
    expect((res.body as Issues).message).toBe(SINGLE_LINE_MESSAGE)
    expect((res.body as Issues).issues).toEqual([{ path: [field], message: SINGLE_LINE_MESSAGE }])
    expect(await sql`select id from public.stylists where user_id = ${user.id}`).toEqual([])
  })

  it('profile update: a name with CR LF is a 400, the saved name stays', async () => {
    const { user } = await stylistWithProfile(sql, t, { stylistName: 'Ana Ruiz' })
    const res = await call(t.app, user, 'POST', '/api/firebase/stylists', profileForm({ stylistName: hostile.crlf }))
    expect(res.status).toBe(400)
    expect((res.body as Issues).issues?.[0].path).toEqual(['stylistName'])
    expect(await sql`select stylist_name from public.stylists where user_id = ${user.id}`).toEqual([
      { stylist_name: 'Ana Ruiz' },
    ])
  })

  it('service: a name with a bare CR is a 400 naming it, no service written', async () => {
    const { user, profile } = await stylistWithProfile(sql, t)
    const res = await call(t.app, user, 'POST', '/api/firebase/services', {
      stylistId: profile.id,
      name: 'Cut\rEND:VEVENT',
      price: 40,
    })
    expect(res.status).toBe(400)
    expect((res.body as Issues).issues).toEqual([{ path: ['name'], message: SINGLE_LINE_MESSAGE }])
    expect(await sql`select id from public.services where stylist_id = ${profile.id}`).toEqual([])
  })

  it('support message: a name or subject with CR LF is a 400 naming them, nothing stored', async () => {
    const email = `cr-${randomUUID().slice(0, 8)}@test.example`
    const res = await call(t.app, null, 'POST', '/api/support/messages', {
      name: hostile.crlf,
      email,
      subject: 'Hi\r\nBcc: evil@example.com',
      message: 'Two lines\nare fine in a message.',
    })
    expect(res.status).toBe(400)
    expect((res.body as Issues).message).toBe('Invalid json: name, subject')
    expect(await sql`select id from public.contact_messages where email = ${email}`).toEqual([])
  })
})
