import { addDays as shiftDate, localDateOf } from '@marketplace/domain/booking/zoned-time.ts'
import { addDays, Rng } from './random.ts'

// How each demo stylist takes bookings: about 80% take them online (about 70% of those confirm at
// once, 30% accept requests), a tenth tried and switched them off, the rest never set them up.
// Notice, horizon, buffer and cancellation window vary as real salons' do, and the policy reads
// like one. Some stylists have time off: a holiday, or part of a day. Drawn from a stream of its
// own per stylist, so the rest of a stylist's data is unchanged by it.

export interface BookingSettingsDraft {
  acceptsBookings: boolean
  confirmation: 'instant' | 'request'
  minNoticeHours: number
  horizonDays: number
  bufferMinutes: number
  cancellationWindowHours: number
  policy: string
  updatedAt: Date
}

export interface TimeOffDraft {
  startsOn: string
  endsOn: string
  fromTime: string | null
  toTime: string | null
  note: string
  createdAt: Date
}

export interface BookingSetup {
  settings: BookingSettingsDraft | null
  timeOff: TimeOffDraft[]
}

const weighted = (rng: Rng, weights: Record<number, number>) => Number(rng.weighted(weights))

const prep: { codes: RegExp; lines: string[] }[] = [
  {
    codes: /color|balayage|highlights|root|toner|vivid/,
    lines: [
      'New color clients: please book a consultation first, or come 15 minutes early for a strand test.',
      'Please come with dry hair and no heavy products for color services.',
      'Color corrections are quoted after a consultation; the price shown is a starting price.',
    ],
  },
  {
    codes: /braid|locs|cornrow|crochet|twist/,
    lines: [
      'Please arrive with your hair washed, detangled and blown out. Braiding hair is included unless noted.',
      'Hair must be washed and stretched before braiding appointments; a wash can be added for $25.',
      'Let me know the length and size you want in your notes so I can block the right time.',
    ],
  },
  {
    codes: /fade|clipper|beard/,
    lines: [
      'Booked clients go first; walk-ins only when the chair is free.',
      'Kids are welcome: book one appointment per child.',
    ],
  },
  {
    codes: /silk-press|straightening|smoothing|relaxer/,
    lines: [
      'Please do not apply oils or heavy products the day of your appointment.',
      'Heat services include a trim of split ends; tell me in your notes if you want to keep your length.',
    ],
  },
  {
    codes: /bridal|updo|prom/,
    lines: [
      'Weddings and events: book a trial first, and message me about on-site dates.',
      'Event styling is booked for the time you need to be ready; add travel in your notes.',
    ],
  },
]

const welcomes = {
  instant: [
    'Pick any open time and your appointment is confirmed right away.',
    'Online bookings are confirmed instantly.',
    'Book any time you see open: it is yours as soon as you confirm.',
  ],
  request: [
    'I review every request myself, usually within a few hours, and you will hear back once it is accepted.',
    'Booking requests are confirmed within one business day.',
    'Your request holds the time until I accept it, usually the same day.',
  ],
}

const lateness = [
  'If you are more than 15 minutes late I may need to shorten your service or reschedule.',
  'Running late? Call the salon. After 15 minutes your appointment may be rescheduled.',
  'Please arrive on time: appointments are booked back to back.',
  'A grace period of 10 minutes applies; after that the appointment may be cancelled.',
]

const noShows = [
  'Repeated no-shows can no longer book online.',
  'A no-show may be asked to prepay future appointments.',
  'No-shows and late cancellations may be charged 50% of the service.',
]

const practical = [
  'Payment by card or cash at the salon.',
  'Street parking is easiest after 10 am.',
  'Please mention any allergies or sensitivities in your notes.',
  'Cash, card and Zelle accepted; gratuity is appreciated, never expected.',
  'The studio is on the second floor; message me if you need step-free access.',
]

function cancellationLine(rng: Rng, hours: number): string {
  if (hours === 0) return 'You can cancel or move your appointment online at any time before it starts.'
  const span = hours % 24 === 0 && hours >= 48 ? `${hours / 24} days` : `${hours} hours`
  return rng.pick([
    `Please cancel or reschedule at least ${span} before your appointment.`,
    `Plans change: cancel or move your appointment online up to ${span} before it starts.`,
    `Cancellations need ${span} notice; inside that, please call the salon.`,
  ])
}

/** A policy as a salon would write it: two to five sentences, or none at all. */
function policyText(rng: Rng, confirmation: 'instant' | 'request', windowHours: number, codes: string): string {
  if (rng.chance(0.08)) return ''
  const lines = [cancellationLine(rng, windowHours)]
  if (rng.chance(0.55)) lines.unshift(rng.pick(welcomes[confirmation]))
  const fitting = prep.filter((p) => p.codes.test(codes))
  if (fitting.length > 0 && rng.chance(0.7)) lines.push(rng.pick(rng.pick(fitting).lines))
  if (rng.chance(0.5)) lines.push(rng.pick(lateness))
  if (rng.chance(0.3)) lines.push(rng.pick(noShows))
  if (rng.chance(0.35)) lines.push(rng.pick(practical))
  return lines.join(' ')
}

const holidays = [
  'Vacation',
  'Family trip',
  'Closed for the holidays',
  'Advanced color education',
  'Hair show in Atlanta',
  'Out of town',
  'Salon renovation',
]
const partDays = ['Doctor appointment', 'School pickup', 'Product training', 'Photo shoot', 'Personal']

function timeOffFor(rng: Rng, today: string, now: Date): TimeOffDraft[] {
  const roll = rng.next()
  if (roll >= 0.2) return []
  if (roll < 0.1) {
    // A holiday of 3-9 days, mostly ahead, some already behind.
    const start = shiftDate(today, rng.chance(0.8) ? rng.int(5, 50) : -rng.int(12, 40))
    return [
      {
        startsOn: start,
        endsOn: shiftDate(start, rng.int(2, 8)),
        fromTime: null,
        toTime: null,
        note: rng.pick(holidays),
        createdAt: addDays(now, -rng.float(2, 60)),
      },
    ]
  }
  // Part of one day in the next two weeks.
  const day = shiftDate(today, rng.int(1, 14))
  const from = rng.pick([9, 10, 11, 12, 13, 14, 15])
  return [
    {
      startsOn: day,
      endsOn: day,
      fromTime: `${String(from).padStart(2, '0')}:00`,
      toTime: `${String(from + rng.int(1, 3)).padStart(2, '0')}:${rng.pick(['00', '30'])}`,
      note: rng.pick(partDays),
      createdAt: addDays(now, -rng.float(1, 20)),
    },
  ]
}

/**
 * A generated stylist's booking settings and time off, from (seed, n) alone. `since` is when the
 * profile was made: the settings were last saved after it and before `now`.
 */
export function bookingSetupFor(
  seed: number,
  n: number,
  stylist: { timeZone: string; serviceCodes: readonly string[]; since: Date },
  now: Date,
): BookingSetup {
  const rng = Rng.for(seed, 0xb0, n)
  const kind = rng.weighted({ on: 80, off: 10, none: 10 })
  if (kind === 'none') return { settings: null, timeOff: [] }
  const confirmation = rng.chance(0.7) ? 'instant' : 'request'
  const cancellationWindowHours = weighted(rng, { 0: 4, 4: 5, 12: 14, 24: 52, 48: 20, 72: 5 })
  const age = Math.max(0, (now.getTime() - stylist.since.getTime()) / 86_400_000)
  const settings: BookingSettingsDraft = {
    acceptsBookings: kind === 'on',
    confirmation,
    minNoticeHours: weighted(rng, { 0: 8, 1: 14, 2: 30, 4: 16, 12: 10, 24: 17, 48: 5 }),
    horizonDays: weighted(rng, { 14: 8, 30: 24, 60: 36, 90: 22, 180: 10 }),
    bufferMinutes: weighted(rng, { 0: 40, 5: 8, 10: 20, 15: 20, 30: 12 }),
    cancellationWindowHours,
    policy: policyText(rng, confirmation, cancellationWindowHours, stylist.serviceCodes.join(' ')),
    updatedAt: addDays(stylist.since, rng.float(0, age)),
  }
  const timeOff = settings.acceptsBookings ? timeOffFor(rng, localDateOf(now, stylist.timeZone), now) : []
  return { settings, timeOff }
}
