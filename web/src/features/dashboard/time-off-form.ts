import { timeOffInputSchema, type TimeOff, type TimeOffInput } from '@marketplace/domain/contract/booking.ts'
import { issueFieldErrors, type FieldErrors } from '@/lib/api-errors'
import { shortDateText } from './appointments-agenda'

// The "Add time off" form: whole days from one date to another, or part of one day.

export type TimeOffKind = 'days' | 'part'

export interface TimeOffDraft {
  kind: TimeOffKind
  startsOn: string
  endsOn: string
  fromTime: string
  toTime: string
  note: string
}

/** A blank form: today, all day (a part of it would be noon to 5 PM). */
export function newTimeOffDraft(today: string): TimeOffDraft {
  return { kind: 'days', startsOn: today, endsOn: today, fromTime: '12:00', toTime: '17:00', note: '' }
}

/** Moving the start past the end moves the end along: a range is rarely meant backwards. */
export function changeStart(draft: TimeOffDraft, startsOn: string): TimeOffDraft {
  return { ...draft, startsOn, endsOn: draft.endsOn && draft.endsOn < startsOn ? startsOn : draft.endsOn }
}

export type TimeOffCheck = { ok: true; values: TimeOffInput } | { ok: false; errors: FieldErrors }

/** The draft checked with the API's schema; part of a day is one date, so its end date is the start's. */
export function checkTimeOffDraft(draft: TimeOffDraft): TimeOffCheck {
  const part = draft.kind === 'part'
  const parsed = timeOffInputSchema.safeParse({
    startsOn: draft.startsOn,
    endsOn: part ? draft.startsOn : draft.endsOn,
    fromTime: part ? draft.fromTime : null,
    toTime: part ? draft.toTime : null,
    note: draft.note,
  })
  return parsed.success
    ? { ok: true, values: parsed.data }
    : { ok: false, errors: issueFieldErrors(parsed.error.issues) }
}

/** '13:30' -> '1:30 PM' */
export function clockTimeText(time: string): string {
  const [h, m] = time.split(':').map(Number)
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}

/** What a time-off entry covers: 'Mon, Dec 7 – Wed, Dec 9' and 'All day', or one date and its hours. */
export function timeOffText(entry: TimeOff): { dates: string; hours: string } {
  const dates =
    entry.startsOn === entry.endsOn
      ? shortDateText(entry.startsOn)
      : `${shortDateText(entry.startsOn)} – ${shortDateText(entry.endsOn)}`
  const hours =
    entry.fromTime && entry.toTime
      ? `${clockTimeText(entry.fromTime)} – ${clockTimeText(entry.toTime)}`
      : entry.startsOn === entry.endsOn
        ? 'All day'
        : 'All days'
  return { dates, hours }
}

/** Soonest first, so the next time away is on top. */
export function sortTimeOff(entries: readonly TimeOff[]): TimeOff[] {
  return [...entries].sort(
    (a, b) => a.startsOn.localeCompare(b.startsOn) || (a.fromTime ?? '').localeCompare(b.fromTime ?? ''),
  )
}
