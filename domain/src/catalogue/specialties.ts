/** The 8 specialties of the spec; ids and codes match the rows seeded by the catalogue migration. */
export const specialties = [
  { id: 1, code: 'curly-hair', name: 'Curly Hair' },
  { id: 2, code: 'color-specialist', name: 'Color Specialist' },
  { id: 3, code: 'barbering', name: 'Barbering' },
  { id: 4, code: 'extensions', name: 'Extensions' },
  { id: 5, code: 'natural-hair', name: 'Natural Hair' },
  { id: 6, code: 'bridal', name: 'Bridal' },
  { id: 7, code: 'balayage', name: 'Balayage' },
  { id: 8, code: 'color-correction', name: 'Color Correction' },
] as const

export type SpecialtyCode = (typeof specialties)[number]['code']
export const specialtyCodes = specialties.map((s) => s.code) as SpecialtyCode[]
export const MAX_SPECIALTIES = 5
