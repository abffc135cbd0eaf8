import { describe, expect, it } from 'vitest'
import { CalendarUnreadable, expandBusy } from './expand.ts'

// Outside calendars' busy time, expanded by ical.js from fixtures that cover each rule type, the
// stylist's zone changing offset (New York springs forward on 8 March 2026, falls back on
// 1 November 2026) and all-day events. Expectations are instants in UTC.

const ZONE = 'America/New_York'
const window = { from: new Date('2026-03-01T00:00:00Z'), to: new Date('2026-04-01T00:00:00Z'), zone: ZONE }

const calendar = (...body: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Fixtures//EN', ...body, 'END:VCALENDAR', ''].join('\r\n')
const event = (...props: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', ...props, 'END:VEVENT'].join('\r\n')

/** An Outlook-style zone under its own name, defined by rules in the document. */
const EASTERN = [
  'BEGIN:VTIMEZONE',
  'TZID:Eastern Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16011104T020000',
  'RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010311T020000',
  'RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
].join('\r\n')

const iso = (list: { startsAt: Date; endsAt: Date }[]) =>
  list.map((b) => `${b.startsAt.toISOString().slice(0, 16)}/${b.endsAt.toISOString().slice(11, 16)}`)

describe('expandBusy', () => {
  it('RRULE across the spring-forward night, in a zone the document defines', () => {
    const text = calendar(
      EASTERN,
      event(
        'UID:weekly@test',
        'DTSTART;TZID=Eastern Standard Time:20260303T100000',
        'DTEND;TZID=Eastern Standard Time:20260303T110000',
        'RRULE:FREQ=WEEKLY;COUNT=3',
      ),
    )
    // 10:00 local each week: 15:00 UTC in EST, 14:00 UTC once daylight time starts.
    expect(iso(expandBusy(text, window))).toEqual([
      '2026-03-03T15:00/16:00',
      '2026-03-10T14:00/15:00',
      '2026-03-17T14:00/15:00',
    ])
  })

  it('UNTIL, BYDAY, EXDATE, RDATE and a RECURRENCE-ID override (moved) and one cancelled', () => {
    const text = calendar(
      event(
        'UID:series@test',
        'DTSTART;TZID=America/New_York:20260302T090000',
        'DTEND;TZID=America/New_York:20260302T093000',
        'RRULE:FREQ=DAILY;BYDAY=MO,WE,FR;UNTIL=20260313T235959Z',
        'EXDATE;TZID=America/New_York:20260304T090000',
        'RDATE;TZID=America/New_York:20260307T120000',
      ),
      event(
        'UID:series@test',
        'RECURRENCE-ID;TZID=America/New_York:20260309T090000',
        'DTSTART;TZID=America/New_York:20260309T160000',
        'DTEND;TZID=America/New_York:20260309T170000',
      ),
      event(
        'UID:series@test',
        'RECURRENCE-ID;TZID=America/New_York:20260311T090000',
        'DTSTART;TZID=America/New_York:20260311T090000',
        'DTEND;TZID=America/New_York:20260311T093000',
        'STATUS:CANCELLED',
      ),
      // Another series' override at the same original time: it moves that series, not this one.
      event(
        'UID:other@test',
        'RECURRENCE-ID;TZID=America/New_York:20260302T090000',
        'DTSTART;TZID=America/New_York:20260331T090000',
        'DTEND;TZID=America/New_York:20260331T091500',
      ),
    )
    expect(iso(expandBusy(text, window))).toEqual([
      '2026-03-02T14:00/14:30', // Mon
      // Wed 4th: EXDATE
      '2026-03-06T14:00/14:30', // Fri
      '2026-03-07T17:00/17:30', // RDATE, Saturday noon, the series' length
      '2026-03-09T20:00/21:00', // Mon 9th moved to 16:00 (EDT from the 8th)
      // Wed 11th: cancelled override
      '2026-03-13T13:00/13:30', // Fri, 09:00 EDT
      '2026-03-31T13:00/13:15', // the other series' override, standing alone (its series is not here)
    ])
  })

  it('an all-day event blocks its local dates, 23 hours on the spring-forward day', () => {
    const text = calendar(
      event('UID:away@test', 'DTSTART;VALUE=DATE:20260308', 'DTEND;VALUE=DATE:20260309'),
      event('UID:trip@test', 'DTSTART;VALUE=DATE:20260320'),
    )
    const busy = expandBusy(text, window)
    expect(busy.map((b) => [b.startsAt.toISOString(), b.endsAt.toISOString()])).toEqual([
      ['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z'],
      // No DTEND: one day.
      ['2026-03-20T04:00:00.000Z', '2026-03-21T04:00:00.000Z'],
    ])
  })

  it('floating times are wall times in the stylist’s zone, across its change of offset', () => {
    const text = calendar(
      event('UID:gym@test', 'DTSTART:20260306T070000', 'DTEND:20260306T080000', 'RRULE:FREQ=DAILY;COUNT=3'),
    )
    expect(iso(expandBusy(text, window))).toEqual([
      '2026-03-06T12:00/13:00',
      '2026-03-07T12:00/13:00',
      '2026-03-08T11:00/12:00',
    ])
    // The same text read for a stylist in Los Angeles: three hours later in UTC.
    expect(iso(expandBusy(text, { ...window, zone: 'America/Los_Angeles' }))[0]).toBe('2026-03-06T15:00/16:00')
  })

  it('the fall-back night, in UTC and an IANA TZID the document leaves undefined', () => {
    const text = calendar(
      event('UID:utc@test', 'DTSTART:20261031T140000Z', 'DTEND:20261031T150000Z', 'RRULE:FREQ=DAILY;COUNT=3'),
      event(
        'UID:london@test',
        'DTSTART;TZID=Europe/London:20261024T090000',
        'DURATION:PT2H',
        'RRULE:FREQ=WEEKLY;COUNT=2',
      ),
    )
    const autumn = { from: new Date('2026-10-20T00:00:00Z'), to: new Date('2026-11-10T00:00:00Z'), zone: ZONE }
    expect(iso(expandBusy(text, autumn))).toEqual([
      '2026-10-24T08:00/10:00', // 09:00 BST
      '2026-10-31T09:00/11:00', // 09:00 GMT (London fell back on the 25th)
      '2026-10-31T14:00/15:00',
      '2026-11-01T14:00/15:00',
      '2026-11-02T14:00/15:00',
    ])
  })

  it('free and cancelled events block nothing; overlapping ones merge; the window clips', () => {
    const text = calendar(
      event('UID:a@test', 'DTSTART:20260305T150000Z', 'DTEND:20260305T160000Z'),
      event('UID:b@test', 'DTSTART:20260305T153000Z', 'DTEND:20260305T170000Z'),
      event('UID:free@test', 'DTSTART:20260306T150000Z', 'DTEND:20260306T160000Z', 'TRANSP:TRANSPARENT'),
      event('UID:off@test', 'DTSTART:20260307T150000Z', 'DTEND:20260307T160000Z', 'STATUS:CANCELLED'),
      event('UID:long@test', 'DTSTART:20260331T200000Z', 'DTEND:20260402T000000Z'),
      event('UID:old@test', 'DTSTART:20250105T150000Z', 'DTEND:20250105T160000Z'),
    )
    expect(iso(expandBusy(text, window))).toEqual(['2026-03-05T15:00/17:00', '2026-03-31T20:00/00:00'])
  })

  it('refuses what is not iCalendar, and a calendar too costly to expand', () => {
    expect(() => expandBusy('<html>Sign in</html>', window)).toThrow(CalendarUnreadable)
    const everySecond = calendar(
      event('UID:s@test', 'DTSTART:20260301T000000Z', 'DURATION:PT1S', 'RRULE:FREQ=SECONDLY'),
    )
    expect(() => expandBusy(everySecond, window)).toThrow(CalendarUnreadable)
  })

  it('ignores a VTIMEZONE whose observances repeat more often than yearly (read as the IANA name or the stylist’s zone)', () => {
    const hostileZone = [
      'BEGIN:VTIMEZONE',
      'TZID:America/Chicago',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'RRULE:FREQ=SECONDLY',
      'TZOFFSETFROM:+0000',
      'TZOFFSETTO:+1400',
      'END:STANDARD',
      'END:VTIMEZONE',
    ].join('\r\n')
    const text = calendar(
      hostileZone,
      event('UID:c@test', 'DTSTART;TZID=America/Chicago:20260305T100000', 'DTEND;TZID=America/Chicago:20260305T110000'),
    )
    expect(iso(expandBusy(text, window))).toEqual(['2026-03-05T16:00/17:00'])
  })
})
