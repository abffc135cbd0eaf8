import { VectorTile } from '@mapbox/vector-tile'
import { PbfReader } from 'pbf'
import { describe, expect, it } from 'vitest'
import { testApp } from '../../../test/app.ts'
import { testDatabase } from '../../../test/database.ts'
import { COUNTY_MIN_ZOOM, labelMinZoom } from './map-tiles.ts'

const sql = testDatabase()
const app = testApp(sql)

async function tile(z: number, x: number, y: number) {
  const res = await app.request(`/api/map/tiles/${z}/${x}/${y}`)
  return {
    res,
    tile: res.status === 200 ? new VectorTile(new PbfReader(new Uint8Array(await res.arrayBuffer()))) : null,
  }
}

function cityNames(t: VectorTile) {
  const layer = t.layers.cities
  return Array.from({ length: layer?.length ?? 0 }, (_, i) => layer.feature(i).properties)
}

describe('GET /api/map/style.json', () => {
  it('is a MapLibre style over this server’s tiles, with no outside URL', async () => {
    const res = await app.request('http://127.0.0.1:3000/api/map/style.json')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/^public/)
    const style = (await res.json()) as {
      version: number
      sources: Record<string, { tiles: string[] }>
      layers: { id: string }[]
    }
    expect(style.version).toBe(8)
    expect(style.sources.atlas.tiles).toEqual(['http://127.0.0.1:3000/api/map/tiles/{z}/{x}/{y}'])
    expect(style.layers.map((l) => l.id)).toEqual([
      'water',
      'land',
      'county-borders',
      'state-borders',
      'city-dots',
      'city-labels',
    ])
    // No glyphs or sprite URL: labels are drawn with the browser's fonts, nothing is fetched elsewhere.
    expect(style).not.toHaveProperty('glyphs')
    expect(style).not.toHaveProperty('sprite')
  })
})

describe('GET /api/map/tiles/:z/:x/:y', () => {
  it('draws land, state borders and the large cities over Colorado at zoom 4, no county yet', async () => {
    const { res, tile: t } = await tile(4, 3, 6)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/x-protobuf')
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=86400/)
    expect(Object.keys(t!.layers).sort()).toEqual(['cities', 'land', 'states'])
    const cities = cityNames(t!)
    expect(cities.map((c) => `${c.name}, ${c.state}`)).toContain('Denver, CO')
    // Only the cities labelled from zoom 4 or less: no small town yet.
    expect(cities.every((c) => Number(c.minzoom) <= 4 && Number(c.population) >= 500_000)).toBe(true)
  })

  it('labels smaller towns as the zoom deepens', async () => {
    // Boulder, Colorado (about 100,000 people) is not on the zoom 4 tile, but is at zoom 9.
    const boulder = await tile(9, 106, 193)
    // County borders ride on the tiles from the zoom the style draws them.
    expect(Object.keys(boulder.tile!.layers)).toContain('counties')
    const zoom6 = await tile(COUNTY_MIN_ZOOM, 13, 24)
    expect(Object.keys(zoom6.tile!.layers)).toContain('counties')
    expect(cityNames(boulder.tile!).map((c) => c.name)).toContain('Boulder')
    expect([labelMinZoom(2_000_000), labelMinZoom(100_000), labelMinZoom(30_000), labelMinZoom(6_000)]).toEqual([
      0, 5, 7, 9,
    ])
  })

  it('is empty (204) over the open ocean', async () => {
    const { res } = await tile(6, 7, 26)
    expect(res.status).toBe(204)
  })

  it('refuses a tile outside its zoom level or a malformed address, naming the field', async () => {
    const outside = await app.request('/api/map/tiles/4/16/0')
    expect(outside.status).toBe(400)
    expect(JSON.stringify(await outside.json())).toContain('x')
    const bad = await app.request('/api/map/tiles/four/1/1')
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain('z')
  })
})
