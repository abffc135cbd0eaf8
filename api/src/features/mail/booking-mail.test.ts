import { describe, expect, it } from 'vitest'
import { createIdentity } from '../../adapters/identity/identity.ts'
import { asUser } from '../../db/roles.ts'
import { loadEnv } from '../../env.ts'
import { testDatabase } from '../../../test/database.ts'
import { createAppointment, received, recipient, testSmtp } from '../../../test/mail.ts'
import { queueBookingMail } from './booking-mail.ts'
import { runMailWorker } from './mail-worker.ts'

const sql = testDatabase()
const smtp = await testSmtp()
// MAIL_FROM as the test relay's sender, so the invite's ORGANIZER and the From agree.
const env = loadEnv({
  NODE_ENV: 'test',
  PUBLIC_URL: 'https://chairside.test',
  MAIL_FROM: 'Chairside <bookings@chairside.test>',
})
const ctx = { env, identity: createIdentity(env) }

type Booked = Awaited<ReturnType<typeof createAppointment>>

/** What the worker sends at `now` to the appointment's two parties, parsed as received. */
async function deliver(appt: Booked, now: Date) {
  await runMailWorker(sql, smtp.transport, { now: () => now, onlyRecipients: [appt.client.email, appt.stylistEmail] })
  const all = await received(smtp.dir)
  return {
    client: all.filter((m) => recipient(m) === appt.client.email),
    stylist: all.filter((m) => recipient(m) === appt.stylistEmail),
  }
}

const outbox = (appointmentId: number) =>
  sql<{ kind: string; status: string; send_after: Date; dedupe_key: string }[]>`
    select kind, status, send_after, dedupe_key from public.mail_outbox
    where dedupe_key like ${`appointment:${appointmentId}:%`} order by send_after, id`

/** The booking API's transaction: as the signed-in client, under row-level security. */
const asClient = (appt: Booked, fn: Parameters<typeof asUser>[2]) => asUser(sql, appt.client.claims, fn)

function calendarOf(mail: Awaited<ReturnType<typeof received>>[number]): string {
  const invite = mail.attachments.find((a) => a.filename === 'invite.ics')
  expect(invite, 'invite.ics attached').toBeDefined()
  // Unfolded (RFC 5545 folds lines at 75 octets).
  return invite!.content
    .toString('utf8')
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]/g, '')
}

describe('booking emails', () => {
  it('confirms a booking to the client, in the stylist’s zone, with an invite, and tells the stylist', async () => {
    // New York, 10:00 on Saturday March 7, 2026 (EST, UTC-5): the day before DST starts.
    const appt = await createAppointment(sql, { startsAt: new Date('2026-03-07T15:00:00Z') })
    const now = new Date('2026-03-01T12:00:00Z')
    await asClient(appt, (tx) => queueBookingMail(tx, ctx, 'booked', appt.id, { now }))
    const { client, stylist } = await deliver(appt, now)
    expect(client).toHaveLength(1)
    const mail = client[0]
    expect(mail.subject).toBe('Confirmed: Balayage with Rosa Mendez, Sat, Mar 7 at 10:00 AM EST')
    expect(mail.from?.value).toEqual([{ name: 'Chairside', address: 'bookings@chairside.test' }])
    expect(mail.text).toMatch(/When: +Saturday, March 7, 2026, 10:00 AM – 11:00 AM EST/)
    expect(mail.text).toMatch(/Time zone: +Eastern Standard Time \(America\/New_York\)/)
    expect(mail.text).toContain('Manage your appointment: https://chairside.test/appointments')
    expect(mail.html).toContain('Saturday, March 7, 2026, 10:00 AM – 11:00 AM EST')
    expect(mail.html).toContain('href="https://chairside.test/appointments"')
    expect(mail.headers.get('list-unsubscribe')).toBeUndefined()
    const ics = calendarOf(mail)
    expect(ics).toContain('METHOD:REQUEST')
    expect(ics).toContain(`UID:appointment-${appt.id}@chairside.test`)
    expect(ics).toContain('SEQUENCE:0')
    expect(ics).toContain('DTSTART:20260307T150000Z')
    expect(ics).toContain('DTEND:20260307T160000Z')
    // The organizer is the stylist by name at the platform's address: their account email is private (ADR 012).
    expect(ics).toMatch(/^ORGANIZER;CN="Rosa Mendez":mailto:bookings@chairside\.test$/m)
    expect(mail.attachments.map((a) => a.content.toString('utf8')).join('\n')).not.toContain(appt.stylistEmail)
    expect(`${mail.text}${mail.html}`).not.toContain(appt.stylistEmail)
    expect(ics).toMatch(new RegExp(`^ATTENDEE;.*CN="?Dana Client"?:mailto:${appt.client.email}$`, 'mi'))
    expect(ics).not.toMatch(/^METHOD:PUBLISH/m)
    expect(stylist).toHaveLength(1)
    expect(stylist[0].subject).toBe('New booking: Dana Client, Balayage, Sat, Mar 7 at 10:00 AM EST')
    expect(stylist[0].text).toMatch(new RegExp(`Client: +Dana Client <${appt.client.email}>`))
    expect(stylist[0].attachments).toEqual([])
  })

  it('prints the same clock time after the DST change with the summer zone (New York, March 9)', async () => {
    const appt = await createAppointment(sql, { startsAt: new Date('2026-03-09T14:00:00Z') })
    const now = new Date('2026-03-01T12:00:00Z')
    await asClient(appt, (tx) => queueBookingMail(tx, ctx, 'booked', appt.id, { now }))
    const [mail] = (await deliver(appt, now)).client
    expect(mail.subject).toBe('Confirmed: Balayage with Rosa Mendez, Mon, Mar 9 at 10:00 AM EDT')
    expect(mail.text).toContain('Monday, March 9, 2026, 10:00 AM – 11:00 AM EDT')
    expect(mail.text).toContain('Eastern Daylight Time (America/New_York)')
    expect(calendarOf(mail)).toContain('DTSTART:20260309T140000Z')
  })

  it('schedules the reminders 24 h and 2 h before, across the DST change, and sends them with one-click unsubscribe', async () => {
    // 10:00 EDT on Sunday March 8 (14:00Z); 24 real hours before is 09:00 EST on Saturday.
    const appt = await createAppointment(sql, { startsAt: new Date('2026-03-08T14:00:00Z') })
    const now = new Date('2026-03-01T12:00:00Z')
    await asClient(appt, (tx) => queueBookingMail(tx, ctx, 'booked', appt.id, { now }))
    const reminders = (await outbox(appt.id)).filter((r) => r.kind.startsWith('reminder-'))
    expect(reminders.map((r) => [r.kind, r.send_after.toISOString(), r.dedupe_key])).toEqual([
      ['reminder-24h', '2026-03-07T14:00:00.000Z', `appointment:${appt.id}:reminder-24h:seq0`],
      ['reminder-2h', '2026-03-08T12:00:00.000Z', `appointment:${appt.id}:reminder-2h:seq0`],
    ])
    await deliver(appt, now)
    const before = (await deliver(appt, new Date('2026-03-07T13:59:59Z'))).client
    expect(before.map((m) => m.subject)).toEqual(['Confirmed: Balayage with Rosa Mendez, Sun, Mar 8 at 10:00 AM EDT'])
    const after = (await deliver(appt, new Date('2026-03-07T14:00:00Z'))).client
    const reminder = after[1]
    expect(reminder.subject).toBe('Reminder: Balayage with Rosa Mendez, Sun, Mar 8 at 10:00 AM EDT')
    expect(reminder.text).toContain('Your appointment is tomorrow')
    const header = (name: string) => reminder.headerLines.find((h) => h.key === name)?.line.replace(/\r?\n\s+/g, ' ')
    expect(header('list-unsubscribe')).toMatch(
      new RegExp(
        `^List-Unsubscribe: <https://chairside\\.test/api/mail/unsubscribe\\?token=${appt.client.id}\\.[\\w-]+>$`,
      ),
    )
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(reminder.text).toContain('Unsubscribe from reminders: https://chairside.test/api/mail/unsubscribe?token=')
    expect(reminder.html).toContain('Unsubscribe from reminders</a>')
  })

  it('re-times the reminders on a reschedule and drops them on a cancellation, with calendar updates', async () => {
    const appt = await createAppointment(sql, { startsAt: new Date('2026-03-07T15:00:00Z') })
    const now = new Date('2026-03-01T12:00:00Z')
    await asClient(appt, (tx) => queueBookingMail(tx, ctx, 'booked', appt.id, { now }))
    await deliver(appt, now)
    // Moved across the DST change to 10:00 EDT on Monday, as the booking API would: new time, SEQUENCE 1.
    await sql`update public.appointments set starts_at = '2026-03-09T14:00:00Z', ends_at = '2026-03-09T15:00:00Z',
      blocked_until = '2026-03-09T15:00:00Z', sequence = 1 where id = ${appt.id}`
    await asClient(appt, (tx) =>
      queueBookingMail(tx, ctx, 'rescheduled', appt.id, {
        now,
        previous: { startsAt: new Date('2026-03-07T15:00:00Z'), endsAt: new Date('2026-03-07T16:00:00Z') },
      }),
    )
    const pending = (await outbox(appt.id)).filter((r) => r.status === 'pending' && r.kind.startsWith('reminder-'))
    expect(pending.map((r) => [r.kind, r.send_after.toISOString()])).toEqual([
      ['reminder-24h', '2026-03-08T14:00:00.000Z'],
      ['reminder-2h', '2026-03-09T12:00:00.000Z'],
    ])
    const { client, stylist } = await deliver(appt, now)
    const moved = client.at(-1)!
    expect(moved.subject).toBe('New time: Balayage with Rosa Mendez, Mon, Mar 9 at 10:00 AM EDT')
    expect(moved.text).toContain('It moved from Saturday, March 7, 2026, 10:00 AM – 11:00 AM EST to the time below.')
    const ics = calendarOf(moved)
    expect(ics).toContain('METHOD:REQUEST')
    expect(ics).toContain('SEQUENCE:1')
    expect(ics).toContain(`UID:appointment-${appt.id}@chairside.test`)
    expect(ics).toContain('DTSTART:20260309T140000Z')
    expect(stylist.at(-1)!.subject).toBe('New time: Dana Client, Balayage, Mon, Mar 9 at 10:00 AM EDT')

    await sql`update public.appointments set status = 'cancelled_by_client', cancel_reason = 'Sick', sequence = 2 where id = ${appt.id}`
    await asClient(appt, (tx) => queueBookingMail(tx, ctx, 'cancelled', appt.id, { now }))
    expect((await outbox(appt.id)).filter((r) => r.kind.startsWith('reminder-'))).toEqual([])
    const after = await deliver(appt, new Date('2026-03-09T13:00:00Z'))
    const cancelled = after.client.at(-1)!
    expect(cancelled.subject).toBe('Cancelled: Balayage with Rosa Mendez, Mon, Mar 9 at 10:00 AM EDT')
    const cancel = calendarOf(cancelled)
    expect(cancel).toContain('METHOD:CANCEL')
    expect(cancel).toContain('STATUS:CANCELLED')
    expect(cancel).toContain('SEQUENCE:2')
    expect(after.stylist.at(-1)!.text).toContain('Reason: “Sick”')
    // No reminder ever went out for this appointment.
    expect([...after.client, ...after.stylist].filter((m) => m.subject?.startsWith('Reminder'))).toEqual([])
  })

  it('asks the stylist to accept a request and tells the client, with no reminders until accepted', async () => {
    const appt = await createAppointment(sql, { startsAt: new Date('2026-03-07T15:00:00Z'), status: 'requested' })
    const now = new Date('2026-03-01T12:00:00Z')
    await asClient(appt, (tx) => queueBookingMail(tx, ctx, 'requested', appt.id, { now }))
    expect((await outbox(appt.id)).map((r) => r.kind)).toEqual(['requested', 'requested'])
    const { client, stylist } = await deliver(appt, now)
    expect(client[0].subject).toBe('Request sent: Balayage with Rosa Mendez, Sat, Mar 7 at 10:00 AM EST')
    expect(client[0].attachments).toEqual([])
    expect(stylist[0].subject).toBe('Booking request: Dana Client, Balayage, Sat, Mar 7 at 10:00 AM EST')
    expect(stylist[0].text).toContain('Accept or decline: https://chairside.test/dashboard?tab=appointments')
  })

  it('queues each event of one appointment version once, and a review request once', async () => {
    const appt = await createAppointment(sql, { startsAt: new Date('2026-03-07T15:00:00Z'), status: 'completed' })
    const now = new Date('2026-03-07T17:00:00Z')
    for (let i = 0; i < 2; i++)
      await asClient(appt, (tx) => queueBookingMail(tx, ctx, 'review-request', appt.id, { now }))
    const { client } = await deliver(appt, now)
    expect(client.map((m) => m.subject)).toEqual(['How was your Balayage with Rosa Mendez?'])
    expect(client[0].text).toContain('Write a review: https://chairside.test/stylist/')
  })

  it('queues nothing when the caller’s change rolls back', async () => {
    const appt = await createAppointment(sql, { startsAt: new Date('2026-03-07T15:00:00Z') })
    await expect(
      asClient(appt, async (tx) => {
        await queueBookingMail(tx, ctx, 'booked', appt.id, { now: new Date('2026-03-01T12:00:00Z') })
        throw new Error('the booking failed after queueing')
      }),
    ).rejects.toThrow('the booking failed')
    expect(await outbox(appt.id)).toEqual([])
  })

  it('keeps the outbox out of reach of signed-in users', async () => {
    const appt = await createAppointment(sql, { startsAt: new Date('2026-03-07T15:00:00Z') })
    await expect(asClient(appt, (tx) => tx`select id from public.mail_outbox limit 1`)).rejects.toThrow(
      /permission denied/,
    )
    // queueBookingMail switches to the service role and back: the caller is the client again after it.
    const role = await asClient(appt, async (tx) => {
      await queueBookingMail(tx, ctx, 'booked', appt.id, { now: new Date('2026-03-01T12:00:00Z') })
      return (await tx<{ role: string }[]>`select current_user as role`)[0].role
    })
    expect(role).toBe('authenticated')
  })
})
