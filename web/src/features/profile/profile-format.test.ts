import { describe, expect, it } from 'vitest'
import {
  formatClock,
  formatServicePrice,
  headerImageUrl,
  instagramUrl,
  parseStylistId,
  ratingRows,
  reviewerName,
  todaysHours,
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

describe("today's hours, in the stylist's zone", () => {
  const hours = [
    { dayOfWeek: 2, opensAt: '09:00', closesAt: '17:00' },
    { dayOfWeek: 3, opensAt: '10:00', closesAt: '14:00' },
    { dayOfWeek: 3, opensAt: '15:00', closesAt: '19:00' },
  ]
  it('takes the weekday where the stylist is, not where the visitor is', () => {
    // Wednesday 03:00 UTC is still Tuesday evening in Chicago.
    const wednesdayUtc = new Date('2026-11-25T03:00:00Z')
    expect(todaysHours(hours, 'America/Chicago', wednesdayUtc)).toBe('Open today 9:00 AM – 5:00 PM CST')
    expect(todaysHours(hours, 'Europe/Berlin', wednesdayUtc)).toBe(
      'Open today 10:00 AM – 2:00 PM, 3:00 PM – 7:00 PM GMT+1',
    )
  })
  it('says closed on a day without hours', () => {
    expect(todaysHours(hours, 'America/New_York', new Date('2026-11-29T17:00:00Z'))).toBe('Closed today')
  })
})

describe('reviews', () => {
  it('counts each star row, five first, with its share and its words', () => {
    const rows = ratingRows([0, 1, 0, 1, 2])
    expect(rows.map((r) => [r.stars, r.count, r.percent])).toEqual([
      [5, 2, 50],
      [4, 1, 25],
      [3, 0, 0],
      [2, 1, 25],
      [1, 0, 0],
    ])
    expect(rows[4].label).toBe('1 star: 0 reviews')
    expect(ratingRows([0, 0, 0, 0, 1])[0].label).toBe('5 stars: 1 review')
    expect(ratingRows([0, 0, 0, 0, 0]).every((r) => r.percent === 0)).toBe(true)
  })
  it('signs a review "Client" when there is no first name', () => {
    expect(reviewerName('Maria G.')).toBe('Maria G.')
    expect(reviewerName(null)).toBe('Client')
  })
})
