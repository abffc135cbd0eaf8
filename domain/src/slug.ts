/**
 * The profile address slug (spec section 2): stylistName, salonName, city and state joined with
 * hyphens (empty ones skipped), lowercased, anything outside letters, digits and hyphens replaced
 * by a hyphen, repeated hyphens collapsed, hyphens trimmed from both ends.
 */
export function stylistSlug(parts: {
  stylistName?: string | null
  salonName?: string | null
  city?: string | null
  state?: string | null
}): string {
  return [parts.stylistName, parts.salonName, parts.city, parts.state]
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
}
