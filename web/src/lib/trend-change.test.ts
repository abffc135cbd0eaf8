import { describe, expect, it } from 'vitest'
import { changeSentence, percentChange, shortDay } from './trend-change'

describe('trend sentences', () => {
  it('says up, down, the same, new or nothing', () => {
    expect(changeSentence('Profile views', 124, 100, 30)).toBe('Profile views up 24% on the previous 30 days')
    expect(changeSentence('Searches', 50, 200, 7)).toBe('Searches down 75% on the previous 7 days')
    expect(changeSentence('Searches', 9, 9, 7)).toBe('Searches the same as the previous 7 days')
    expect(changeSentence('Bookings made', 1200, 0, 90)).toBe('Bookings made: 1,200, none in the previous 90 days')
    expect(changeSentence('Profile views', 0, 0, 30)).toBe('No profile views in the last 30 days')
  })

  it('rounds the percentage and has none without a previous figure', () => {
    expect(percentChange(2, 3)).toBe(-33)
    expect(percentChange(5, 0)).toBeNull()
  })

  it('writes a UTC day short', () => {
    expect(shortDay('2026-03-05')).toBe('Mar 5')
  })
})
