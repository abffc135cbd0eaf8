import type { Sql, Tx } from '../client.ts'
import type { AppointmentDraft, EventDraft } from './appointments.ts'
import { insertAppointments } from './insert-bookings.ts'
import { ts } from './params.ts'
import { addDays, Rng } from './random.ts'

// Maya's Insights history (stylist@example.com), so her Insights tab shows real-looking charts:
// 180 days of daily counters (the 90-day view compares with the 90 before), growing slowly with a
// weekly rhythm, and appointments for the 90 days before the booking seed's own window (which
// starts 30 days back), each with its history: booked or requested, then completed, cancelled or
// a no-show. Written once: skipped when Maya already has counters.

const COUNTER_DAYS = 180
const HISTORY_FROM = -90
const HISTORY_TO = -31

/** What a demo visitor books with Maya (one of her services). */
const service = { code: 'standard-haircut', name: 'Standard Haircut', priceCents: 8500, durationMinutes: 60 }

export async function ensureDemoInsights(
  sql: Sql,
  o: { stylistUserId: string; clientId: string; now: Date; seed: number },
): Promise<number> {
  return sql.begin(async (tx) => {
    const [maya] = await tx<{ id: number; zone: string; counted: boolean }[]>`
      select s.id::int as id, s.time_zone as zone,
             exists (select 1 from public.stylist_daily_insights d where d.stylist_id = s.id) as counted
        from public.stylists s where s.user_id = ${o.stylistUserId}`
    if (!maya || maya.counted) return 0
    const rng = Rng.for(o.seed, 0x1a, 0x51)
    await insertCounters(tx, maya.id, o.now, rng)
    return insertAppointments(tx, pastAppointments(rng, maya, o.clientId, o.now))
  })
}

async function insertCounters(tx: Tx, stylistId: number, now: Date, rng: Rng): Promise<void> {
  const day: string[] = []
  const counts: number[][] = [[], [], [], [], []]
  for (let d = COUNTER_DAYS - 1; d >= 0; d--) {
    const date = addDays(now, -d)
    const growth = 1 + (COUNTER_DAYS - d) / COUNTER_DAYS // about twice as seen now as half a year ago
    const weekend = [5, 6].includes(date.getUTCDay()) ? 1.35 : 1 // people plan Friday and Saturday visits
    const appearances = Math.round((45 + rng.next() * 30) * growth * weekend)
    const views = Math.round(appearances * (0.12 + rng.next() * 0.08))
    day.push(ts(date)!.slice(0, 10))
    counts[0].push(appearances)
    counts[1].push(views)
    counts[2].push(Math.round(views * rng.next() * 0.12))
    counts[3].push(Math.round(views * rng.next() * 0.15))
    counts[4].push(Math.round(views * rng.next() * 0.2))
  }
  await tx`
    insert into public.stylist_daily_insights
      (stylist_id, day, search_appearances, profile_views, phone_clicks, website_clicks, instagram_clicks)
    select ${stylistId}, u.day, u.a, u.v, u.p, u.w, u.i
      from unnest(${day}::date[], ${counts[0]}::int[], ${counts[1]}::int[], ${counts[2]}::int[], ${counts[3]}::int[],
                  ${counts[4]}::int[]) as u(day, a, v, p, w, i)
    on conflict do nothing`
}

/** Past visits, one to three a day at 10:00, 13:00 and 16:00 UTC, each with its history. */
function pastAppointments(
  rng: Rng,
  maya: { id: number; zone: string },
  clientId: string,
  now: Date,
): AppointmentDraft[] {
  const drafts: AppointmentDraft[] = []
  for (let d = HISTORY_FROM; d <= HISTORY_TO; d++) {
    const date = addDays(now, d)
    const visits = Math.floor(rng.next() * 3.2)
    for (let v = 0; v < visits; v++) {
      const startsAt = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 10 + v * 3))
      const endsAt = new Date(startsAt.getTime() + service.durationMinutes * 60_000)
      const madeAt = addDays(startsAt, -(2 + Math.floor(rng.next() * 10)))
      const fate = rng.weighted({ completed: 80, cancelled: 13, no_show: 7 })
      const requested = rng.chance(0.4)
      const event = (
        action: EventDraft['action'],
        from: EventDraft['fromStatus'],
        to: EventDraft['toStatus'],
        at: Date,
      ) =>
        ({
          actorId: clientId,
          action,
          fromStatus: from,
          toStatus: to,
          fromStartsAt: null,
          toStartsAt: startsAt,
          reason: null,
          at,
        }) as EventDraft
      const events: EventDraft[] = requested
        ? [
            event('requested', null, 'requested', madeAt),
            event('accepted', 'requested', 'confirmed', addDays(madeAt, 0.1)),
          ]
        : [event('booked', null, 'confirmed', madeAt)]
      const status = fate === 'completed' ? 'completed' : fate === 'cancelled' ? 'cancelled_by_client' : 'no_show'
      const endedAt = fate === 'cancelled' ? addDays(startsAt, -1) : endsAt
      events.push(event(fate === 'cancelled' ? 'cancelled' : fate, 'confirmed', status, endedAt))
      drafts.push({
        stylistId: maya.id,
        clientId,
        serviceCode: service.code,
        serviceName: service.name,
        priceCents: service.priceCents,
        durationMinutes: service.durationMinutes,
        startsAt,
        endsAt,
        blockedUntil: endsAt,
        timeZone: maya.zone,
        status,
        notes: '',
        cancelReason: fate === 'cancelled' ? 'Something came up' : null,
        sequence: events.length,
        createdAt: madeAt,
        updatedAt: endedAt,
        events,
      })
    }
  }
  return drafts
}
