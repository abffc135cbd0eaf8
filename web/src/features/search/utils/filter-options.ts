import { specialties } from '@marketplace/domain/catalogue/specialties.ts'

/** Specialties behind the 'More specializations' toggle (spec section 2). */
const MORE_SPECIALTIES: readonly string[] = ['balayage', 'color-correction']

export const primarySpecialties = specialties.filter((s) => !MORE_SPECIALTIES.includes(s.code))
export const moreSpecialties = specialties.filter((s) => MORE_SPECIALTIES.includes(s.code))
export const isMoreSpecialty = (code: string | undefined) => code !== undefined && MORE_SPECIALTIES.includes(code)

export const ratingOptions = [
  { value: '0', label: 'Any rating' },
  { value: '3', label: '3+ stars' },
  { value: '4', label: '4+ stars' },
  { value: '4.5', label: '4.5+ stars' },
] as const

export const genderOptions = [
  { value: 'any', label: 'Any' },
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'non-binary', label: 'Non-binary' },
] as const

/** The sorts; `short` is what the phone's results bar shows, where the select has about 110 px. */
export const sortOptions = [
  { value: 'recommended', label: 'Recommended', short: 'Recommended' },
  { value: 'distance', label: 'Distance', short: 'Distance' },
  { value: 'price-low', label: 'Price: Low to High', short: 'Lowest price' },
  { value: 'price-high', label: 'Price: High to Low', short: 'Highest price' },
] as const
