import { describe, expect, it } from 'vitest'
import {
  formatClock,
  formatServicePrice,
  headerImageUrl,
  instagramUrl,
  parseStylistId,
  websiteUrl,
  weeklyHours,
} from './profile-format'

describe('profile display rules', () => {
  it('adds https to a website without a scheme and keeps one that has it', () => {
    expect(websiteUrl('salon.example.com')).toBe('https://salon.example.com')
    expect(websiteUrl('http://salon.example.com')).toBe('http://salon.example.com')
  })

  it('drops the leading @ of an Instagram handle', () => {
    expect(instagramUrl('@jane.cuts')).toBe('https://instagram.com/jane.cuts')
    expect(instagramUrl('jane.cuts')).toBe('https://instagram.com/jane.cuts')
  })

  it('shows a service price only above 0, as $X+', () => {
    expect(formatServicePrice(0)).toBeNull()
    expect(formatServicePrice(45)).toBe('$45+')
    expect(formatServicePrice(12.5)).toBe('$13+')
  })

  it('uses the first portfolio image as the banner, else a default header chosen by id', () => {
    expect(headerImageUrl(7, [{ imageUrl: '/a.jpg' }])).toBe('/a.jpg')
    expect(headerImageUrl(7, [])).toBe('/headers/header-8.svg')
    expect(headerImageUrl(10, [])).toBe('/headers/header-1.svg')
  })

  it('accepts only positive integer ids', () => {
    expect(parseStylistId('42')).toBe(42)
    expect(parseStylistId('0')).toBeNull()
    expect(parseStylistId('abc')).toBeNull()
  })

  it('lists the week from Monday with closed days empty', () => {
    const week = weeklyHours([{ dayOfWeek: 1, opensAt: '09:00:00', closesAt: '17:30:00' }])
    expect(week[0]).toEqual({ day: 'Monday', spans: ['9:00 AM – 5:30 PM'] })
    expect(week[6]).toEqual({ day: 'Sunday', spans: [] })
    expect(formatClock('00:15')).toBe('12:15 AM')
  })
})
