import type { CurrentUser } from '@/features/auth/api/get-current-user'

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
