import type { Sql } from '../../db/client.ts'
import { asService } from '../../db/roles.ts'
import { expireRequests } from './appointments.sql.ts'

/**
 * Marks every request the stylist did not answer in time as expired (see expireRequests), so the
 * stylist's list and the client's history say so even if neither looks at it; `stylistIds`
 * narrows the sweep to some stylists. Answers the ids expired. Lapsed requests already hold no
 * slot before this runs: the busy times and a booking's own sweep leave them out.
 */
export async function runRequestExpirySweep(sql: Sql, now: Date, stylistIds?: number[]): Promise<number[]> {
  return asService(sql, (tx) =>
    expireRequests(tx, now, stylistIds ? tx`a.stylist_id = any(${stylistIds}::bigint[])` : tx`true`),
  )
}
