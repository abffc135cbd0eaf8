import type { WorkingHours } from '@marketplace/domain/contract/dashboard.ts'

// The weekly hours as the form edits them: a row per weekday (Monday first, as the public profile
// shows them), open or closed, with one or more spans. The API takes a flat list of intervals.

export interface HoursSpan {
  opensAt: string
  closesAt: string
}

export interface DaySchedule {
  /** 0 = Sunday, as the API counts. */
  dayOfWeek: number
  open: boolean
  spans: HoursSpan[]
}

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
const displayOrder = [1, 2, 3, 4, 5, 6, 0]

export const DEFAULT_SPAN: HoursSpan = { opensAt: '09:00', closesAt: '17:00' }
/** A day with a break has two spans; three covers any real salon day. */
export const MAX_SPANS_PER_DAY = 3

/** The form's week from the saved intervals: days without any are closed (with a default span to open). */
export function toWeek(hours: readonly WorkingHours[number][]): DaySchedule[] {
  return displayOrder.map((dayOfWeek) => {
    const spans = hours
      .filter((h) => h.dayOfWeek === dayOfWeek)
      .sort((a, b) => a.opensAt.localeCompare(b.opensAt))
      .map(({ opensAt, closesAt }) => ({ opensAt, closesAt }))
    return { dayOfWeek, open: spans.length > 0, spans: spans.length > 0 ? spans : [{ ...DEFAULT_SPAN }] }
  })
}

/** A new profile's week: Tuesday to Saturday, 9 to 5. */
export function defaultWeek(): DaySchedule[] {
  return displayOrder.map((dayOfWeek) => ({
    dayOfWeek,
    open: dayOfWeek >= 2 && dayOfWeek <= 6,
    spans: [{ ...DEFAULT_SPAN }],
  }))
}

/**
 * The API's list for the week, and where each interval came from, so that a message about
 * `workingHours.3.closesAt` can be shown beside the right day and span.
 */
export function fromWeek(week: readonly DaySchedule[]): {
  hours: WorkingHours
  origin: { day: number; span: number }[]
} {
  const hours: WorkingHours = []
  const origin: { day: number; span: number }[] = []
  week.forEach((day, dayIndex) => {
    if (!day.open) return
    day.spans.forEach((span, spanIndex) => {
      hours.push({ dayOfWeek: day.dayOfWeek, opensAt: span.opensAt, closesAt: span.closesAt })
      origin.push({ day: dayIndex, span: spanIndex })
    })
  })
  return { hours, origin }
}

/** The form key of a span's message: `hours.<day row>.<span>`. */
export const spanErrorKey = (day: number, span: number) => `hours.${day}.${span}`

/**
 * Messages about `workingHours.<i>.<field>` (from the browser-side check or the API) moved onto the
 * day row and span they belong to.
 */
export function spanErrors(
  errors: Record<string, string>,
  origin: readonly { day: number; span: number }[],
): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [key, message] of Object.entries(errors)) {
    const match = /^workingHours\.(\d+)\./.exec(key)
    const at = match ? origin[Number(match[1])] : undefined
    if (at && !result[spanErrorKey(at.day, at.span)]) result[spanErrorKey(at.day, at.span)] = message
  }
  return result
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The span 'Add hours' proposes: from an hour after the day's last closing, for two hours. */
export function nextSpan(spans: readonly HoursSpan[]): HoursSpan {
  const last = spans.at(-1)
  if (!last) return { ...DEFAULT_SPAN }
  const [h, m] = last.closesAt.split(':').map(Number)
  const opens = Math.min(h + 1, 21)
  return { opensAt: `${pad(opens)}:${pad(m)}`, closesAt: `${pad(Math.min(opens + 2, 23))}:${pad(m)}` }
}
