import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { getCurrentSession } from '@/lib/supabase'

/**
 * A route's beforeLoad gate: waits until the sign-in state is known (the identity client reads
 * its stored session first), then sends a signed-out visitor to /login?redirect=<this address>.
 */
export async function requireSession(location: Pick<ParsedLocation, 'href'>): Promise<void> {
  const session = await getCurrentSession()
  if (!session) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true })
}
