import { useState } from 'react'

const storageKey = (stylistId: number) => `booking-note:${stylistId}`

function read(stylistId: number): string {
  try {
    return sessionStorage.getItem(storageKey(stylistId)) ?? ''
  } catch {
    return ''
  }
}

/**
 * The panel's note, kept in this tab's session storage rather than the address: it survives the
 * trip through sign-in without putting what a client wrote into URLs, logs and history.
 */
export function useBookingNote(stylistId: number): [string, (note: string) => void] {
  const [note, setNote] = useState(() => read(stylistId))
  const update = (next: string) => {
    setNote(next)
    try {
      if (next) sessionStorage.setItem(storageKey(stylistId), next)
      else sessionStorage.removeItem(storageKey(stylistId))
    } catch {
      // Storage can be off (private modes); the note then lives only while the panel is open.
    }
  }
  return [note, update]
}
