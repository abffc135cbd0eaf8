import { describe, expect, it } from 'vitest'
import {
  OWN_SERVICE,
  changeCategory,
  checkServiceDraft,
  guessCategory,
  newServiceDraft,
  serviceLengthText,
  servicePriceText,
  serviceToDraft,
} from './service-form'
import { processingMessages } from '@marketplace/domain/contract/dashboard.ts'

const noParts = { activeMinutes: null, processingMinutes: null, finishingMinutes: null }
const saved = {
  id: 3,
  stylistId: 7,
  description: null,
  price: 65,
  duration: 45,
  activeMinutes: null,
  processingMinutes: null,
  finishingMinutes: null,
  catalogueCode: null,
}

describe('the service dialog', () => {
  it('guesses the category of a catalogue label exactly, and of another name by its words', () => {
    expect(guessCategory('Silk Press')).toBe('Styling')
    expect(guessCategory('balayage / ombre')).toBe('Coloring & Highlights')
    expect(guessCategory("Men's haircut and beard")).toBe('Haircuts')
    expect(guessCategory('Wig styling')).toBe('Extensions & Wigs')
    expect(guessCategory('Something else entirely')).toBe('Haircuts')
  })

  it('starts Add with 30 minutes and the first service, and pre-fills Edit', () => {
    expect(newServiceDraft()).toMatchObject({
      category: 'Haircuts',
      choice: 'Standard Haircut',
      duration: '30',
      price: '',
    })
    expect(serviceToDraft({ ...saved, name: 'Gloss / Toner' })).toMatchObject({
      category: 'Coloring & Highlights',
      choice: 'Gloss / Toner',
      price: '65',
      duration: '45',
    })
    expect(serviceToDraft({ ...saved, name: 'Curly cut & style' })).toMatchObject({
      category: 'Haircuts',
      choice: OWN_SERVICE,
      ownName: 'Curly cut & style',
    })
  })

  it("moves to the new category's first service, keeping a name of the stylist's own", () => {
    expect(changeCategory(newServiceDraft(), 'Treatments').choice).toBe('Deep Conditioning')
    expect(changeCategory({ ...newServiceDraft(), choice: OWN_SERVICE }, 'Treatments').choice).toBe(OWN_SERVICE)
  })

  it("refuses a missing name or a bad price with the spec's 'Invalid service'", () => {
    expect(checkServiceDraft({ ...newServiceDraft(), price: '-5' })).toMatchObject({
      ok: false,
      invalidService: true,
      errors: { price: 'Please provide a service name and valid price.' },
    })
    expect(checkServiceDraft({ ...newServiceDraft(), price: 'abc' })).toMatchObject({ ok: false, invalidService: true })
    expect(checkServiceDraft({ ...newServiceDraft(), choice: OWN_SERVICE, ownName: ' ', price: '10' })).toMatchObject({
      ok: false,
      invalidService: true,
      errors: { ownName: 'Please provide a service name and valid price.' },
    })
    expect(checkServiceDraft({ ...newServiceDraft(), price: '10', duration: '-1' })).toMatchObject({
      ok: false,
      invalidService: false,
      errors: { duration: 'Duration cannot be negative' },
    })
  })

  it('sends a free service, a blank duration as 30 minutes, and a name of its own', () => {
    expect(checkServiceDraft({ ...newServiceDraft(), price: '0' })).toEqual({
      ok: true,
      values: { name: 'Standard Haircut', description: null, price: 0, duration: 30, ...noParts },
    })
    expect(
      checkServiceDraft({
        ...newServiceDraft(),
        choice: OWN_SERVICE,
        ownName: 'Fringe refresh',
        price: '12.5',
        duration: '',
      }),
    ).toEqual({
      ok: true,
      values: { name: 'Fringe refresh', description: null, price: 12.5, duration: 30, ...noParts },
    })
  })

  it('sends processing time as three parts adding up to the duration, and names the field to fix', () => {
    const colour = { ...newServiceDraft(), price: '120', duration: '105' }
    expect(
      checkServiceDraft({ ...colour, activeMinutes: '30', processingMinutes: '45', finishingMinutes: '30' }),
    ).toMatchObject({
      ok: true,
      values: { duration: 105, activeMinutes: 30, processingMinutes: 45, finishingMinutes: 30 },
    })
    expect(checkServiceDraft({ ...colour, activeMinutes: '30', processingMinutes: '45' })).toMatchObject({
      ok: false,
      invalidService: false,
      errors: { finishingMinutes: processingMessages.allOrNone },
    })
    expect(
      checkServiceDraft({ ...colour, activeMinutes: '30', processingMinutes: '45', finishingMinutes: '20' }),
    ).toMatchObject({ ok: false, errors: { processingMinutes: processingMessages.sum } })
    expect(
      checkServiceDraft({ ...colour, activeMinutes: 'x', processingMinutes: '45', finishingMinutes: '30' }),
    ).toMatchObject({ ok: false, errors: { activeMinutes: expect.stringContaining('whole minutes') } })
    expect(
      serviceToDraft({
        ...saved,
        name: 'Highlights',
        duration: 150,
        activeMinutes: 60,
        processingMinutes: 45,
        finishingMinutes: 45,
      }),
    ).toMatchObject({
      activeMinutes: '60',
      processingMinutes: '45',
      finishingMinutes: '45',
    })
  })

  it('tells a service card its length, processing time as a gap between the stylist’s parts', () => {
    expect(serviceLengthText(saved)).toBe('45 minutes')
    const colour = { ...saved, duration: 105, activeMinutes: 30, processingMinutes: 45, finishingMinutes: 30 }
    expect(serviceLengthText(colour)).toBe('30 min + 45 min processing + 30 min')
    expect(serviceLengthText({ ...colour, duration: 75, finishingMinutes: 0 })).toBe('30 min + 45 min processing')
  })

  it('shows prices as $X+ only above 0', () => {
    expect(servicePriceText(0)).toBeNull()
    expect(servicePriceText(45)).toBe('$45+')
    expect(servicePriceText(12.5)).toBe('$12.50+')
  })
})
