import { ledgerStateWords, type LedgerRow } from '@marketplace/domain/contract/payments.ts'

/**
 * One CSV cell (RFC 4180) that a spreadsheet will not run: a cell starting with = + - @ TAB or CR
 * gets a leading single quote (OWASP's CSV injection advice); quotes are doubled; a cell with a
 * comma, quote, CR or LF is quoted.
 */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Cents as decimal dollars with two places ("-12.05"). */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** "2026-03-04 10:00" in `timeZone`. */
export function localTime(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

const header = [
  'Appointment',
  'Start',
  'Time zone',
  'Client',
  'Services',
  'Taken',
  'Refunded',
  'Fees',
  'Stripe fee',
  'Net',
  'State',
]

/** The payments list as CSV: a header row, then a row per appointment; CRLF line ends (RFC 4180). */
export function ledgerCsv(rows: LedgerRow[], stripeFeeEstimated: boolean): string {
  const head = stripeFeeEstimated ? header.map((h) => (h === 'Stripe fee' ? 'Stripe fee (estimated)' : h)) : header
  const lines = [head.map(csvCell).join(',')]
  // Text cells are escaped; the id, the amounts (a net can be negative) and the time are ours.
  for (const r of rows)
    lines.push(
      [
        String(r.appointmentId),
        localTime(r.startsAt, r.timeZone),
        csvCell(r.timeZone),
        csvCell(r.clientName),
        csvCell(r.services.join('; ')),
        dollars(r.takenCents),
        dollars(r.refundedCents),
        dollars(r.feeCents),
        dollars(r.stripeFeeCents),
        dollars(r.netCents),
        csvCell(r.states.map((s) => ledgerStateWords[s]).join('; ')),
      ].join(','),
    )
  return `${lines.join('\r\n')}\r\n`
}
