import { ADMIN_USERS_PAGE_SIZE, type AdminUser, type AdminUserDetails } from '@marketplace/domain/contract/admin.ts'
import type { Tx } from '../../db/client.ts'
import type { Cols, Narrow, Row } from '../../db/rows.ts'

type UserRow = Cols<
  Row<'users'>,
  'id' | 'user_number' | 'email' | 'first_name' | 'last_name' | 'is_admin' | 'created_at' | 'updated_at',
  'created_at' | 'updated_at'
> & { is_stylist: boolean }

/** Admins are those with the flag and those named by ADMIN_EMAILS (as requireAdmin decides). */
const userColumns = (tx: Tx, adminEmails: readonly string[]) => tx`
  u.id, u.user_number, u.email, u.first_name, u.last_name,
  (u.is_admin or lower(u.email) = any(${adminEmails as string[]}::text[])) as is_admin,
  exists (select 1 from public.stylists s where s.user_id = u.id) as is_stylist,
  u.created_at, u.updated_at`

function toUser(r: UserRow): AdminUser {
  return {
    id: r.id,
    userNumber: r.user_number,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    isAdmin: r.is_admin,
    isStylist: r.is_stylist,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  }
}

/** `%` and `_` typed into the search box are matched as themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

/**
 * The Users tab: first name, last name or email containing the query, any case (the expression is
 * the one of users_name_trgm_idx, so the trigram index answers it); newest first, a page at a time.
 */
export async function searchUsers(
  tx: Tx,
  adminEmails: readonly string[],
  q: string,
  page: number,
): Promise<{ users: AdminUser[]; total: number }> {
  const match =
    q === ''
      ? tx`true`
      : tx`(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || u.email) ilike ${likePattern(q)}`
  const rows = await tx<UserRow[]>`
    select ${userColumns(tx, adminEmails)}
      from public.users u
     where ${match}
     order by u.created_at desc, u.user_number desc
     limit ${ADMIN_USERS_PAGE_SIZE} offset ${(page - 1) * ADMIN_USERS_PAGE_SIZE}`
  const [{ total }] = await tx<{ total: number }[]>`select count(*)::int as total from public.users u where ${match}`
  return { users: rows.map(toUser), total }
}

type StylistRow = Narrow<
  Pick<Row<'stylists'>, 'id' | 'stylist_name' | 'salon_name' | 'city' | 'state' | 'verification_status'>,
  { verification_status: 'pending' | 'approved' | 'rejected' | null }
> & { subscription_active: boolean }

/** The details dialog: the user, and their stylist profile's facts when they have one. */
export async function userDetails(
  tx: Tx,
  adminEmails: readonly string[],
  id: string,
): Promise<AdminUserDetails | null> {
  const [user] = await tx<UserRow[]>`select ${userColumns(tx, adminEmails)} from public.users u where u.id = ${id}`
  if (!user) return null
  const [s] = await tx<StylistRow[]>`
    select id, stylist_name, salon_name, city, state, verification_status,
           coalesce(subscription_active_until > now(), false) as subscription_active
      from public.stylists where user_id = ${id}`
  const stylist = s
    ? {
        id: s.id,
        stylistName: s.stylist_name,
        salonName: s.salon_name,
        location: `${s.city}, ${s.state}`,
        verificationStatus: s.verification_status,
        subscriptionActive: s.subscription_active,
      }
    : null
  return { user: toUser(user), stylist }
}
