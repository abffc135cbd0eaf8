import Supercluster from 'supercluster'
import type { StylistCard } from '@marketplace/domain/contract/stylists.ts'

export type Pin =
  | { kind: 'stylist'; stylist: StylistCard; lng: number; lat: number }
  | { kind: 'cluster'; id: number; count: number; lng: number; lat: number }

type Props = { stylistIndex: number }

/**
 * The page's stylists as pins, grouped where they would overlap at the current zoom (a wide radius
 * on a phone): supercluster over the page's points, 40 px apart at the most.
 */
export function pinIndex(stylists: StylistCard[]) {
  const index = new Supercluster<Props>({ radius: 40, maxZoom: 16 })
  index.load(
    stylists.map((s, i) => ({
      type: 'Feature' as const,
      properties: { stylistIndex: i },
      geometry: { type: 'Point' as const, coordinates: [s.longitude, s.latitude] },
    })),
  )
  return {
    pins(zoom: number): Pin[] {
      return index.getClusters([-180, -85, 180, 85], Math.round(zoom)).map((f) => {
        const [lng, lat] = f.geometry.coordinates
        if ('cluster' in f.properties && f.properties.cluster)
          return { kind: 'cluster', id: f.properties.cluster_id, count: f.properties.point_count, lng, lat }
        return { kind: 'stylist', stylist: stylists[(f.properties as Props).stylistIndex], lng, lat }
      })
    },
    expansionZoom: (clusterId: number) => index.getClusterExpansionZoom(clusterId),
  }
}

/** What a pin says: the starting price ("$45"), or the rating when there is no price. */
export function pinLabel(s: StylistCard): string {
  if (s.startingPrice > 0) return `$${Math.round(s.startingPrice)}`
  return s.rating !== null ? `★ ${s.rating.toFixed(1)}` : '•'
}

/** The pin's name for a screen reader: who, from what price, how rated. */
export function pinName(s: StylistCard): string {
  const rating = s.rating !== null && s.reviewCount > 0 ? `, rated ${s.rating.toFixed(1)}` : ''
  return `${s.stylistName}, from $${Math.round(s.startingPrice)}${rating}`
}
