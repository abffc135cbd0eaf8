import type { BillingProvider } from '../../adapters/billing/billing.ts'
import { isObjectPath, type Storage, type StoredObject } from '../../adapters/storage/storage.ts'
import type { Tx } from '../../db/client.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { recordResult } from '../billing/complete-signup.ts'
import { LIVE_STATUSES, latestSubscription, toStored } from '../billing/subscription-store.ts'
import { recordAudit, type Actor } from './admin-audit.sql.ts'

export const CANNOT_DELETE_SELF = 'You cannot delete your own account'

/**
 * DELETE /api/admin/users/:id, the database half, in the caller's transaction: the live
 * subscription is ended at the provider (no charge after the account is gone), the audit entry
 * written, then the identity account deleted, which takes every row of the user's with it (see
 * public.delete_user_account). Answers the user's stored files and their customer id at this
 * server's billing provider, for the caller to remove once this has committed (a rolled-back
 * deletion must still show its images and keep its card on file).
 */
export async function deleteUserAccount(
  tx: Tx,
  deps: { billing: BillingProvider; storage: Storage },
  actor: Actor,
  userId: string,
): Promise<{ files: StoredObject[]; customerId: string | null }> {
  if (userId === actor.id) throw new HttpError(409, CANNOT_DELETE_SELF)
  // The user's row lock: a registration or profile save under way finishes first, or waits and fails.
  const [user] = await tx<{ email: string }[]>`select email from public.users where id = ${userId} for update`
  if (!user) throw notFound('User not found')
  const files = await storedFilesOf(tx, deps.storage, userId)
  const [customer] = await tx<{ id: string }[]>`
    select provider_customer_id as id from public.billing_customers
     where user_id = ${userId} and provider = ${deps.billing.mode}`
  await endLiveSubscription(tx, deps.billing, userId)
  await recordAudit(tx, actor, { action: 'user.delete', targetType: 'user', targetId: userId, notes: user.email })
  await tx`select public.delete_user_account(${userId})`
  return { files, customerId: customer?.id ?? null }
}

async function endLiveSubscription(tx: Tx, billing: BillingProvider, userId: string): Promise<void> {
  const row = await latestSubscription(tx, userId, true)
  if (!row || !(LIVE_STATUSES as readonly string[]).includes(row.status)) return
  const [{ provider }] = await tx<
    { provider: string }[]
  >`select provider from public.subscriptions where id = ${row.id}`
  if (provider !== billing.mode) {
    // An embedded subscription charges nobody once its rows are gone; one at Stripe would.
    if (provider === 'embedded') return
    throw new HttpError(
      409,
      "This user's subscription is at Stripe, which this server is not set up for: cancel it there first.",
    )
  }
  await recordResult(tx, billing, userId, await billing.cancelNow(tx, toStored(row)))
}

/**
 * The user's uploads that their rows point at: the profile photo (of the profile and of the
 * account) and the portfolio images. Only upload names are returned (demo images and outside URLs
 * are not ours to remove).
 */
async function storedFilesOf(tx: Tx, storage: Storage, userId: string): Promise<StoredObject[]> {
  const photos = await tx<{ url: string }[]>`
    select profile_image_url as url from public.users where id = ${userId} and profile_image_url is not null
    union
    select profile_image_url from public.stylists where user_id = ${userId} and profile_image_url is not null`
  const portfolio = await tx<{ path: string }[]>`
    select distinct p.storage_path as path
      from public.portfolio_items p join public.stylists s on s.id = p.stylist_id
     where s.user_id = ${userId} and p.storage_path is not null`
  const objects: StoredObject[] = [
    ...photos.map((p) => storage.locate(p.url)).filter((o): o is StoredObject => o !== null),
    ...portfolio.filter((p) => isObjectPath(p.path)).map((p) => ({ bucket: 'portfolio' as const, path: p.path })),
  ]
  return objects
}
