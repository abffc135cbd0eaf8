import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { openMailbox } from '../../adapters/mail/mailbox.ts'
import { createApp } from '../../app.ts'
import { connect } from '../../db/client.ts'
import { testDeps } from '../../../test/app.ts'
import { createUser, testDatabase, testDatabaseUrl } from '../../../test/database.ts'
import { createAppointment, received, recipient, testSmtp } from '../../../test/mail.ts'
import { queueDueAgendas } from './agenda.ts'
import { runMailWorker } from './mail-worker.ts'

const sql = testDatabase()
const smtp = await testSmtp()
const deps = { ...testDeps(sql, { PUBLIC_URL: 'https://chairside.test' }), mailbox: openMailbox(smtp.dir) }
const app = createApp(deps)
const HOUR = 3_600_000

/**
 * A stylist in `timeZone` who takes bookings, with a first appointment at `first` (createAppointment)
 * and more added with `add`. Every appointment is an hour long (and a client of its own).
 */
async function stylistWith(first: Date, timeZone = 'America/New_York') {
  const appt = await createAppointment(sql, { startsAt: first, timeZone })
  await sql`insert into public.booking_settings (stylist_id, accepts_bookings) values (${appt.stylistId}, true)`
  return {
    ...appt,
    async add(startsAt: Date, options: { status?: string; client?: string } = {}) {
      const client = await createUser(sql, { email: `agenda-${randomUUID().slice(0, 8)}@mail.test` })
      await sql`update public.users set first_name = ${options.client ?? 'Sam'}, last_name = 'Guest' where id = ${client.id}`
      const endsAt = new Date(startsAt.getTime() + HOUR)
      await sql`
        insert into public.appointments (stylist_id, client_id, service_name, price_cents, duration_minutes, starts_at, ends_at,
          blocked_until, time_zone, status)
        values (${appt.stylistId}, ${client.id}, 'Silk press', 9000, 60, ${startsAt}, ${endsAt}, ${endsAt}, ${timeZone},
          ${options.status ?? 'confirmed'})`
    },
  }
}

type Stylist = Awaited<ReturnType<typeof stylistWith>>

/** One agenda pass at `now` over these stylists, then the worker at the same instant; their mail as received. */
async function morning(now: Date, ...stylists: Stylist[]) {
  const queued = await queueDueAgendas(sql, deps, { now, onlyStylists: stylists.map((s) => s.stylistId) })
  await runMailWorker(sql, smtp.transport, { now: () => now, onlyRecipients: stylists.map((s) => s.stylistEmail) })
  return queued
}

const agendasTo = async (s: Stylist) =>
  (await received(smtp.dir)).filter((m) => recipient(m) === s.stylistEmail && m.subject?.startsWith('Today:'))

const outboxOf = (s: Stylist) =>
  sql<{ dedupe_key: string; status: string }[]>`
    select dedupe_key, status from public.mail_outbox where dedupe_key like ${`agenda:${s.stylistId}:%`} order by id`

describe('the daily agenda email', () => {
  it('goes at 07:00 in the stylist’s zone on the day of a DST change, listing that local day only', async () => {
    // Sunday March 8, 2026 in New York: clocks go from 02:00 EST to 03:00 EDT, a 23-hour day
    // from 05:00Z to 04:00Z. 07:00 EDT is 11:00Z (on a winter day it would be 12:00Z).
    const rosa = await stylistWith(new Date('2026-03-08T13:00:00Z')) // 09:00 EDT, Dana Client
    await rosa.add(new Date('2026-03-08T18:00:00Z'), { status: 'requested', client: 'Ari' }) // 14:00 EDT
    await rosa.add(new Date('2026-03-09T03:30:00Z'), { client: 'Lee' }) // 23:30 EDT, still Sunday
    await rosa.add(new Date('2026-03-09T04:30:00Z'), { client: 'Next' }) // 00:30 EDT Monday
    await rosa.add(new Date('2026-03-08T04:30:00Z'), { client: 'Before' }) // 23:30 EST Saturday
    await rosa.add(new Date('2026-03-08T16:00:00Z'), { status: 'cancelled_by_client', client: 'Gone' })

    expect(await morning(new Date('2026-03-08T10:59:00Z'), rosa)).toBe(0) // 06:59 EDT
    expect(await agendasTo(rosa)).toEqual([])
    expect(await morning(new Date('2026-03-08T11:00:00Z'), rosa)).toBe(1) // 07:00 EDT

    const [mail] = await agendasTo(rosa)
    expect(mail.subject).toBe('Today: 3 appointments, Sun, Mar 8')
    expect(mail.text).toContain('Good morning, Rosa Mendez. You have 3 appointments on Sunday, March 8, 2026.')
    expect(mail.text).toContain('One request waits for you to accept or decline.')
    const rows = mail.text!.split('\n').filter((line) => line.startsWith('- '))
    expect(rows).toEqual([
      '- 9:00 AM – 10:00 AM EDT: Dana Client, Balayage, Confirmed',
      '- 2:00 PM – 3:00 PM EDT: Ari Guest, Silk press, Request: accept or decline',
      '- 11:30 PM – 12:30 AM EDT: Lee Guest, Silk press, Confirmed',
    ])
    expect(mail.text).toContain('Open your appointments: https://chairside.test/dashboard?tab=appointments')
    expect(mail.html).toContain('Times in Eastern Daylight Time (America/New_York)</h2>')
    expect(mail.html).toContain('Ari Guest · Silk press</p>')
    expect(mail.html).toContain('11:30 PM – 12:30 AM EDT')
    expect(mail.html).not.toContain('Next Guest')
    expect(mail.html).not.toContain('Before Guest')
    expect(mail.html).not.toContain('Gone Guest')
    expect(mail.html).toContain('href="https://chairside.test/dashboard?tab=appointments"')
    expect(await outboxOf(rosa)).toEqual([{ dedupe_key: `agenda:${rosa.stylistId}:2026-03-08`, status: 'sent' }])
  })

  it('lists both 1:30s of the 25-hour day when clocks go back, and goes at 07:00 EST', async () => {
    // Sunday November 1, 2026: 02:00 EDT becomes 01:00 EST; the day runs 04:00Z to 05:00Z next day.
    const rosa = await stylistWith(new Date('2026-11-01T05:30:00Z')) // 01:30 EDT
    await rosa.add(new Date('2026-11-01T06:30:00Z'), { client: 'Ari' }) // 01:30 EST
    await rosa.add(new Date('2026-11-02T04:30:00Z'), { client: 'Lee' }) // 23:30 EST, still Sunday
    expect(await morning(new Date('2026-11-01T11:00:00Z'), rosa)).toBe(0) // 06:00 EST
    expect(await morning(new Date('2026-11-01T12:00:00Z'), rosa)).toBe(1) // 07:00 EST
    const [mail] = await agendasTo(rosa)
    expect(mail.subject).toBe('Today: 3 appointments, Sun, Nov 1')
    expect(mail.text!.split('\n').filter((line) => line.startsWith('- '))).toEqual([
      '- 1:30 AM EDT – 1:30 AM EST: Dana Client, Balayage, Confirmed',
      '- 1:30 AM – 2:30 AM EST: Ari Guest, Silk press, Confirmed',
      '- 11:30 PM – 12:30 AM EST: Lee Guest, Silk press, Confirmed',
    ])
  })

  it('follows each stylist’s own zone: New York at 12:00Z, Los Angeles three hours later', async () => {
    const ny = await stylistWith(new Date('2026-03-10T15:00:00Z')) // 11:00 EDT Tuesday
    const la = await stylistWith(new Date('2026-03-10T18:00:00Z'), 'America/Los_Angeles') // 11:00 PDT Tuesday
    expect(await morning(new Date('2026-03-10T11:00:00Z'), ny, la)).toBe(1) // 07:00 EDT, 04:00 PDT
    expect((await agendasTo(ny)).map((m) => m.subject)).toEqual(['Today: 1 appointment, Tue, Mar 10'])
    expect(await agendasTo(la)).toEqual([])
    expect(await morning(new Date('2026-03-10T14:00:00Z'), ny, la)).toBe(1) // 07:00 PDT
    const [mail] = await agendasTo(la)
    expect(mail.text).toContain('- 11:00 AM – 12:00 PM PDT: Dana Client, Balayage, Confirmed')
    expect(mail.text).toContain('Pacific Daylight Time (America/Los_Angeles)')
    // A morning missed entirely (no server ran from 07:00 to noon) sends no stale agenda that afternoon.
    const late = await stylistWith(new Date('2026-03-10T22:00:00Z')) // 18:00 EDT
    expect(await morning(new Date('2026-03-10T16:00:00Z'), late)).toBe(0) // 12:00 EDT
  })

  it('sends nothing on a day without live appointments, nor to a stylist who takes no bookings', async () => {
    const quiet = await stylistWith(new Date('2026-03-12T15:00:00Z')) // Thursday
    await quiet.add(new Date('2026-03-11T15:00:00Z'), { status: 'cancelled_by_stylist' }) // Wednesday, cancelled
    expect(await morning(new Date('2026-03-11T11:30:00Z'), quiet)).toBe(0) // Wednesday 07:30 EDT
    const off = await stylistWith(new Date('2026-03-11T15:00:00Z'))
    await sql`update public.booking_settings set accepts_bookings = false where stylist_id = ${off.stylistId}`
    expect(await morning(new Date('2026-03-11T11:30:00Z'), off)).toBe(0)
    expect([...(await agendasTo(quiet)), ...(await agendasTo(off))]).toEqual([])
    expect([...(await outboxOf(quiet)), ...(await outboxOf(off))]).toEqual([])
  })

  it('queues one agenda per stylist and day, however often and however many passes run at once', async () => {
    const stylists = [
      await stylistWith(new Date('2026-03-13T14:00:00Z')),
      await stylistWith(new Date('2026-03-13T15:00:00Z')),
      await stylistWith(new Date('2026-03-13T16:00:00Z')),
    ]
    // PostgreSQL: passes on connections of their own, at the same time. PGlite has one session:
    // the passes still interleave, and their statements queue.
    const postgres = inject('databaseKind') === 'postgres'
    const pools = postgres ? [1, 2, 3].map(() => connect(testDatabaseUrl(), { max: 1 })) : [sql, sql, sql]
    if (postgres) afterAll(() => Promise.all(pools.map((p) => p.end({ timeout: 5 }))))
    const now = new Date('2026-03-13T11:15:00Z') // Friday 07:15 EDT
    const onlyStylists = stylists.map((s) => s.stylistId)
    const counts = await Promise.all(pools.map((p) => queueDueAgendas(p, deps, { now, onlyStylists })))
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3)
    // Later passes the same morning, after the send too.
    expect(await morning(new Date('2026-03-13T11:16:00Z'), ...stylists)).toBe(0)
    expect(await morning(new Date('2026-03-13T15:59:00Z'), ...stylists)).toBe(0)
    for (const s of stylists) {
      expect((await agendasTo(s)).map((m) => m.subject)).toEqual(['Today: 1 appointment, Fri, Mar 13'])
      expect(await outboxOf(s)).toEqual([{ dedupe_key: `agenda:${s.stylistId}:2026-03-13`, status: 'sent' }])
    }
  })

  it('stops on the one-click unsubscribe link in the agenda, and the worker skips one already queued', async () => {
    const rosa = await stylistWith(new Date('2026-03-16T14:00:00Z')) // Monday
    await rosa.add(new Date('2026-03-17T14:00:00Z')) // Tuesday
    await rosa.add(new Date('2026-03-18T14:00:00Z')) // Wednesday
    expect(await morning(new Date('2026-03-16T11:00:00Z'), rosa)).toBe(1)
    const [monday] = await agendasTo(rosa)
    const header = (name: string) => monday.headerLines.find((h) => h.key === name)?.line.replace(/\r?\n\s+/g, ' ')
    const link = /<(https:\/\/chairside\.test\/api\/mail\/unsubscribe\?[^>]+)>/.exec(
      header('list-unsubscribe') ?? '',
    )?.[1]
    expect(link).toMatch(new RegExp(`\\?token=${rosa.stylistUserId}\\.[\\w-]+&list=agenda$`))
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(monday.text).toContain(`Unsubscribe from the daily agenda: ${link}`)
    // The reminders' link of the same user is another token: it cannot be edited into this one.
    const asReminders = link!.replace('&list=agenda', '')
    expect((await app.request(asReminders.replace('https://chairside.test', ''), { method: 'POST' })).status).toBe(400)

    // Tuesday's agenda is queued, then Rosa unsubscribes before the worker runs: it is skipped.
    expect(
      await queueDueAgendas(sql, deps, { now: new Date('2026-03-17T11:00:00Z'), onlyStylists: [rosa.stylistId] }),
    ).toBe(1)
    const page = await app.request(link!.replace('https://chairside.test', ''))
    expect(await page.text()).toContain('Stop the daily agenda?')
    const done = await app.request(link!.replace('https://chairside.test', ''), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('You will no longer get your daily agenda by email.')
    await runMailWorker(sql, smtp.transport, {
      now: () => new Date('2026-03-17T11:00:00Z'),
      onlyRecipients: [rosa.stylistEmail],
    })
    // Wednesday: nothing queued at all.
    expect(await morning(new Date('2026-03-18T11:00:00Z'), rosa)).toBe(0)
    expect((await agendasTo(rosa)).map((m) => m.subject)).toEqual(['Today: 1 appointment, Mon, Mar 16'])
    expect(await outboxOf(rosa)).toEqual([
      { dedupe_key: `agenda:${rosa.stylistId}:2026-03-16`, status: 'sent' },
      { dedupe_key: `agenda:${rosa.stylistId}:2026-03-17`, status: 'skipped' },
    ])
    // Reminders are another list: still on for Rosa.
    const [prefs] =
      await sql`select reminders, agenda from public.mail_preferences where user_id = ${rosa.stylistUserId}`
    expect(prefs).toEqual({ reminders: true, agenda: false })
  })
})
