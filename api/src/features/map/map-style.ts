import { COUNTY_MIN_ZOOM, TILE_MAX_ZOOM } from './map-tiles.ts'

// The embedded map's look: the site's quiet neutrals, so the search circle and the pins (drawn by
// the page) stand out. No `glyphs` URL: MapLibre GL JS (5.11 and later) then draws label text
// with the browser's own fonts, so the style needs nothing from outside this server.
const WATER = '#dfe9ef'
const LAND = '#f7f5f2'
const COUNTY = '#dcd6cf'
const STATE = '#a69b91'
const LABEL = '#4a3f48'

/**
 * GET /api/map/style.json: a MapLibre style (version 8) over this server's vector tiles. The tile
 * URL is absolute (`origin`: the address the browser reached), as MapLibre's workers need.
 */
export function embeddedMapStyle(origin: string) {
  return {
    version: 8,
    name: 'Embedded United States',
    sources: {
      atlas: {
        type: 'vector',
        tiles: [`${origin}/api/map/tiles/{z}/{x}/{y}`],
        minzoom: 0,
        maxzoom: TILE_MAX_ZOOM,
        attribution: 'US Census Bureau (us-atlas), GeoNames',
      },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': WATER } },
      { id: 'land', type: 'fill', source: 'atlas', 'source-layer': 'land', paint: { 'fill-color': LAND } },
      {
        id: 'county-borders',
        type: 'line',
        source: 'atlas',
        'source-layer': 'counties',
        minzoom: COUNTY_MIN_ZOOM,
        paint: { 'line-color': COUNTY, 'line-width': 0.7 },
      },
      {
        id: 'state-borders',
        type: 'line',
        source: 'atlas',
        'source-layer': 'states',
        paint: { 'line-color': STATE, 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.8, 10, 1.8] },
      },
      {
        id: 'city-dots',
        type: 'circle',
        source: 'atlas',
        'source-layer': 'cities',
        paint: { 'circle-radius': 2.5, 'circle-color': LABEL, 'circle-opacity': 0.6 },
      },
      {
        id: 'city-labels',
        type: 'symbol',
        source: 'atlas',
        'source-layer': 'cities',
        layout: {
          'text-field': ['get', 'name'],
          'text-font': ['sans-serif'],
          'text-size': ['interpolate', ['linear'], ['get', 'population'], 5000, 11, 1000000, 14],
          'text-anchor': 'top',
          'text-offset': [0, 0.4],
          'text-max-width': 8,
          // Larger cities are placed first, so a small town never hides a city.
          'symbol-sort-key': ['-', 0, ['get', 'population']],
        },
        paint: { 'text-color': LABEL, 'text-halo-color': LAND, 'text-halo-width': 1.5 },
      },
    ],
  }
}
