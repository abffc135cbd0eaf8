import { describe, expect, it } from 'vitest'
import { selectionChanged, toggleSpecialty } from './specialty-selection'

describe('specialty selection', () => {
  it('adds and removes specialties', () => {
    expect(toggleSpecialty([1], 3, true)).toEqual({ selected: [1, 3], limitReached: false })
    expect(toggleSpecialty([1, 3], 1, false)).toEqual({ selected: [3], limitReached: false })
    expect(toggleSpecialty([1], 1, true)).toEqual({ selected: [1], limitReached: false })
  })

  it('refuses a sixth and keeps the five', () => {
    expect(toggleSpecialty([1, 2, 3, 4, 5], 6, true)).toEqual({ selected: [1, 2, 3, 4, 5], limitReached: true })
    expect(toggleSpecialty([1, 2, 3, 4, 5], 5, false).selected).toEqual([1, 2, 3, 4])
  })

  it('tells a changed selection from a reordered one', () => {
    expect(selectionChanged([2, 1], [1, 2])).toBe(false)
    expect(selectionChanged([1], [1, 2])).toBe(true)
    expect(selectionChanged([1, 3], [1, 2])).toBe(true)
  })
})
