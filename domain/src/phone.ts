/** Phones are stored as digits only; 10 digits show as (xxx) xxx-xxxx, anything else as given. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '')
}

export function formatPhone(phone: string): string {
  const d = phoneDigits(phone)
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : phone
}

/** A tel: link a phone can dial: US numbers with their country code, others as written (+ kept). */
export function telHref(phone: string): string {
  const d = phoneDigits(phone)
  if (phone.trim().startsWith('+')) return `tel:+${d}`
  if (d.length === 10) return `tel:+1${d}`
  if (d.length === 11 && d.startsWith('1')) return `tel:+${d}`
  return `tel:${d}`
}
