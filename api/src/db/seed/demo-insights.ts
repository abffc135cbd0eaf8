import type { Sql, Tx } from '../client.ts'
import { addDays as shiftDate, localDateOf } from '@marketplace/domain/booking/zoned-time.ts'
import { fillDay, randomFate, startOf, tellStory, type AppointmentDraft, type BookableStylist } from './appointments.ts'
import { loadStylist } from './demo-bookings.ts'
import { insertAppointments } from './insert-bookings.ts'
import { ts } from './params.ts'
import { addDays, Rng } from './random.ts'

// Maya's Insights history (stylist@example.com), so her Insights tab shows real-looking charts:
// 180 days of daily counters (the 90-day view compares with the 90 before), growing slowly with a
// weekly rhythm, and appointments for the 90 days before the booking seed's own window (which
// starts 30 days back), each with its history. Written once: skipped when Maya already has counters.

const COUNTER_DAYS = 180
const HISTORY_FROM = -90
const HISTORY_TO = -31

export async function ensureDemoInsights(
  sql: Sql,
  o: { stylistUserId: string; clientId: string; now: Date; seed: number },
): Promise<number> {
  return sql.begin(async (tx) => {
    const [maya] = await tx<{ id: number; counted: boolean }[]>`
      select s.id::int as id,
             exists (select 1 from public.stylist_daily_insights d where d.stylist_id = s.id) as counted
        from public.stylists s where s.user_id = ${o.stylistUserId}`
    if (!maya || maya.counted) return 0
    const rng = Rng.for(o.seed, 0x1a, 0x51)
    await insertCounters(tx, maya.id, o.now, rng)
    const bookable = await loadStylist(tx, { id: maya.id })
    if (!bookable) return 0
    const generated = await tx<{ id: string }[]>`
      select id from public.users where email like 'client%@demo.chairside.test' order by email limit 80`
    const clients = generated.length > 0 ? generated.map((c) => c.id) : [o.clientId]
    return insertAppointments(tx, pastVisits(rng, bookable, clients, o.now))
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

/**
 * Past visits before the booking seed's window, placed and told as the seed places and tells
 * every demo appointment (working hours, the grid, the buffer; booked or requested a few days
 * ahead, then completed, cancelled or a no-show), with the generated demo clients.
 */
function pastVisits(rng: Rng, maya: BookableStylist, clients: readonly string[], now: Date): AppointmentDraft[] {
  const today = localDateOf(now, maya.timeZone)
  const drafts: AppointmentDraft[] = []
  for (let d = HISTORY_FROM; d <= HISTORY_TO; d++) {
    const date = shiftDate(today, d)
    const count = Number(rng.weighted({ 0: 25, 1: 35, 2: 25, 3: 15 }))
    for (const { minute, service } of fillDay(rng, maya, date, count)) {
      const startsAt = startOf(maya, date, minute)
      const createdAt = new Date(startsAt.getTime() - Math.round(rng.float(1, 7) * 86_400_000))
      const slot = { service, startsAt, clientId: rng.pick(clients), createdAt }
      drafts.push(tellStory(rng, maya, slot, randomFate(rng), now))
    }
  }
  return drafts
}
