import { describe, expect, it } from 'vitest'
import { supportInboxItemSchema } from '@marketplace/domain/contract/admin.ts'
import { billingTestApp, call } from '../../../test/billing.ts'
import { testDatabase } from '../../../test/database.ts'
import { signedInUser } from '../../../test/identity.ts'

const sql = testDatabase()
const { app, deps } = billingTestApp(sql)

describe('admin support inbox', () => {
  it('shows what visitors sent through /support, newest first, and moves a message through read and resolved', async () => {
    const admin = await signedInUser(sql, deps, { isAdmin: true })
    const subject = `Billing question ${Date.now()}`
    const sent = await call(app, null, 'POST', '/api/support/messages', {
      name: 'Rita',
      email: 'rita@test.example',
      subject,
      message: 'Was I charged twice?',
    })
    expect(sent.status).toBe(201)
    const inbox = (await call(app, admin, 'GET', '/api/admin/support/messages')).body.map((m: unknown) =>
      supportInboxItemSchema.parse(m),
    )
    expect(inbox.length).toBeLessThanOrEqual(200)
    const times = inbox.map((m: { createdAt: string }) => m.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
    const message = inbox.find((m: { subject: string }) => m.subject === subject)
    expect(message).toMatchObject({
      name: 'Rita',
      email: 'rita@test.example',
      message: 'Was I charged twice?',
      status: 'new',
    })

    for (const status of ['read', 'resolved'] as const) {
      const res = await call(app, admin, 'PATCH', `/api/admin/support/messages/${message.id}`, { status })
      expect(res).toEqual({ status: 200, body: { ...message, status } })
    }
    expect(
      await sql`select action, target_type, notes from public.admin_audit_log where target_id = ${String(message.id)} and target_type = 'support_message' order by id`,
    ).toEqual([
      { action: 'support_message.status', target_type: 'support_message', notes: 'read' },
      { action: 'support_message.status', target_type: 'support_message', notes: 'resolved' },
    ])
  })

  it('answers 404 for an unknown message and 400 for an unknown status', async () => {
    const admin = await signedInUser(sql, deps, { isAdmin: true })
    expect(await call(app, admin, 'PATCH', '/api/admin/support/messages/999999999', { status: 'read' })).toEqual({
      status: 404,
      body: { message: 'Message not found' },
    })
    const [row] = await sql<{ id: number }[]>`
      insert into public.contact_messages (name, email, subject, message) values ('A', 'a@test.example', 'S', 'M') returning id`
    const bad = await call(app, admin, 'PATCH', `/api/admin/support/messages/${row.id}`, { status: 'archived' })
    expect(bad.status).toBe(400)
    expect(await sql`select status from public.contact_messages where id = ${row.id}`).toEqual([{ status: 'new' }])
  })

  it('keeps the inbox to the newest 200', async () => {
    const admin = await signedInUser(sql, deps, { isAdmin: true })
    await sql`insert into public.contact_messages (name, email, subject, message)
              select 'Bulk', 'bulk@test.example', 'Bulk ' || g, 'M' from generate_series(1, 210) g`
    expect((await call(app, admin, 'GET', '/api/admin/support/messages')).body).toHaveLength(200)
  })
})
