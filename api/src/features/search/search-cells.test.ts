import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createStylist, createUser, testDatabase } from '../../../test/database.ts'
import { cellOf, circleBands, circleCells } from './search-cells.ts'
import { SPHERE_RADIUS_M } from './search-source.ts'

// The per-cell walks (ADR 007, design 2) are exact only if the cells listed for a circle hold
// every point of it, and if the API numbers cells as the database's generated column does.
const sql = testDatabase()

const rad = (d: number) => (d * Math.PI) / 180
const deg = (r: number) => (r * 180) / Math.PI

/** The point `metres` away from (lat, lng) on the sphere, at `bearing` degrees. */
function destination(lat: number, lng: number, metres: number, bearing: number) {
  const d = metres / SPHERE_RADIUS_M
  const φ1 = rad(lat)
  const θ = rad(bearing)
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(θ))
  const λ2 = rad(lng) + Math.atan2(Math.sin(θ) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2))
  return { lat: deg(φ2), lng: ((deg(λ2) + 540) % 360) - 180 }
}

describe('search cells', () => {
  it('list every cell that a point of the circle lies in, its edge included (anywhere on Earth)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -89.9, max: 89.9, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: 0, max: 80_467.2, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lat, lng, metres, bearing, fraction) => {
          const cells = new Set(circleCells({ name: 'p', lat, lng }, metres))
          const inside = destination(lat, lng, metres * fraction, bearing)
          const edge = destination(lat, lng, metres, bearing)
          expect(cells.has(cellOf(inside.lat, inside.lng))).toBe(true)
          expect(cells.has(cellOf(edge.lat, edge.lng))).toBe(true)
        },
      ),
      { numRuns: 5000 },
    )
  })

  it('bands: every point of the circle, its edge included, lies in a listed band and longitude range', () => {
    const covered = (ranges: ReturnType<typeof circleBands>, lat: number, lng: number) =>
      ranges.some((r) => r.band === Math.floor(20 * (lat + 90)) && r.west <= lng && lng <= r.east)
    fc.assert(
      fc.property(
        fc.double({ min: -89.9, max: 89.9, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: 0, max: 80_467.2, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lat, lng, metres, bearing, fraction) => {
          const ranges = circleBands({ name: 'p', lat, lng }, metres)
          const inside = destination(lat, lng, metres * fraction, bearing)
          const edge = destination(lat, lng, metres, bearing)
          expect(covered(ranges, inside.lat, inside.lng)).toBe(true)
          expect(covered(ranges, edge.lat, edge.lng)).toBe(true)
        },
      ),
      { numRuns: 5000 },
    )
    // 50 miles around New York: about 30 bands of one longitude range each, the centre's first,
    // each only as wide as the circle within it (the bounding box's width at the centre): the
    // ranges hold about 80% of the box's longitudes (the circle holds pi/4 of the box).
    const ny = circleBands({ name: 'NY', lat: 40.7128, lng: -74.006 }, 80_467.2)
    expect(ny.length).toBeLessThanOrEqual(31)
    expect(ny.slice(0, 3).map((r) => r.band)).toEqual([2614, 2613, 2615])
    const widths = ny.map((r) => r.east - r.west)
    expect(widths.reduce((a, w) => a + w, 0) / (ny.length * Math.max(...widths))).toBeLessThan(0.82)
    // Across the date line: two ranges per band.
    const fiji = circleBands({ name: 'Fiji', lat: -17.7, lng: 179.9 }, 80_467.2)
    expect(fiji.filter((r) => r.band === fiji[0].band).map((r) => [r.west, r.east])).toEqual([
      [-180, expect.any(Number)],
      [expect.any(Number), 180],
    ])
  })

  it('stay few: 50 miles around New York touch at most 20 half-degree cells, 5 miles at most 4', () => {
    expect(circleCells({ name: 'NY', lat: 40.7128, lng: -74.006 }, 80_467.2).length).toBeLessThanOrEqual(20)
    expect(circleCells({ name: 'NY', lat: 40.7128, lng: -74.006 }, 8_046.72).length).toBeLessThanOrEqual(4)
  })

  it('are numbered as stylist_search.cell numbers them, at cell edges, the date line and the poles', async () => {
    const points = [
      [40.7128, -74.006],
      [30.5, -97.5],
      [30.4999999, -97.0000001],
      [-33.8688, 151.2093],
      [0, 0],
      [0, -180],
      [0, 179.9999],
      [89.99, 10],
      [-90, -180],
      [90, 180],
      [61.2181, -149.9003],
      [21.3069, -157.8583],
    ]
    const user = await createUser(sql)
    const stylist = await createStylist(sql, user.id, { active: false }) // unlisted: invisible to other files' searches
    const rows: { cell: number; band: number; lng: number }[] = []
    for (const [lat, lng] of points) {
      await sql`update public.stylists set location = extensions.st_setsrid(extensions.st_makepoint(${lng}::float8, ${lat}::float8), 4326)::extensions.geography
                 where id = ${stylist.id}`
      rows.push(
        (
          await sql<{ cell: number; band: number; lng: number }[]>`
            select cell, band, lng from public.stylist_search where id = ${stylist.id}`
        )[0],
      )
    }
    await sql`delete from public.stylists where id = ${stylist.id}`
    expect(rows.map((r) => r.cell)).toEqual(points.map(([lat, lng]) => cellOf(lat, lng)))
    // The count index's keys (migration 20261126004000), as circleBands numbers bands.
    expect(rows.map((r) => [r.band, r.lng])).toEqual(points.map(([lat, lng]) => [Math.floor(20 * (lat + 90)), lng]))
  })
})
