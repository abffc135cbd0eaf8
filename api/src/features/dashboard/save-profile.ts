import tzlookup from '@photostructure/tz-lookup'
import { dashboardMessages, type DashboardProfile, type ProfileValues } from '@marketplace/domain/contract/dashboard.ts'
import { dollarsToCents } from '@marketplace/domain/money.ts'
import type { Storage } from '../../adapters/storage/storage.ts'
import type { Tx } from '../../db/client.ts'
import { badRequest, forbidden } from '../../lib/http-error.ts'
import { loadOwnProfile } from './profile.sql.ts'
import {
  hasActiveSubscription,
  insertProfile,
  locateAddress,
  lockOwnProfile,
  replaceWorkingHours,
  updateProfile,
  type Point,
} from './save-profile.sql.ts'
import { isOwnUpload } from './stored-files.ts'

export interface SaveProfileContext {
  userId: string
  email: string
  now: Date
  storage: Storage
}

export interface SaveProfileResult {
  profile: DashboardProfile
  created: boolean
  /** The profile photo this save replaced (its file can go once the save has committed). */
  replacedImageUrl: string | null
}

const cannotPlace = 'We could not find this ZIP code. Check the ZIP code, city and state.'

/**
 * The IANA time zone of a place, from the boundaries bundled with @photostructure/tz-lookup
 * (offline: no request leaves the server). Booking expands the weekly hours in this zone, so it
 * follows the saved location rather than the browser's zone; null when the point has none.
 */
export function timeZoneAt(point: Point): string | null {
  try {
    return tzlookup(point.lat, point.lng)
  } catch {
    return null
  }
}

/**
 * Creates or updates the caller's own profile, in the caller's transaction (run as the caller, so
 * the policies and the verification guard apply too). A first save needs an active subscription.
 * The verification status is the existing one, or 'pending' for a profile never reviewed: whatever
 * the browser sent is ignored. Every saved profile has a point: the one picked in the address
 * search, or the ZIP code's (then the city's) from the gazetteer; its time zone comes from that
 * point, and the browser's choice counts only for a point without one.
 */
export async function saveProfile(tx: Tx, ctx: SaveProfileContext, input: ProfileValues): Promise<SaveProfileResult> {
  const existing = await lockOwnProfile(tx, ctx.userId)
  if (!existing && !(await hasActiveSubscription(tx, ctx.userId, ctx.now)))
    throw forbidden(dashboardMessages.subscriptionRequired)

  const image = input.profileImageUrl
  if (
    image !== null &&
    image !== existing?.profile_image_url &&
    !isOwnUpload(ctx.storage, image, 'profile-images', ctx.userId)
  ) {
    const message = 'The profile image must be one you uploaded.'
    throw badRequest(message, [{ path: ['profileImageUrl'], message }])
  }

  let point: Point | null =
    input.latitude !== null && input.longitude !== null ? { lat: input.latitude, lng: input.longitude } : null
  point ??= await locateAddress(tx, input.zipCode, input.city, input.state)
  if (!point) throw badRequest(cannotPlace, [{ path: ['zipCode'], message: cannotPlace }])

  const values = {
    ...input,
    startingPriceCents: dollarsToCents(input.startingPrice),
    point,
    timeZone: timeZoneAt(point) ?? input.timeZone,
    verificationStatus: existing?.verification_status ?? ('pending' as const),
  }
  let id: number
  if (existing) {
    id = existing.id
    await updateProfile(tx, id, ctx.email, values)
  } else {
    id = await insertProfile(tx, ctx.userId, ctx.email, values)
  }
  if (input.workingHours) await replaceWorkingHours(tx, id, input.workingHours)

  const profile = await loadOwnProfile(tx, ctx.userId, ctx.now)
  if (!profile) throw new Error('A saved profile could not be read back')
  const previous = existing?.profile_image_url ?? null
  return { profile, created: !existing, replacedImageUrl: previous !== null && previous !== image ? previous : null }
}
