import { useEffect, useEffectEvent, useRef, type RefObject } from 'react'
import type { Message } from '@marketplace/domain/contract/messages.ts'

/**
 * Marks the thread read up to its latest message while the reader can see it: the browser tab in
 * front and the thread on screen (not behind another dashboard tab). A message that arrives while
 * the page is hidden stays unread (the header counts it, the away email may go) until the reader
 * comes back to it.
 */
export function useReadWhileShown(
  target: RefObject<HTMLElement | null>,
  latest: Message | undefined,
  unread: number,
  onRead: (messageId: number) => void,
) {
  const readUpTo = useRef(0)
  const shown = useRef(false)
  const attempt = useEffectEvent(() => {
    if (!latest || latest.id <= readUpTo.current) return
    if (!shown.current || document.visibilityState !== 'visible') return
    readUpTo.current = latest.id
    // One's own message was recorded as read when it was sent.
    if (!latest.fromMe || unread > 0) onRead(latest.id)
  })

  useEffect(() => {
    const el = target.current
    if (!el) return
    const observer = new IntersectionObserver(([entry]) => {
      shown.current = entry?.isIntersecting ?? false
      attempt()
    })
    observer.observe(el)
    const onVisibility = () => attempt()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      observer.disconnect()
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [target])

  useEffect(() => attempt(), [latest?.id])
}
