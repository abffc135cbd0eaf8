import { describe, expect, it } from 'vitest'
import { nextAvailableLabel } from './next-available-label'

// Clocks pinned on both sides: "now" is Tuesday 2026-12-01, 09:00 in Chicago (15:00Z).
const NOW = new Date('2026-12-01T15:00:00Z')

describe('the "Next available" line of a result card', () => {
  it("says Today for a slot later today in the stylist's zone", () => {
    expect(nextAvailableLabel('2026-12-01T20:30:00.000Z', 'America/Chicago', NOW)).toBe('Next available: Today 2:30 PM')
    expect(nextAvailableLabel('2026-12-01T20:30:00.000Z', 'America/Chicago', NOW, true)).toBe(
      'Next available: Today 2:30 PM CST',
    )
  })

  it('uses the short weekday within the week, and the date after it', () => {
    expect(nextAvailableLabel('2026-12-02T16:00:00.000Z', 'America/Chicago', NOW)).toBe('Next available: Wed 10:00 AM')
    expect(nextAvailableLabel('2026-12-07T16:00:00.000Z', 'America/Chicago', NOW)).toBe('Next available: Mon 10:00 AM')
    expect(nextAvailableLabel('2026-12-08T16:00:00.000Z', 'America/Chicago', NOW)).toBe(
      'Next available: Dec 8, 10:00 AM',
    )
  })

  it('judges "today" in the stylist\'s zone, not the viewer\'s or UTC', () => {
    // 03:30Z on the 2nd is still the evening of the 1st in Los Angeles; 05:30Z is the 2nd in New York.
    expect(nextAvailableLabel('2026-12-02T03:30:00.000Z', 'America/Los_Angeles', NOW, true)).toBe(
      'Next available: Today 7:30 PM PST',
    )
    expect(nextAvailableLabel('2026-12-02T05:30:00.000Z', 'America/New_York', NOW, true)).toBe(
      'Next available: Wed 12:30 AM EST',
    )
    // Arizona keeps standard time all year.
    expect(
      nextAvailableLabel('2027-07-06T17:00:00.000Z', 'America/Phoenix', new Date('2027-07-06T15:00:00Z'), true),
    ).toBe('Next available: Today 10:00 AM MST')
  })
})
