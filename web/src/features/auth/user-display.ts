import type { CurrentUser } from '@marketplace/domain/contract/auth.ts'

type UserNames = Pick<CurrentUser, 'email' | 'firstName' | 'lastName'>

/** "First Last" when the user has a name, otherwise their email address. */
export function userDisplayName(user: UserNames): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim()
  return name || user.email
}

/** One capital letter for an avatar without a photo. */
export function userInitial(user: UserNames): string {
  return (user.firstName?.trim() || user.email).charAt(0).toUpperCase()
}

export type ProfileFromIdentity = Pick<CurrentUser, 'firstName' | 'lastName' | 'profileImageUrl'>

/**
 * Names and photo from the identity provider's user metadata. Google (through Supabase) fills
 * given_name/family_name or only full_name/name, and avatar_url or picture; email sign-ups have
 * none of them, so every field may be null.
 */
export function profileFromIdentityMetadata(metadata: Record<string, unknown> | null | undefined): ProfileFromIdentity {
  const meta = metadata ?? {}
  const given = text(meta.given_name)
  const family = text(meta.family_name)
  let firstName = given
  let lastName = family
  if (!given && !family) {
    const [first, ...rest] = (text(meta.full_name) ?? text(meta.name) ?? '').split(/\s+/).filter(Boolean)
    firstName = first ?? null
    lastName = rest.length > 0 ? rest.join(' ') : null
  }
  return { firstName, lastName, profileImageUrl: httpUrl(meta.avatar_url) ?? httpUrl(meta.picture) }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

function httpUrl(value: unknown): string | null {
  const candidate = text(value)
  if (!candidate) return null
  try {
    const url = new URL(candidate)
    return url.protocol === 'https:' || url.protocol === 'http:' ? candidate : null
  } catch {
    return null
  }
}
