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

export const sortOptions = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'distance', label: 'Distance' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
] as const
