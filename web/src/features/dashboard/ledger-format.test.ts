import { describe, expect, it } from 'vitest'
import { ledgerMoney, ledgerWhen, todayIn } from './ledger-format'

describe('the payment history formats', () => {
  it('shows cents as dollars with two places, a minus for a loss', () => {
    expect(ledgerMoney(1912)).toBe('$19.12')
    expect(ledgerMoney(2000)).toBe('$20.00')
    expect(ledgerMoney(5)).toBe('$0.05')
    expect(ledgerMoney(0)).toBe('$0.00')
    expect(ledgerMoney(-88)).toBe('−$0.88')
  })

  it("shows a start in the stylist's zone, and today there", () => {
    expect(ledgerWhen({ startsAt: '2026-03-04T15:00:00.000Z', timeZone: 'America/New_York' })).toBe(
      'Mar 4, 2026, 10:00 AM',
    )
    expect(ledgerWhen({ startsAt: '2026-03-04T15:00:00.000Z', timeZone: 'Asia/Tokyo' })).toBe('Mar 5, 2026, 12:00 AM')
    expect(todayIn('America/Los_Angeles', new Date('2026-03-04T05:00:00Z'))).toBe('2026-03-03')
    expect(todayIn('America/New_York', new Date('2026-03-04T05:00:00Z'))).toBe('2026-03-04')
  })
})
