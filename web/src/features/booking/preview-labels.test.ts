import { describe, expect, it } from 'vitest'
import {
  dateLabels as panelDateLabels,
  partOfDay as panelPartOfDay,
  slotTimeLabel,
  zoneName as panelZoneName,
} from './slot-times'
import { dateLabels, partOfDay, timeLabel, zoneName } from '@/lib/booking-preview-runner'

// The preview's runner repeats the booking panel's labels (the entry cannot import the app's
// modules): the two must say the same for every instant the panel can show, across zones and the
// days the clocks change, or the panel would redraw the preview's choice under the visitor.
const zones = [
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'America/Phoenix',
  'Pacific/Honolulu',
  'UTC',
  'Asia/Kolkata',
]
// Every quarter hour of two days around each of the US clock changes of 2026, and a plain day.
const instants = ['2026-03-07T00:00:00Z', '2026-10-31T00:00:00Z', '2026-11-26T00:00:00Z'].flatMap((start) =>
  Array.from({ length: 2 * 96 }, (_, i) => new Date(Date.parse(start) + i * 15 * 60_000).toISOString()),
)

describe('the booking preview says what the booking panel says', () => {
  it('names each time and its part of the day as the panel does, in every zone, across DST', () => {
    for (const zone of zones) {
      for (const instant of instants) {
        expect(timeLabel(instant, zone)).toBe(slotTimeLabel(instant, zone))
        expect(partOfDay(instant, zone).toLowerCase()).toBe(panelPartOfDay(instant, zone))
      }
    }
  })

  it('names the zone as the panel does, standard and daylight time', () => {
    for (const zone of zones) {
      for (const at of ['2026-01-15T12:00:00Z', '2026-07-15T12:00:00Z', '2026-03-08T07:30:00Z']) {
        expect(zoneName(zone, new Date(at))).toBe(panelZoneName(zone, at))
      }
    }
  })

  it('names the days of the strip as the panel does', () => {
    for (const date of ['2026-01-01', '2026-02-28', '2026-03-08', '2026-11-01', '2026-12-31', '2028-02-29']) {
      expect(dateLabels(date)).toEqual(panelDateLabels(date))
    }
  })
})
