import { GeoJSONVT, type GeoJSONVTTile } from '@maplibre/geojson-vt'
import { fromGeojsonVt } from '@maplibre/vt-pbf'
import { feature, mesh } from 'topojson-client'
import counties from 'us-atlas/counties-10m.json' with { type: 'json' }
import type { CityLabelRow } from './map.sql.ts'

/** Tiles are cut down to this zoom; MapLibre draws deeper zooms from them (the source's maxzoom). */
export const TILE_MAX_ZOOM = 10
/**
 * County borders are drawn from this zoom (the style's `minzoom`) and only ride on tiles from it:
 * below, they were most of a tile's bytes (27 KB at zoom 2) for lines nobody sees.
 */
export const COUNTY_MIN_ZOOM = 6

/**
 * The zoom from which a city's label is offered: the large ones first (MapLibre's collision
 * test still drops a label that would overlap a bigger one, by the style's sort key).
 */
export function labelMinZoom(population: number): number {
  if (population >= 500_000) return 0
  if (population >= 100_000) return 5
  if (population >= 25_000) return 7
  return 9
}

type Layers = Record<'land' | 'states' | 'counties' | 'cities', GeoJSONVT>

// GeoJSON as geojson-vt takes it (its own types, so the edge runtime needs no @types package).
type GeoJson = ConstructorParameters<typeof GeoJSONVT>[0]
type Topology = Parameters<typeof mesh>[0]
type TopologyObject = NonNullable<Parameters<typeof mesh>[1]>

const topology = counties as unknown as Topology
const objects = (counties as unknown as { objects: Record<'nation' | 'states' | 'counties', TopologyObject> }).objects
/** Borders shared by two shapes (a coast or the national border is not drawn twice). */
const shared = (a: unknown, b: unknown) => a !== b

const line = (geometry: ReturnType<typeof mesh>): GeoJson =>
  ({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry }] }) as GeoJson

function index(data: GeoJson, maxZoom = TILE_MAX_ZOOM) {
  return new GeoJSONVT(data, { maxZoom, indexMaxZoom: 4, tolerance: 3, buffer: 64 })
}

/**
 * The embedded map's layers (us-atlas, the Census Bureau's 1:10m boundaries, and our gazetteer's
 * cities): the land, state borders, county borders (only between two counties, so a coast is not
 * drawn twice) and city points with name, state, population and the zoom of their label.
 */
export function buildLayers(cities: CityLabelRow[]): Layers {
  const cityFeatures = cities.map((c) => ({
    type: 'Feature',
    properties: { name: c.name, state: c.state, population: c.population, minzoom: labelMinZoom(c.population) },
    geometry: { type: 'Point', coordinates: [c.lng, c.lat] },
  }))
  return {
    land: index(feature(topology, objects.nation) as unknown as GeoJson),
    states: index(line(mesh(topology, objects.states, shared))),
    counties: index(line(mesh(topology, objects.counties, shared))),
    cities: index({ type: 'FeatureCollection', features: cityFeatures } as GeoJson),
  }
}

/** One vector tile (Mapbox Vector Tile 2) of every layer that has features there; null when none has. */
export function encodeTile(layers: Layers, z: number, x: number, y: number): Uint8Array | null {
  const found: Record<string, GeoJSONVTTile> = {}
  for (const [name, layer] of Object.entries(layers)) {
    if (name === 'counties' && z < COUNTY_MIN_ZOOM) continue
    const tile = layer.getTile(z, x, y)
    if (!tile) continue
    // A city's label waits for its zoom (deeper zooms reuse the deepest tile, which holds them all).
    const features = name === 'cities' ? tile.features.filter((f) => Number(f.tags?.minzoom ?? 0) <= z) : tile.features
    if (features.length) found[name] = { ...tile, features: features as GeoJSONVTTile['features'] }
  }
  return Object.keys(found).length ? fromGeojsonVt(found, { version: 2, extent: 4096 }) : null
}
