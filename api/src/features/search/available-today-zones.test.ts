import { describe, expect, it } from 'vitest'
import { wallClockOf } from '@marketplace/domain/booking/zoned-time.ts'
import { testDatabase } from '../../../test/database.ts'
import { TODAY_ZONES } from './search-source.ts'

// "Available today" reads the wall clock of the common zones once per statement, computed in the
// app (wallClockOf), where every other zone is converted by PostgreSQL per row. The two clocks must
// agree to the millisecond, or a stylist in a listed zone would be judged on another day or time
// than one in an unlisted zone: every listed zone, at instants around both 2026 US clock changes
// (and the hours either side of local midnight), at odd milliseconds, against PostgreSQL's own.
const sql = testDatabase()

const instants: Date[] = []
for (const day of ['2026-03-08', '2026-11-01', '2026-11-28', '2026-12-31']) {
  const start = Date.parse(`${day}T00:00:00Z`)
  // Every 37 minutes and 123 ms over 36 hours: each zone's midnight, and 01:00-03:00 on the changes.
  for (let ms = start - 6 * 3_600_000; ms < start + 30 * 3_600_000; ms += 37 * 60_000 + 123) instants.push(new Date(ms))
}

describe('the constants of "available today"', () => {
  it("equal PostgreSQL's date, weekday and time in every listed zone, across clock changes", async () => {
    const rows = await sql<{ zone: string; at: Date; date: string; dow: number; time: string }[]>`
      select z.zone, i.at, to_char(i.at at time zone z.zone, 'YYYY-MM-DD') as date,
             extract(dow from i.at at time zone z.zone)::int as dow,
             to_char(i.at at time zone z.zone, 'HH24:MI:SS.MS') as time
      from unnest(${[...TODAY_ZONES]}::text[]) as z(zone)
      cross join unnest(${instants.map((i) => i.toISOString())}::timestamptz[]) as i(at)`
    expect(rows.length).toBe(TODAY_ZONES.length * instants.length)
    const mismatches = rows.filter((r) => {
      const wall = wallClockOf(new Date(r.at), r.zone)
      return wall.date !== r.date || wall.dow !== r.dow || wall.time !== r.time
    })
    expect(mismatches.slice(0, 3)).toEqual([])
  })
})
