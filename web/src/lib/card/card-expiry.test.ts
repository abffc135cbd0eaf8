import { describe, expect, it } from 'vitest'
import { checkExpiry, formatExpiry } from './card-expiry'

describe('formatExpiry', () => {
  it('adds the slash once the month is typed', () => {
    expect(formatExpiry('1')).toBe('1')
    expect(formatExpiry('12')).toBe('12/')
    expect(formatExpiry('123')).toBe('12/3')
    expect(formatExpiry('12/34')).toBe('12/34')
    expect(formatExpiry('1234567')).toBe('12/34')
  })

  it('pads a month that can only be one digit', () => {
    expect(formatExpiry('4')).toBe('04/')
    expect(formatExpiry('0')).toBe('0')
  })

  it('lets backspace remove the slash and the digit before it', () => {
    expect(formatExpiry('12', '12/')).toBe('1')
  })
})

describe('checkExpiry', () => {
  const now = new Date('2026-11-22T10:00:00Z')

  it('reads MM/YY as month and four-digit year', () => {
    expect(checkExpiry('12/34', now)).toEqual({ state: 'complete', month: 12, year: 2034 })
    expect(checkExpiry('0534', now)).toEqual({ state: 'complete', month: 5, year: 2034 })
  })

  it('counts the current month as not yet expired', () => {
    expect(checkExpiry('11/26', now)).toEqual({ state: 'complete', month: 11, year: 2026 })
    expect(checkExpiry('10/26', now).state).toBe('past')
    expect(checkExpiry('12/25', now).state).toBe('past')
  })

  it('names what is wrong with a partial or impossible date', () => {
    expect(checkExpiry('', now).state).toBe('empty')
    expect(checkExpiry('12/3', now).state).toBe('incomplete')
    expect(checkExpiry('13/30', now).state).toBe('invalidMonth')
    expect(checkExpiry('00/30', now).state).toBe('invalidMonth')
  })
})
