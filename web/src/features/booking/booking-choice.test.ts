import { describe, expect, it } from 'vitest'
import { bookingChoiceSearchSchema, choiceFromSearch, searchFromChoice } from './booking-choice'

describe('the booking choice in the address', () => {
  it('reads a service, a day and a time', () => {
    const search = bookingChoiceSearchSchema.parse({ book: '12', date: '2026-11-26', slot: '2026-11-26T20:30:00.000Z' })
    expect(search).toEqual({ book: 12, date: '2026-11-26', slot: '2026-11-26T20:30:00.000Z' })
    expect(choiceFromSearch(search)).toEqual({ serviceId: 12, date: '2026-11-26', slot: '2026-11-26T20:30:00.000Z' })
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
      date: null,
      slot: null,
    })
    expect(choiceFromSearch({ date: '2026-11-26', slot: '2026-11-26T20:30:00Z' })).toBeNull()
  })

  it('writes a choice back to parameters, and clears them all when the panel closes', () => {
    expect(searchFromChoice({ serviceId: 4, date: '2026-11-26', slot: null })).toEqual({
      book: 4,
      date: '2026-11-26',
      slot: undefined,
    })
    expect(searchFromChoice(null)).toEqual({ book: undefined, date: undefined, slot: undefined })
  })

  it('round-trips through the address', () => {
    const choice = { serviceId: 9, date: '2027-03-14', slot: '2027-03-14T14:15:00Z' }
    expect(choiceFromSearch(bookingChoiceSearchSchema.parse(searchFromChoice(choice)))).toEqual(choice)
  })
})
