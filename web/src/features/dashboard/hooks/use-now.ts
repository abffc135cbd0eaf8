import { useEffect, useState } from 'react'

/** The time, renewed every `everyMs` while mounted (the grid's "now" line moves with it). */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
