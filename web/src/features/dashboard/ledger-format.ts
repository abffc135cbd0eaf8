import type { LedgerRow } from '@marketplace/domain/contract/payments.ts'

/** "$19.12", "−$0.88": cents as dollars with two places. */
export function ledgerMoney(cents: number): string {
  return `${cents < 0 ? '−' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`
}

/** "Mar 4, 2026, 10:00 AM" in the stylist's zone. */
export function ledgerWhen(row: Pick<LedgerRow, 'startsAt' | 'timeZone'>): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: row.timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
    .format(new Date(row.startsAt))
    .replace(/[\u202f\u2009\u00a0]/g, ' ')
}

/** "2026-03-04": today in `timeZone` (the CSV's file name). */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}
