import { describe, expect, it } from 'vitest'
import { adminUserDetailsSchema, adminUserListSchema } from '@marketplace/domain/contract/admin.ts'
import { billingTestApp, call } from '../../../test/billing.ts'
import { createStylist, testDatabase } from '../../../test/database.ts'
import { signedInUser } from '../../../test/identity.ts'

const sql = testDatabase()
const { app, deps } = billingTestApp(sql)
const admin = await signedInUser(sql, deps, { isAdmin: true })

const token = () => `Qz${Math.random().toString(36).slice(2, 10)}`
async function person(first: string | null, last: string | null, email?: string) {
  const user = await signedInUser(sql, deps, email ? { email } : {})
  await sql`update public.users set first_name = ${first}, last_name = ${last} where id = ${user.id}`
  return user
}
const search = async (q: string, page?: number) => {
  const res = await call(app, admin, 'GET', `/api/admin/users?q=${encodeURIComponent(q)}${page ? `&page=${page}` : ''}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return adminUserListSchema.parse(res.body)
}

describe('admin users: search', () => {
  it('matches first name, last name, full name or email, in any case', async () => {
    const t = token()
    const byFirst = await person(`${t}first`, 'Smith')
    const byLast = await person('Ann', `Mc${t}`)
    const byEmail = await person(null, null, `${t.toLowerCase()}.mail@test.example`)
    await person('Someone', 'Else')
    const ids = async (q: string) => (await search(q)).users.map((u) => u.id).sort()
    expect(await ids(t.toUpperCase())).toEqual([byFirst.id, byLast.id, byEmail.id].sort())
    expect(await ids(`${t}FIRST smi`)).toEqual([byFirst.id])
    expect(await ids(`ann mc${t}`)).toEqual([byLast.id])
    expect(await ids(`${t}.MAIL@`)).toEqual([byEmail.id])
    // What the admin types is matched as text, not as a pattern.
    expect((await search(`${t}%`)).total).toBe(0)
  })

  it('pages 20 at a time, newest first, with the total', async () => {
    const t = token()
    const made: string[] = []
    for (let i = 0; i < 23; i++) made.push((await person('Page', `${t} ${i}`)).id)
    const first = await search(t)
    const second = await search(t, 2)
    expect(first.total).toBe(23)
    expect(second.total).toBe(23)
    expect(first.users).toHaveLength(20)
    expect(second.users).toHaveLength(3)
    expect([...first.users, ...second.users].map((u) => u.id)).toEqual([...made].reverse())
    expect(await search(t, 3)).toEqual({ users: [], total: 23 })
    expect((await call(app, admin, 'GET', '/api/admin/users?q=x&page=0')).status).toBe(400)
    expect((await call(app, admin, 'GET', '/api/admin/users?page=two')).status).toBe(400)
  })

  it('lists everyone, newest first, for an empty query, with their type', async () => {
    const stylist = await person('Styl', 'Ist')
    await createStylist(sql, stylist.id)
    const { users, total } = await search('')
    expect(total).toBeGreaterThanOrEqual(users.length)
    const mine = users.find((u) => u.id === stylist.id) ?? (await search(stylist.email)).users[0]
    expect(mine).toMatchObject({
      id: stylist.id,
      email: stylist.email,
      firstName: 'Styl',
      lastName: 'Ist',
      isStylist: true,
      isAdmin: false,
    })
    const me = (await search(admin.email)).users[0]
    expect(me).toMatchObject({ id: admin.id, isAdmin: true, isStylist: false, userNumber: expect.any(Number) })
    const created = users.map((u) => u.createdAt)
    expect([...created].sort().reverse()).toEqual(created)
  })
})

describe('admin users: details', () => {
  it("shows the user and their stylist profile's facts", async () => {
    const user = await person('Dee', 'Tail')
    const stylist = await createStylist(sql, user.id, { verification: 'pending' })
    const res = await call(app, admin, 'GET', `/api/admin/users/${user.id}`)
    expect(res.status).toBe(200)
    const details = adminUserDetailsSchema.parse(res.body)
    const [row] = await sql<{ user_number: number }[]>`select user_number from public.users where id = ${user.id}`
    expect(details.user).toMatchObject({
      id: user.id,
      userNumber: row.user_number,
      email: user.email,
      firstName: 'Dee',
      lastName: 'Tail',
      isStylist: true,
    })
    expect(details.stylist).toEqual({
      id: stylist.id,
      stylistName: 'Test Stylist',
      salonName: null,
      location: 'Austin, TX',
      verificationStatus: 'pending',
      subscriptionActive: true,
    })
    await sql`update public.subscriptions set status = 'canceled', ended_at = now() where user_id = ${user.id}`
    expect((await call(app, admin, 'GET', `/api/admin/users/${user.id}`)).body.stylist.subscriptionActive).toBe(false)
  })

  it('has no stylist part for a client, 404 for an unknown user, 400 for an id that is not one', async () => {
    const client = await person('Cli', 'Ent')
    expect((await call(app, admin, 'GET', `/api/admin/users/${client.id}`)).body).toMatchObject({
      user: { id: client.id, isStylist: false },
      stylist: null,
    })
    expect(await call(app, admin, 'GET', '/api/admin/users/5b0e7a52-8d5c-4f0e-9a55-1f6d8c2e0b11')).toEqual({
      status: 404,
      body: { message: 'User not found' },
    })
    expect((await call(app, admin, 'GET', '/api/admin/users/42')).status).toBe(400)
  })
})
