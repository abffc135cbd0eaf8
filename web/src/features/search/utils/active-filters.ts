import { DEFAULT_DISTANCE_MILES } from '@marketplace/domain/contract/search-options.ts'
import type { ResultsSearch } from './search-params'

/**
 * The sidebar's sections that hold an active filter: they start open (spec section 2), and their
 * number is the phone bar's "Filters (n)".
 */
export function activeFilterSections(s: ResultsSearch): string[] {
  const open: string[] = []
  if (s.priceRange?.length) open.push('price')
  if (s.rating) open.push('rating')
  if (s.specialty) open.push('specialty')
  if (s.services?.length) open.push('services')
  if (s.distance !== undefined && s.distance !== DEFAULT_DISTANCE_MILES) open.push('distance')
  if (s.gender) open.push('gender')
  if (s.availableToday || s.homeVisits) open.push('availability')
  if (s.productBrands?.length) open.push('brands')
  return open
}
