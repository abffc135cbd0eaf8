import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import type { Sql } from '../../db/client.ts'
import { asAnon } from '../../db/roles.ts'
import { validate } from '../../lib/validate.ts'
import { siteOrigin } from '../seo/seo.routes.ts'
import { buildLayers, encodeTile } from './map-tiles.ts'
import { embeddedMapStyle } from './map-style.ts'
import { labelledCities } from './map.sql.ts'

const tileParams = z
  .object({
    z: z.coerce.number().int().min(0).max(22),
    x: z.coerce.number().int().min(0),
    y: z.coerce.number().int().min(0),
  })
  .refine((t) => t.x < 2 ** t.z, { message: 'x is outside the zoom level', path: ['x'] })
  .refine((t) => t.y < 2 ** t.z, { message: 'y is outside the zoom level', path: ['y'] })

// The layers are cut once per database (the gazetteer does not change while the server runs): the
// first tile takes about a second, the others a few milliseconds.
const layersByDatabase = new WeakMap<Sql, ReturnType<typeof loadLayers>>()
function loadLayers(sql: Sql) {
  return asAnon(sql, (tx) => labelledCities(tx)).then(buildLayers)
}
function layersOf(sql: Sql) {
  let layers = layersByDatabase.get(sql)
  if (!layers) {
    layers = loadLayers(sql)
    layersByDatabase.set(sql, layers)
    layers.catch(() => layersByDatabase.delete(sql))
  }
  return layers
}

/**
 * The embedded map (no outside service): its MapLibre style and the vector tiles it draws. The
 * web uses MAP_STYLE_URL's style instead when that is set (GET /api/config says which).
 */
export const mapRoutes = new Hono<AppEnv>()
  // The site's address (PUBLIC_URL behind a CDN), where /api/map/tiles is reached.
  .get('/map/style.json', (c) => c.json(embeddedMapStyle(siteOrigin(c)), 200))
  .get('/map/tiles/:z/:x/:y', validate('param', tileParams), async (c) => {
    const { z: zoom, x, y } = c.req.valid('param')
    const tile = encodeTile(await layersOf(c.get('deps').readSql), zoom, x, y)
    // An empty tile is a 204: MapLibre draws nothing there and asks no more.
    if (!tile) return c.body(null, 204)
    return c.body(tile as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/x-protobuf' })
  })
