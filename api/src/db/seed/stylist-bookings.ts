import type { Tx } from '../client.ts'
import { stylistAppointments } from './appointments.ts'
import { bookingSetupFor } from './bookings.ts'
import { insertAppointments, insertBookingSetups } from './insert-bookings.ts'
import { Rng } from './random.ts'
import type { StylistContext, StylistDraft } from './stylists.ts'

// A batch's booking data: settings and time off for every stylist (one insert per table and batch,
// so a million stylists cost a thousand small statements), appointments only for the first
// APPOINTMENT_STYLISTS stylists that are listed and take bookings, so their number stays bounded
// (about 35 each) whatever the size of the seed.

export const APPOINTMENT_STYLISTS = 1000

const listed = (d: StylistDraft) =>
  (d.billing.kind === 'active' || d.billing.kind === 'trialing') && d.profile.verificationStatus !== 'rejected'

export async function insertStylistBookings(
  tx: Tx,
  ctx: StylistContext,
  drafts: readonly StylistDraft[],
  ids: Map<string, number>,
): Promise<{ appointments: number }> {
  const rows = drafts.map((d) => ({
    d,
    stylistId: ids.get(d.userId)!,
    setup: bookingSetupFor(
      ctx.seed,
      d.n,
      { timeZone: d.profile.timeZone, serviceCodes: d.services.map((s) => s.code), since: d.profile.createdAt },
      ctx.now,
    ),
  }))
  await insertBookingSetups(tx, rows)
  const appointments = rows.flatMap(({ d, stylistId, setup }) =>
    d.n <= APPOINTMENT_STYLISTS && setup.settings?.acceptsBookings && listed(d)
      ? stylistAppointments(
          Rng.for(ctx.seed, 0xb1, d.n),
          {
            stylistId,
            userId: d.userId,
            timeZone: d.profile.timeZone,
            hours: d.hours,
            services: d.services,
            settings: setup.settings,
            timeOff: setup.timeOff,
          },
          ctx.clients,
          d.billing.joined,
          ctx.now,
        )
      : [],
  )
  return { appointments: await insertAppointments(tx, appointments) }
}
