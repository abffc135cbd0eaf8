import { addDays as shiftDate, localDateOf } from '@marketplace/domain/booking/zoned-time.ts'
import type { Sql, Tx } from '../client.ts'
import {
  fillDay,
  openIntervals,
  randomFate,
  startOf,
  tellStory,
  type AppointmentDraft,
  type BookableStylist,
  type Fate,
  type ServiceRef,
} from './appointments.ts'
import type { BookingSettingsDraft, TimeOffDraft } from './bookings.ts'
import { insertAppointments, insertBookingSetups } from './insert-bookings.ts'
import { addDays, Rng } from './random.ts'

// The demo accounts' bookings. Maya (stylist@example.com) takes requests and has a full week
// around `now`: several appointments a working day, some already completed or no-shows, a
// cancellation, requests waiting for her answer. Chris (client@example.com) has upcoming
// appointments and past ones, completed with Maya and with two other demo stylists.

const DAY = 86_400_000

const demoSettings = (now: Date): BookingSettingsDraft => ({
  acceptsBookings: true,
  confirmation: 'request',
  minNoticeHours: 2,
  horizonDays: 60,
  bufferMinutes: 15,
  cancellationWindowHours: 24,
  policy:
    'I confirm every request myself, usually within a few hours. Please cancel or reschedule at least 24 hours ' +
    'before your appointment; inside that, call the studio. New color clients: come 15 minutes early for a ' +
    'strand test. A bond builder is included with every color service.',
  updatedAt: addDays(now, -12),
})

/** A stylist as the booking rules see it, read from the database. */
export async function loadStylist(db: Tx, where: { userId?: string; id?: number }): Promise<BookableStylist | null> {
  const [s] = await db<{ id: number; user_id: string; time_zone: string }[]>`
    select id::int as id, user_id, time_zone from public.stylists
     where ${where.userId ? db`user_id = ${where.userId}` : db`id = ${where.id!}`}`
  if (!s) return null
  const hours = await db<{ day: number; opens: string; closes: string }[]>`
    select day_of_week as day, to_char(opens_at, 'HH24:MI') as opens, to_char(closes_at, 'HH24:MI') as closes
      from public.working_hours where stylist_id = ${s.id}`
  const services = await db<ServiceRef[]>`
    select catalogue_code as code, name, price_cents as "priceCents", duration_minutes as "durationMinutes"
      from public.services where stylist_id = ${s.id} and catalogue_code is not null order by id`
  const [b] = await db<BookingSettingsDraft[]>`
    select accepts_bookings as "acceptsBookings", confirmation, min_notice_hours as "minNoticeHours",
           horizon_days as "horizonDays", buffer_minutes as "bufferMinutes",
           cancellation_window_hours as "cancellationWindowHours", policy, updated_at as "updatedAt"
      from public.booking_settings where stylist_id = ${s.id}`
  const timeOff = await db<TimeOffDraft[]>`
    select starts_on::text as "startsOn", ends_on::text as "endsOn", to_char(from_time, 'HH24:MI') as "fromTime",
           to_char(to_time, 'HH24:MI') as "toTime", note, created_at as "createdAt"
      from public.time_off where stylist_id = ${s.id}`
  if (!b) return null
  return { stylistId: s.id, userId: s.user_id, timeZone: s.time_zone, hours, services, settings: b, timeOff }
}

/** A free start (random among those that fit) on one of `dates`, clear of `busy` and its buffer. */
function freeSlot(
  rng: Rng,
  stylist: BookableStylist,
  dates: readonly string[],
  busy: readonly { startsAt: Date; blockedUntil: Date }[],
): { startsAt: Date; service: ServiceRef } | null {
  const services = stylist.services.filter((s) => s.priceCents > 0 && s.durationMinutes <= 120)
  const service = rng.pick(services.length > 0 ? services : stylist.services)
  if (!service) return null
  for (const date of dates) {
    const starts: Date[] = []
    for (const [opens, closes] of openIntervals(stylist, date))
      for (let m = Math.ceil(opens / 15) * 15; m + service.durationMinutes <= closes; m += 15) {
        const startsAt = startOf(stylist, date, m)
        const blocked = startsAt.getTime() + (service.durationMinutes + stylist.settings.bufferMinutes) * 60_000
        if (busy.every((b) => blocked <= b.startsAt.getTime() || b.blockedUntil <= startsAt)) starts.push(startsAt)
      }
    if (starts.length > 0) return { startsAt: rng.pick(starts), service }
  }
  return null
}

const settled = (now: Date, fate: Partial<Fate>, rng: Rng): Fate => ({
  ...randomFate(rng),
  cancel: null,
  response: 'accept',
  outcome: 'completed',
  ...fate,
  settledBy: now,
})

/** Maya's week: the local dates from three days back to six ahead, three to six appointments a working day. */
function demoWeek(rng: Rng, maya: BookableStylist, clients: readonly string[], chris: string, now: Date) {
  const today = localDateOf(now, maya.timeZone)
  const slots = Array.from({ length: 10 }, (_, i) => shiftDate(today, i - 3)).flatMap((date) =>
    fillDay(rng, maya, date, rng.int(3, 6)).map((x) => ({ ...x, startsAt: startOf(maya, date, x.minute) })),
  )
  const past = slots.filter((s) => s.startsAt < now)
  const future = slots.filter((s) => s.startsAt >= now)
  // One of each kind for sure; the rest as chance has it, settled by now.
  const fates = new Map<(typeof slots)[number], Partial<Fate>>([
    [past[1], { outcome: 'no_show' }],
    [past[3], { cancel: 'client' }],
    [future[1], { response: 'pending' }],
    [future[4], { response: 'pending' }],
    [future[6], { cancel: 'client' }],
    [future[8], { response: 'pending' }],
  ])
  // Chris's next visit to Maya: a confirmed one, a few days ahead.
  const chrisSlot = future.find((s) => s.startsAt.getTime() - now.getTime() > 2 * DAY && !fates.has(s))
  return slots.map((slot) => {
    const fate = settled(now, fates.get(slot) ?? { outcome: rng.chance(0.06) ? 'no_show' : 'completed' }, rng)
    const pending = fate.response === 'pending'
    const ahead = pending ? rng.float(0.05, 0.4) : rng.float(1, 12)
    const createdAt = new Date(Math.min(slot.startsAt.getTime() - 3 * 3_600_000, now.getTime()) - ahead * DAY)
    const clientId = slot === chrisSlot ? chris : rng.pick(clients)
    return tellStory(rng, maya, { service: slot.service, startsAt: slot.startsAt, clientId, createdAt }, fate, now)
  })
}

/**
 * Chris's appointments with Maya and two other listed stylists that take bookings: completed a
 * day before each review of ensureClientReviews (20, 14 and 8 days ago), one upcoming elsewhere.
 */
async function chrisElsewhere(tx: Tx, rng: Rng, maya: BookableStylist, chris: string, now: Date) {
  const others = await tx<{ id: number }[]>`
    select s.id::int as id from public.stylists s join public.booking_settings b on b.stylist_id = s.id
     where s.email like 'stylist%@demo.chairside.test' and b.accepts_bookings
       and public.stylist_is_listed(s.subscription_active_until, s.verification_status)
     order by s.id limit 2`
  const plans: { stylist: BookableStylist; day: number }[] = [{ stylist: maya, day: -21 }]
  for (const [i, o] of others.entries()) {
    const stylist = await loadStylist(tx, { id: o.id })
    if (stylist) plans.push({ stylist, day: i === 0 ? -15 : -9 }, ...(i === 1 ? [{ stylist, day: 9 }] : []))
  }
  const drafts: AppointmentDraft[] = []
  for (const { stylist, day } of plans) {
    const target = localDateOf(new Date(now.getTime() + day * DAY), stylist.timeZone)
    // Past ones on or before the target day (before the review); the upcoming one on or after it.
    const dates = Array.from({ length: 8 }, (_, i) => shiftDate(target, day < 0 ? -i : i))
    const busy = await tx<{ startsAt: Date; blockedUntil: Date }[]>`
      select starts_at as "startsAt", blocked_until as "blockedUntil" from public.appointments
       where stylist_id = ${stylist.stylistId} and status in ('requested', 'confirmed', 'completed', 'no_show')
         and starts_at between ${new Date(now.getTime() + (day - 10) * DAY)} and ${new Date(now.getTime() + (day + 10) * DAY)}`
    const slot = freeSlot(rng, stylist, dates, busy)
    if (!slot) continue
    const createdAt = new Date(Math.min(slot.startsAt.getTime(), now.getTime()) - rng.float(2, 9) * DAY)
    drafts.push(tellStory(rng, stylist, { ...slot, clientId: chris, createdAt }, settled(now, {}, rng), now))
  }
  return drafts
}

/**
 * Once per database: Maya's settings, a holiday, her week and Chris's appointments. Skipped when
 * Maya already has booking settings (a restart, or she changed them).
 */
export async function ensureDemoBookings(
  sql: Sql,
  o: { stylistUserId: string; clientId: string; now: Date; seed: number },
): Promise<number> {
  return sql.begin(async (tx) => {
    const [profile] = await tx<{ id: number; zone: string; settings: boolean }[]>`
      select id::int as id, time_zone as zone,
             exists (select 1 from public.booking_settings b where b.stylist_id = s.id) as settings
        from public.stylists s where user_id = ${o.stylistUserId}`
    if (!profile || profile.settings) return 0
    const rng = Rng.for(o.seed, 0xde, 0xb0)
    const holiday = shiftDate(localDateOf(o.now, profile.zone), 24)
    const timeOff: TimeOffDraft = {
      startsOn: holiday,
      endsOn: shiftDate(holiday, 4),
      fromTime: null,
      toTime: null,
      note: 'Vacation',
      createdAt: addDays(o.now, -30),
    }
    await insertBookingSetups(tx, [
      { stylistId: profile.id, setup: { settings: demoSettings(o.now), timeOff: [timeOff] } },
    ])
    const maya = (await loadStylist(tx, { id: profile.id }))!
    const generated = await tx<{ id: string }[]>`
      select id from public.users where email like 'client%@demo.chairside.test' order by email limit 80`
    const clients = generated.length > 0 ? generated.map((c) => c.id) : [o.clientId]
    const week = demoWeek(rng, maya, clients, o.clientId, o.now)
    await insertAppointments(tx, week)
    return week.length + (await insertAppointments(tx, await chrisElsewhere(tx, rng, maya, o.clientId, o.now)))
  })
}
