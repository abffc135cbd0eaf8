import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { getCurrentSession } from '@/lib/supabase'

/**
 * A route's beforeLoad gate: waits until the sign-in state is known (the identity client reads
 * its stored session first), then sends a signed-out visitor to /login?redirect=<this address>.
 * Returns the signed-in user's id, which the private routes key their queries by.
 */
export async function requireSession(location: Pick<ParsedLocation, 'href'>): Promise<{ userId: string }> {
  const session = await getCurrentSession()
  if (!session) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true })
  return { userId: session.user.id }
}
