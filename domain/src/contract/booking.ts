import { z } from 'zod'

// Online booking (issue 19): the calls of the booking panel, "My appointments", the stylist's
// Appointments and Booking settings tabs. Times cross the API as ISO 8601 instants (UTC, with a
// Z); dates as YYYY-MM-DD and clock times as HH:MM in the stylist's IANA zone. The slot engine
// (domain/src/booking/slots.ts) computes slots and validates a booking with the same rules.

/** Slots sit on this grid of the stylist's local time. */
export const SLOT_GRID_MINUTES = 15
/** The booking panel's date strip, and the widest range one slots call may ask for. */
export const BOOKING_STRIP_DAYS = 14
export const MAX_SLOT_RANGE_DAYS = 31
export const APPOINTMENTS_PAGE_SIZE = 20

export const bookingMessages = {
  notBookable: 'This stylist is not taking online bookings',
  slotTaken: 'That time was just taken. Please choose another.',
  notOnGrid: 'Choose a start time from the list of open times',
  inPast: 'That time has passed',
  insideNotice: 'That time is too soon: this stylist needs more notice',
  pastHorizon: 'That time is too far ahead for this stylist',
  outsideHours: 'That time is outside the stylist\u2019s working hours',
  inTimeOff: 'The stylist is away at that time',
  serviceNotOffered: 'This stylist does not offer that service',
  chooseService: 'Choose a service',
  servicesDistinct: 'Choose each service once',
  servicesAtMost: 'Book at most 5 services in one visit',
  visitTooLong: 'These services together are too long for one visit',
  ownProfile: 'You cannot book your own profile',
  blocked: 'You cannot book this stylist',
  outsideWindow: 'This appointment can no longer be changed online: the cancellation window has passed',
  notUpcoming: 'Only an upcoming appointment can be changed',
  notStarted: 'An appointment can be marked completed or no-show only after it starts',
  cancelReasonRequired: 'Tell your client why you are cancelling',
} as const

export const appointmentStatuses = [
  'held',
  'requested',
  'confirmed',
  'declined',
  'expired',
  'cancelled_by_client',
  'cancelled_by_stylist',
  'completed',
  'no_show',
] as const
export type AppointmentStatus = (typeof appointmentStatuses)[number]
/** The statuses whose appointment holds its slot (the database's exclusion constraint agrees). */
export const slotHoldingStatuses: readonly AppointmentStatus[] = [
  'held',
  'requested',
  'confirmed',
  'completed',
  'no_show',
]

const localDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Use a date such as 2026-03-08')
/** A YYYY-MM-DD that names a real day (not 2026-02-30) of a year booking can mean (2000-2999). */
function isCalendarDate(date: string): boolean {
  const ms = Date.parse(`${date}T00:00:00Z`)
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === date && date >= '2000' && date < '3000'
}
const clock = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Use a 24-hour time such as 09:00')
/** An instant with an explicit offset or Z; anything else is not a valid instant. */
/** An ISO 8601 instant with its offset, in a year booking can mean (2000-2999, as dates above). */
export const instantSchema = z.iso
  .datetime({ offset: true, message: 'Use an ISO 8601 instant such as 2026-03-08T17:00:00Z' })
  .refine((value) => {
    const ms = Date.parse(value)
    // Not an instant at all: the format's own message says so.
    return Number.isNaN(ms) || (ms >= Date.UTC(2000, 0, 1) && ms < Date.UTC(3000, 0, 1))
  }, 'Use an instant between the years 2000 and 2999')

// ---- Settings and time off (stylist) ----

/** A whole number from `min` to `max` `unit`, with one message for every way to miss it. */
const wholeBetween = (min: number, max: number, unit: string) => {
  const message = `Enter a whole number of ${unit} from ${min} to ${max}`
  return z.number({ message }).int(message).min(min, message).max(max, message)
}
export const bookingSettingsSchema = z.object({
  acceptsBookings: z.boolean(),
  confirmation: z.enum(['instant', 'request']),
  minNoticeHours: wholeBetween(0, 168, 'hours'),
  horizonDays: wholeBetween(1, 365, 'days'),
  bufferMinutes: wholeBetween(0, 120, 'minutes').refine((m) => m % 5 === 0, 'Use a multiple of 5 minutes'),
  cancellationWindowHours: wholeBetween(0, 168, 'hours'),
  policy: z.string().trim().max(1000, 'Keep the policy under 1,000 characters'),
})
export type BookingSettings = z.infer<typeof bookingSettingsSchema>
export const defaultBookingSettings: BookingSettings = {
  acceptsBookings: false,
  confirmation: 'instant',
  minNoticeHours: 2,
  horizonDays: 60,
  bufferMinutes: 0,
  cancellationWindowHours: 24,
  policy: '',
}

/** All day from startsOn to endsOn inclusive (times null), or part of one day (fromTime < toTime). */
export const timeOffInputSchema = z
  .object({
    startsOn: localDate,
    endsOn: localDate,
    fromTime: clock.nullable().default(null),
    toTime: clock.nullable().default(null),
    note: z.string().trim().max(200).default(''),
  })
  .superRefine((t, ctx) => {
    for (const field of ['startsOn', 'endsOn'] as const)
      if (!isCalendarDate(t[field]))
        ctx.addIssue({ code: 'custom', path: [field], message: 'Use a date such as 2026-03-08' })
    if (t.endsOn < t.startsOn)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'End date must not be before the start date' })
    else if (Date.parse(t.endsOn) - Date.parse(t.startsOn) > 366 * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'Time off can last at most a year at a time' })
    if ((t.fromTime === null) !== (t.toTime === null))
      ctx.addIssue({
        code: 'custom',
        path: [t.fromTime === null ? 'fromTime' : 'toTime'],
        message: 'Give both times, or neither for whole days',
      })
    if (t.fromTime !== null && t.toTime !== null) {
      if (t.startsOn !== t.endsOn)
        ctx.addIssue({
          code: 'custom',
          path: ['endsOn'],
          message: 'Part of a day is one date: start and end dates must match',
        })
      if (t.toTime <= t.fromTime)
        ctx.addIssue({ code: 'custom', path: ['toTime'], message: 'End time must be after the start time' })
    }
  })
export type TimeOffInput = z.infer<typeof timeOffInputSchema>
export const timeOffSchema = z.object({
  id: z.number(),
  startsOn: z.string(),
  endsOn: z.string(),
  fromTime: z.string().nullable(),
  toTime: z.string().nullable(),
  note: z.string(),
})
export type TimeOff = z.infer<typeof timeOffSchema>
/**
 * POST /dashboard/time-off answers the new entry and the live appointments it overlaps: they are
 * kept (a stylist may still come in for them), and the dashboard lists them so the stylist can
 * move or cancel each.
 */
export const timeOffAddedSchema = timeOffSchema.extend({
  overlapping: z.array(
    z.object({
      id: z.number(),
      serviceName: z.string(),
      status: z.enum(['requested', 'confirmed']),
      /** Start and end in the stylist's zone, "2026-03-08 10:00". */
      localStart: z.string(),
      localEnd: z.string(),
    }),
  ),
})
export type TimeOffAdded = z.infer<typeof timeOffAddedSchema>

// ---- Slots (public) ----

/** The most services one visit may book (issue 39). */
export const MAX_VISIT_SERVICES = 5
const idSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/**
 * GET /api/stylists/:id/slots?serviceId=&from=&to= (dates in the stylist's zone, at most 31 days);
 * a visit of several services: serviceIds=3,7 (comma-separated, 1 to 5, each once) instead.
 */
export const slotsQuerySchema = z
  .object({
    serviceId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    serviceIds: z
      .string()
      .regex(/^[1-9][0-9]{0,14}(,[1-9][0-9]{0,14})*$/, 'Use service ids separated by commas, such as 3,7')
      .optional(),
    from: localDate,
    to: localDate,
  })
  .superRefine((q, ctx) => {
    if (q.serviceIds === undefined && q.serviceId === undefined)
      ctx.addIssue({ code: 'custom', path: ['serviceId'], message: bookingMessages.chooseService })
    if (q.serviceIds !== undefined) {
      const ids = q.serviceIds.split(',')
      if (ids.length > MAX_VISIT_SERVICES)
        ctx.addIssue({ code: 'custom', path: ['serviceIds'], message: bookingMessages.servicesAtMost })
      else if (new Set(ids.map(Number)).size !== ids.length)
        ctx.addIssue({ code: 'custom', path: ['serviceIds'], message: bookingMessages.servicesDistinct })
    }
    for (const field of ['from', 'to'] as const)
      if (!isCalendarDate(q[field]))
        ctx.addIssue({ code: 'custom', path: [field], message: 'Use a date such as 2026-03-08' })
    const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1
    if (days < 1)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date must not be before the start date' })
    else if (days > MAX_SLOT_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `Ask for at most ${MAX_SLOT_RANGE_DAYS} days at a time` })
  })
export type SlotsQuery = z.infer<typeof slotsQuerySchema>

/** The services a slots query or booking names, in the order sent (serviceIds before serviceId). */
export function requestedServiceIds(q: { serviceId?: number; serviceIds?: string | number[] }): number[] {
  if (q.serviceIds !== undefined)
    return typeof q.serviceIds === 'string' ? q.serviceIds.split(',').map(Number) : q.serviceIds
  return q.serviceId === undefined ? [] : [q.serviceId]
}

export const slotSchema = z.object({ startsAt: z.string(), endsAt: z.string() })
export type Slot = z.infer<typeof slotSchema>
export const bookingPolicySchema = z.object({
  confirmation: z.enum(['instant', 'request']),
  minNoticeHours: z.number(),
  horizonDays: z.number(),
  cancellationWindowHours: z.number(),
  policy: z.string(),
})
export type BookingPolicy = z.infer<typeof bookingPolicySchema>
/** One service of a visit as agreed: with processing time, its parts (else all null). */
export const visitServiceSchema = z.object({
  id: z.number().nullable(),
  name: z.string(),
  price: z.number(),
  durationMinutes: z.number(),
  activeMinutes: z.number().nullable(),
  processingMinutes: z.number().nullable(),
  finishingMinutes: z.number().nullable(),
})
export type VisitService = z.infer<typeof visitServiceSchema>
/** The visit as one service (its name, total price and length), and its services in order. */
export const bookedServiceSchema = z.object({
  id: z.number().nullable(),
  name: z.string(),
  price: z.number(),
  durationMinutes: z.number(),
  services: z.array(visitServiceSchema),
  /** Active runs of the visit in minutes from its start (gaps between them are processing time). */
  active: z.array(z.tuple([z.number(), z.number()])),
})
export type BookedService = z.infer<typeof bookedServiceSchema>
export const slotsResponseSchema = z.object({
  stylistId: z.number(),
  /** IANA zone, e.g. America/Chicago; the web shows its name (Intl) with each day. */
  timeZone: z.string(),
  service: bookedServiceSchema,
  policy: bookingPolicySchema,
  /** One entry per date from `from` to `to`, days without an open slot included (empty). */
  days: z.array(z.object({ date: z.string(), slots: z.array(slotSchema) })),
})
export type SlotsResponse = z.infer<typeof slotsResponseSchema>

/** GET /api/stylists/:id/booking: whether the stylist takes online bookings now, their zone and policy. */
export const stylistBookingInfoSchema = z.object({
  stylistId: z.number(),
  acceptsBookings: z.boolean(),
  timeZone: z.string(),
  policy: bookingPolicySchema,
})
export type StylistBookingInfo = z.infer<typeof stylistBookingInfoSchema>

// ---- Appointments ----

/** POST /api/appointments (header Idempotency-Key optional: a replay returns the same booking). */
/** serviceIds books a visit of several services (1 to 5, each once; put in the stylist's order by the server). */
export const bookInputSchema = z
  .object({
    stylistId: idSchema,
    serviceId: idSchema.optional(),
    serviceIds: z.array(idSchema).min(1, bookingMessages.chooseService).optional(),
    startsAt: instantSchema,
    notes: z.string().trim().max(500).default(''),
  })
  .superRefine((b, ctx) => {
    if (b.serviceIds === undefined && b.serviceId === undefined)
      ctx.addIssue({ code: 'custom', path: ['serviceId'], message: bookingMessages.chooseService })
    if (b.serviceIds !== undefined) {
      if (b.serviceIds.length > MAX_VISIT_SERVICES)
        ctx.addIssue({ code: 'custom', path: ['serviceIds'], message: bookingMessages.servicesAtMost })
      else if (new Set(b.serviceIds).size !== b.serviceIds.length)
        ctx.addIssue({ code: 'custom', path: ['serviceIds'], message: bookingMessages.servicesDistinct })
    }
  })
export type BookInput = z.infer<typeof bookInputSchema>
export const rescheduleInputSchema = z.object({ startsAt: instantSchema })
export const reasonInputSchema = z.object({ reason: z.string().trim().max(500).default('') })

export const appointmentSchema = z.object({
  id: z.number(),
  status: z.enum(appointmentStatuses),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  service: bookedServiceSchema,
  stylist: z.object({
    id: z.number(),
    name: z.string(),
    salonName: z.string().nullable(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    phone: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
  /** The client as the stylist sees them (name and email); null in the client's own view. */
  client: z.object({ name: z.string(), email: z.string() }).nullable(),
  notes: z.string(),
  cancelReason: z.string().nullable(),
  policy: bookingPolicySchema,
  /** Booked on payment terms (issue 37): GET /api/appointments/:id/money has its money. */
  paymentTerms: z.boolean().optional(),
  /** What the caller may do now, judged on the server by the policy and the caller's side. */
  actions: z.object({
    cancel: z.boolean(),
    reschedule: z.boolean(),
    accept: z.boolean(),
    decline: z.boolean(),
    complete: z.boolean(),
    noShow: z.boolean(),
  }),
  sequence: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Appointment = z.infer<typeof appointmentSchema>

/** 409 when the slot was taken meanwhile: the error shape plus the day's fresh slots. */
export const slotTakenSchema = z.object({ message: z.string(), slots: z.array(slotSchema) })
export type SlotTaken = z.infer<typeof slotTakenSchema>

/** GET /api/me/appointments?scope=upcoming|past&page=; GET /api/dashboard/appointments?from=&to=&status=&page= */
export const myAppointmentsQuerySchema = z.object({
  scope: z.enum(['upcoming', 'past']).default('upcoming'),
  page: z.coerce.number().int().min(1).max(10000).default(1),
})
export const stylistAppointmentsQuerySchema = z.object({
  from: instantSchema.optional(),
  to: instantSchema.optional(),
  status: z.enum(appointmentStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
})
export const appointmentListSchema = z.object({
  appointments: z.array(appointmentSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
})
export type AppointmentList = z.infer<typeof appointmentListSchema>
