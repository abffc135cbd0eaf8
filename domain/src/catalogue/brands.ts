/** Product brand codes of the filter panel (spec section 3); the database checks against the same list. */
export const productBrands = [
  { code: 'kerastase', name: 'Kérastase' },
  { code: 'oribe', name: 'Oribe' },
  { code: 'olaplex', name: 'Olaplex' },
  { code: 'redken', name: 'Redken' },
  { code: 'ghd', name: 'ghd' },
  { code: 'davines', name: 'Davines' },
  { code: 'bumble', name: 'Bumble and bumble' },
  { code: 'kevinmurphy', name: 'Kevin Murphy' },
  { code: 'moroccanoil', name: 'Moroccanoil' },
] as const

export type ProductBrandCode = (typeof productBrands)[number]['code']
export const productBrandCodes = productBrands.map((b) => b.code) as ProductBrandCode[]

/** The brands the home page lists by name (spec section 2). */
export const homePageBrands = [
  'Kérastase',
  'Oribe',
  'Olaplex',
  'Redken',
  'Aveda',
  'Bumble and bumble',
  'Davines',
  'R+Co',
] as const
