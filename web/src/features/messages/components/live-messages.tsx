import { useLiveMessages } from '../hooks/use-live-messages'

/** Keeps the signed-in user's message counts and open threads current (mounted once, in the layout). */
export function LiveMessages({ userId }: { userId: string | null }) {
  useLiveMessages(userId)
  return null
}
