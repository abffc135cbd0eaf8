import {
  APPOINTMENTS_PAGE_SIZE,
  type AppointmentList,
  type AppointmentStatus,
} from '@marketplace/domain/contract/booking.ts'
import { dashboardMessages } from '@marketplace/domain/contract/dashboard.ts'
import type { Sql } from '../../db/client.ts'
import { asService, asUser, type JwtClaims } from '../../db/roles.ts'
import { badRequest, notFound } from '../../lib/http-error.ts'
import { toAppointment } from './appointment-view.ts'
import { expireRequests, listAppointments, partiesOf, type AppointmentRow } from './appointments.sql.ts'
import { ownStylist } from './booking-settings.sql.ts'

async function page(
  sql: Sql,
  claims: JwtClaims,
  rows: AppointmentRow[],
  total: number,
  pageNumber: number,
  now: Date,
): Promise<AppointmentList> {
  const parties = await asService(sql, (tx) =>
    partiesOf(
      tx,
      rows.map((r) => r.id),
    ),
  )
  return {
    appointments: rows.flatMap((r) => {
      const p = parties.get(r.id)
      return p ? [toAppointment(r, p, claims.sub, now)] : []
    }),
    total,
    page: pageNumber,
    pageSize: APPOINTMENTS_PAGE_SIZE,
  }
}

/**
 * The client's own appointments: upcoming (requested or confirmed, not yet ended) soonest first,
 * or past (everything else) latest first. Stale requests are expired first.
 */
export async function listForClient(
  sql: Sql,
  claims: JwtClaims,
  scope: 'upcoming' | 'past',
  pageNumber: number,
  now: Date,
): Promise<AppointmentList> {
  await asService(sql, (tx) => expireRequests(tx, now, tx`a.client_id = ${claims.sub}`))
  const { rows, total } = await asUser(sql, claims, (tx) => {
    const upcoming = tx`a.status in ('requested', 'confirmed') and a.ends_at > ${now}`
    const where = tx`a.client_id = ${claims.sub} and ${scope === 'upcoming' ? upcoming : tx`not (${upcoming})`}`
    return listAppointments(tx, where, scope === 'upcoming' ? 'asc' : 'desc', pageNumber, APPOINTMENTS_PAGE_SIZE)
  })
  return page(sql, claims, rows, total, pageNumber, now)
}

export interface StylistFilter {
  from?: string
  to?: string
  status?: AppointmentStatus
  page: number
}

/** The stylist's own appointments starting in [from, to), of one status if asked, in start order. */
export async function listForStylist(
  sql: Sql,
  claims: JwtClaims,
  f: StylistFilter,
  now: Date,
): Promise<AppointmentList> {
  for (const field of ['from', 'to'] as const) {
    const value = f[field]
    if (value !== undefined && Number.isNaN(Date.parse(value)))
      throw badRequest(`Invalid query: ${field}`, [
        { path: [field], message: 'Use an ISO 8601 instant such as 2026-03-08T17:00:00Z' },
      ])
  }
  await asService(sql, (tx) =>
    expireRequests(tx, now, tx`a.stylist_id in (select s.id from public.stylists s where s.user_id = ${claims.sub})`),
  )
  const { rows, total } = await asUser(sql, claims, async (tx) => {
    const stylistId = (await ownStylist(tx, claims.sub))?.id
    if (stylistId === undefined) throw notFound(dashboardMessages.profileRequired)
    const where = tx`a.stylist_id = ${stylistId}
      ${f.from ? tx`and a.starts_at >= ${new Date(f.from)}` : tx``}
      ${f.to ? tx`and a.starts_at < ${new Date(f.to)}` : tx``}
      ${f.status ? tx`and a.status = ${f.status}` : tx``}`
    return listAppointments(tx, where, 'asc', f.page, APPOINTMENTS_PAGE_SIZE)
  })
  return page(sql, claims, rows, total, f.page, now)
}
