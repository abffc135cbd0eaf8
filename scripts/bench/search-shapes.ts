import type { Sql } from '../../api/src/db/client.ts'

// The query shapes of issue 18's table: small and large radius x every sort x no filter, filters,
// free text. Each shape is asked around many cities (largest first), so its median and p99 are
// over places of every density, not one lucky point.

export const shapeRadii = [5, 50] as const
export const shapeSorts = ['recommended', 'distance', 'price-low', 'price-high'] as const
export const shapeKinds = ['plain', 'filters', 'text'] as const

export interface Shape {
  name: string
  /** Query strings of GET /api/stylists/search, one per city. */
  searches: string[]
}

export async function searchShapes(sql: Sql, cities = 60, availableToday = false): Promise<Shape[]> {
  const places = await sql<{ name: string; state: string; lat: number; lng: number }[]>`
    select name, state, extensions.st_y(location::extensions.geometry) as lat, extensions.st_x(location::extensions.geometry) as lng
      from public.places where kind = 'city' order by population desc nulls last limit ${cities}`
  const shapes: Shape[] = []
  for (const distance of shapeRadii)
    for (const sort of shapeSorts)
      for (const kind of shapeKinds)
        shapes.push({
          name: `${String(distance).padStart(2)} mi  ${sort.padEnd(11)}  ${kind}`,
          searches: places.map((city, i) => {
            const p = new URLSearchParams({
              location: `${city.name}, ${city.state}`,
              lat: city.lat.toFixed(5),
              lng: city.lng.toFixed(5),
              distance: String(distance),
              sort,
            })
            // Pages 1-3 in turn: a later page must not cost more than the first.
            if (i % 3 > 0) p.set('page', String(1 + (i % 3)))
            if (kind === 'filters') {
              p.append('priceRange', '$$')
              p.append('priceRange', '$$$')
              p.set('rating', '4')
            }
            if (kind === 'text') p.set('service', i % 2 === 0 ? 'balayage' : 'silk press')
            if (availableToday) p.set('availableToday', 'true')
            return p.toString()
          }),
        })
  return shapes
}
