import { dashboardMessages } from '@marketplace/domain/contract/dashboard.ts'
import type { Tx } from '../../db/client.ts'
import type { Row } from '../../db/rows.ts'
import { forbidden, notFound } from '../../lib/http-error.ts'

/** The caller's stylist profile id, or null when they have none (runs as the caller). */
export async function ownStylistId(tx: Tx, userId: string): Promise<number | null> {
  const [row] = await tx<Pick<Row<'stylists'>, 'id'>[]>`select id from private.own_stylists where user_id = ${userId}`
  return row ? row.id : null
}

/**
 * The caller's stylist id, checked against the one the request names: no profile is a 404
 * 'Profile required', someone else's profile a 403. The policies refuse the same writes (they run
 * as the caller); this check gives the clear answer and stops the request before it writes.
 */
export async function requireOwnStylist(tx: Tx, userId: string, requested?: number): Promise<number> {
  const own = await ownStylistId(tx, userId)
  if (own === null) throw notFound(dashboardMessages.profileRequired)
  if (requested !== undefined && requested !== own) throw forbidden(dashboardMessages.notYours)
  return own
}
