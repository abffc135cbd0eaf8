import { describe, expect, it } from 'vitest'
import { bookingChoiceSearchSchema, choiceFromSearch, searchFromChoice } from './booking-choice'
import { choiceAtSlot } from './slot-choice'

describe('the booking choice in the address', () => {
  it('reads a service, a day and a time', () => {
    const search = bookingChoiceSearchSchema.parse({ book: '12', date: '2026-11-26', slot: '2026-11-26T20:30:00.000Z' })
    expect(search).toEqual({ book: 12, date: '2026-11-26', slot: '2026-11-26T20:30:00.000Z' })
    expect(choiceFromSearch(search)).toEqual({
      serviceId: 12,
      also: [],
      date: '2026-11-26',
      slot: '2026-11-26T20:30:00.000Z',
    })
  })

  it('drops parts that do not parse instead of failing the page', () => {
    const search = bookingChoiceSearchSchema.parse({ book: 'abc', date: '2026-13-01', slot: 'tomorrow' })
    expect(search).toEqual({ book: undefined, date: undefined, slot: undefined })
    expect(bookingChoiceSearchSchema.parse({ book: -3, date: '26-11-2026', slot: '2026-11-26T20:30:00' })).toEqual({
      book: undefined,
      date: undefined,
      slot: undefined,
    })
    expect(choiceFromSearch(search)).toBeNull()
  })

  it('keeps no time without a day and no day without a service', () => {
    expect(choiceFromSearch({ book: 4, slot: '2026-11-26T20:30:00Z' })).toEqual({
      serviceId: 4,
      also: [],
      date: null,
      slot: null,
    })
    expect(choiceFromSearch({ date: '2026-11-26', slot: '2026-11-26T20:30:00Z' })).toBeNull()
  })

  it('writes a choice back to parameters, and clears them all when the panel closes', () => {
    expect(searchFromChoice({ serviceId: 4, also: [], date: '2026-11-26', slot: null })).toEqual({
      book: 4,
      date: '2026-11-26',
      slot: undefined,
    })
    expect(searchFromChoice(null)).toEqual({ book: undefined, date: undefined, slot: undefined })
  })

  it('reads the services added to the visit, dropping what is not an id', () => {
    // The router reads also=12,14 as a string and also=12 as a number.
    expect(bookingChoiceSearchSchema.parse({ book: 3, also: '12,14' }).also).toBe('12,14')
    expect(bookingChoiceSearchSchema.parse({ book: 3, also: 12 }).also).toBe('12')
    expect(bookingChoiceSearchSchema.parse({ book: 3, also: '12,abc,-4,0,1.5,12,,14,99999999999999999' }).also).toBe(
      '12,14',
    )
    expect(bookingChoiceSearchSchema.parse({ book: 3, also: 'x' }).also).toBeUndefined()
    expect(bookingChoiceSearchSchema.parse({ book: 3, also: { a: 1 } }).also).toBeUndefined()
    expect(bookingChoiceSearchSchema.parse({ book: 3, also: [12, 14] }).also).toBeUndefined()
    // At most four added to the first: a visit is at most five services.
    expect(bookingChoiceSearchSchema.parse({ also: '1,2,3,4,5,6' }).also).toBe('1,2,3,4')
    // The first service is not added to itself.
    expect(choiceFromSearch(bookingChoiceSearchSchema.parse({ book: 3, also: '3,7' }))).toEqual({
      serviceId: 3,
      also: [7],
      date: null,
      slot: null,
    })
    expect(searchFromChoice({ serviceId: 3, also: [7, 9], date: null, slot: null }).also).toBe('7,9')
    expect(searchFromChoice({ serviceId: 3, also: [], date: null, slot: null }).also).toBeUndefined()
  })

  it('round-trips a visit of several services through the address', () => {
    const choice = { serviceId: 9, also: [4, 12], date: '2027-03-14', slot: '2027-03-14T14:15:00Z' }
    expect(choiceFromSearch(bookingChoiceSearchSchema.parse(searchFromChoice(choice)))).toEqual(choice)
  })

  it('round-trips through the address', () => {
    const choice = { serviceId: 9, also: [], date: '2027-03-14', slot: '2027-03-14T14:15:00Z' }
    expect(choiceFromSearch(bookingChoiceSearchSchema.parse(searchFromChoice(choice)))).toEqual(choice)
  })

  it("opens a card's Next available on the shortest bookable service, that day in the stylist's zone", () => {
    const services = [
      { id: 1, duration: 90 },
      { id: 2, duration: 800 }, // over 12 hours: not bookable
      { id: 3, duration: 40 }, // 45 on the grid
      { id: 4, duration: 45 }, // the same on the grid: the first listed wins
    ]
    const search = bookingChoiceSearchSchema.parse({ next: '2026-11-27T02:30:00Z' })
    expect(search.next).toBe('2026-11-27T02:30:00Z')
    // 02:30 UTC is still the 26th in New York.
    expect(choiceAtSlot(search.next!, services, 'America/New_York')).toEqual({
      serviceId: 3,
      also: [],
      date: '2026-11-26',
      slot: '2026-11-27T02:30:00.000Z',
    })
    expect(choiceAtSlot('2026-11-27T02:30:00Z', [{ id: 2, duration: 800 }], 'America/New_York')).toBeNull()
    expect(bookingChoiceSearchSchema.parse({ next: 'soon' }).next).toBeUndefined()
  })

  it('drops the Next available instant once the visitor chooses in the panel', () => {
    expect(searchFromChoice({ serviceId: 3, also: [], date: '2026-11-26', slot: null })).toEqual({
      book: 3,
      date: '2026-11-26',
      slot: undefined,
      next: undefined,
    })
    expect(Object.keys(searchFromChoice(null))).toContain('next')
  })
})
