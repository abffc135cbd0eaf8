/** An appointment's time as its emails print it: always in the stylist's zone, with the zone named. */
export interface AppointmentTime {
  /** 'Monday, March 9, 2026' */
  date: string
  /** '10:00 AM – 11:00 AM EDT' ('1:30 AM EDT – 1:30 AM EST' across a change of offset) */
  time: string
  /** 'Mon, Mar 9 at 10:00 AM EDT', for subjects. */
  short: string
  /** 'Eastern Daylight Time (America/New_York)': the zone's name at that instant, DST included. */
  zone: string
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options })
    formatters.set(key, f)
  }
  return f
}

function part(instant: Date, zone: string, options: Intl.DateTimeFormatOptions, type: Intl.DateTimeFormatPartTypes) {
  return (
    formatter(zone, options)
      .formatToParts(instant)
      .find((p) => p.type === type)?.value ?? ''
  )
}

const clock: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' }

export function appointmentTime(startsAt: Date, endsAt: Date, zone: string): AppointmentTime {
  const date = formatter(zone, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(startsAt)
  const shortZone = part(startsAt, zone, { timeZoneName: 'short' }, 'timeZoneName')
  const longZone = part(startsAt, zone, { timeZoneName: 'long' }, 'timeZoneName')
  const start = formatter(zone, clock).format(startsAt)
  const end = formatter(zone, clock).format(endsAt)
  // An appointment across a daylight-saving change (01:30 EDT to 01:30 EST) names both zones.
  const endZone = part(endsAt, zone, { timeZoneName: 'short' }, 'timeZoneName')
  const day = formatter(zone, { weekday: 'short', month: 'short', day: 'numeric' }).format(startsAt)
  return {
    date,
    time: endZone === shortZone ? `${start} – ${end} ${shortZone}` : `${start} ${shortZone} – ${end} ${endZone}`,
    short: `${day} at ${start} ${shortZone}`,
    zone: `${longZone} (${zone})`,
  }
}
