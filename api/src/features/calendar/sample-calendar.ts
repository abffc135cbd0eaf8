import { addDays, localDateOf } from '@marketplace/domain/booking/zoned-time.ts'
import { contentLine, textValue } from '../booking/ical-text.ts'
import { vtimezoneLines } from '../booking/vtimezone.ts'

// The sample outside calendar of embedded mode (README, "Calendars"): what a stylist's personal
// calendar might hold, dated from the week it is asked for so it always falls inside the booking
// horizon. It covers what the sync reads: a weekly rule in a zone with its VTIMEZONE, an EXDATE,
// an override by RECURRENCE-ID, an RDATE, floating times and an all-day event.

export const SAMPLE_CALENDAR_PATH = '/api/dev/sample-calendar.ics'

const compact = (date: string) => date.replace(/-/g, '')

/** The sample's text for the week of `now` in `zone` (the demo stylist's zone). */
export function sampleCalendar(now: Date, zone = 'America/New_York'): string {
  const today = localDateOf(now, zone)
  const d = (n: number) => compact(addDays(today, n))
  const stamp = `${d(0)}T000000Z`
  const event = (uid: string, props: string[]) => [
    contentLine('BEGIN', 'VEVENT'),
    contentLine('UID', textValue(`${uid}@sample.chairside.test`)),
    contentLine('DTSTAMP', stamp),
    ...props,
    contentLine('END', 'VEVENT'),
  ]
  const tz = { TZID: zone }
  const lines = [
    contentLine('BEGIN', 'VCALENDAR'),
    contentLine('VERSION', '2.0'),
    contentLine('PRODID', textValue('-//Chairside//Sample personal calendar//EN')),
    contentLine('X-WR-CALNAME', textValue('Sample personal calendar')),
    ...vtimezoneLines(zone, new Date(now.getTime() - 30 * 86_400_000), new Date(now.getTime() + 400 * 86_400_000)),
    // School run: weekdays 14:30-15:30 for ten weeks, not on the third day; the day after, later.
    ...event('school-run', [
      contentLine('DTSTART', `${d(1)}T143000`, tz),
      contentLine('DTEND', `${d(1)}T153000`, tz),
      contentLine('RRULE', 'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;COUNT=50'),
      contentLine('EXDATE', `${d(3)}T143000`, tz),
      contentLine('SUMMARY', textValue('School run')),
    ]),
    ...event('school-run', [
      contentLine('RECURRENCE-ID', `${d(4)}T143000`, tz),
      contentLine('DTSTART', `${d(4)}T160000`, tz),
      contentLine('DTEND', `${d(4)}T170000`, tz),
      contentLine('SUMMARY', textValue('School run (late pick-up)')),
    ]),
    // Gym: weekly, and once more on an extra date (RDATE); floating time, read in the stylist's zone.
    ...event('gym', [
      contentLine('DTSTART', `${d(2)}T090000`),
      contentLine('DTEND', `${d(2)}T103000`),
      contentLine('RRULE', 'FREQ=WEEKLY;UNTIL=' + `${d(120)}T000000Z`),
      contentLine('RDATE', `${d(5)}T090000`),
      contentLine('SUMMARY', textValue('Gym')),
    ]),
    // A day away: all day.
    ...event('family-day', [
      contentLine('DTSTART', d(6), { VALUE: 'DATE' }),
      contentLine('DTEND', d(7), { VALUE: 'DATE' }),
      contentLine('SUMMARY', textValue('Family day')),
    ]),
    // Marked free: shown in the calendar, blocks nothing.
    ...event('reminder', [
      contentLine('DTSTART', `${d(1)}T120000`, tz),
      contentLine('DTEND', `${d(1)}T130000`, tz),
      contentLine('TRANSP', 'TRANSPARENT'),
      contentLine('SUMMARY', textValue('Order supplies (free)')),
    ]),
    contentLine('END', 'VCALENDAR'),
  ]
  return `${lines.join('\r\n')}\r\n`
}
