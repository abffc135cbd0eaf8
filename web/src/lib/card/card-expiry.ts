/**
 * The expiry box of the embedded card form: typed as MM/YY, the slash added as the user types.
 * A card is good through the last day of its expiry month.
 */

export type ExpiryCheck =
  { state: 'empty' | 'incomplete' | 'invalidMonth' | 'past' } | { state: 'complete'; month: number; year: number }

/** "1" -> "1", "12" -> "12/", "1234" -> "12/34", "4" -> "04/" (no month starts with 2-9). */
export function formatExpiry(text: string, previous = ''): string {
  let digits = text.replace(/\D/g, '').slice(0, 4)
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`
  // Deleting the slash deletes the month's last digit too, or the slash would come straight back.
  if (previous.endsWith('/') && text === previous.slice(0, -1)) return digits.slice(0, 1)
  if (digits.length < 2) return digits
  if (digits.length === 2) return `${digits}/`
  return `${digits.slice(0, 2)}/${digits.slice(2)}`
}

/** Month and four-digit year of "MM/YY", checked against `now` (the month of `now` still counts). */
export function checkExpiry(text: string, now: Date): ExpiryCheck {
  const digits = text.replace(/\D/g, '')
  if (digits.length === 0) return { state: 'empty' }
  if (digits.length < 4) return { state: 'incomplete' }
  const month = Number(digits.slice(0, 2))
  if (month < 1 || month > 12) return { state: 'invalidMonth' }
  const year = 2000 + Number(digits.slice(2, 4))
  const thisMonth = now.getFullYear() * 12 + now.getMonth()
  if (year * 12 + (month - 1) < thisMonth) return { state: 'past' }
  return { state: 'complete', month, year }
}
