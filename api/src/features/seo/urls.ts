import { stylistSlug } from '@marketplace/domain/slug.ts'

/** Canonical paths of the public pages (the web app's route table). */
export function profilePath(s: {
  id: number
  stylist_name: string
  salon_name: string | null
  city: string
  state: string
}): string {
  const slug = stylistSlug({ stylistName: s.stylist_name, salonName: s.salon_name, city: s.city, state: s.state })
  return slug ? `/stylist/${s.id}/${slug}` : `/stylist/${s.id}`
}

export function statePath(state: string): string {
  return `/stylist-directory/${encodeURIComponent(state.toUpperCase())}`
}

export function cityPath(state: string, city: string): string {
  return `${statePath(state)}/${encodeURIComponent(city)}`
}
