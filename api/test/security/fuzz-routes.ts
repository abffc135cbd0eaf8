import fc from 'fast-check'
import type { Hono } from 'hono'
import type { ZodType } from 'zod'
import type { Validates } from '../../src/lib/validate.ts'
import { bodyArbitrary, HOSTILE_STRINGS, paramsArbitrary } from './fuzz-inputs.ts'

/** A route of the app with the schemas its validators check (from app.routes). */
export interface FuzzRoute {
  method: string
  path: string
  schemas: Partial<Record<Validates['target'], ZodType>>
}

/** Every method + path the app answers, with the zod schemas of its validate() middleware. */
export function appRoutes(app: Hono<never>): FuzzRoute[] {
  const routes = new Map<string, FuzzRoute>()
  for (const { method, path, handler } of app.routes) {
    if (method === 'ALL') continue
    const key = `${method} ${path}`
    const route = routes.get(key) ?? { method, path, schemas: {} }
    const validates = (handler as { validates?: Validates }).validates
    if (validates) route.schemas[validates.target] = validates.schema
    routes.set(key, route)
  }
  return [...routes.values()]
}

export interface FuzzRequest {
  caller: string
  method: string
  url: string
  contentType?: string
  body?: string
}

const PARAM = /:(\w+)(\{[^}]*\})?/g
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
/** Path segments sent as they are: broken percent-escapes, invalid UTF-8, dot segments. */
const RAW_SEGMENTS = ['%', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%00', '..', '.', '%2e%2e', ';', '%0A']

/** A path segment: percent-encoded, except lone surrogates, which go as the bytes of invalid UTF-8. */
const segment = (value: string) => value.split(LONE_SURROGATE).map(encodeURIComponent).join('%ED%A0%80')

/** How a body travels: JSON of the arbitrary value, broken JSON, another content type, or none. */
function bodies(schema: ZodType | undefined): fc.Arbitrary<{ contentType?: string; body?: string }> {
  const json = bodyArbitrary(schema).map((value) => ({
    contentType: 'application/json',
    body: JSON.stringify(value) ?? 'null',
  }))
  const broken = fc.constantFrom(
    '{',
    '{"a":',
    'nul',
    '[1,]',
    '\u0000',
    '',
    '{"a":1}{"b":2}',
    `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  )
  return fc.oneof(
    { arbitrary: json, weight: 8 },
    { arbitrary: broken.map((body) => ({ contentType: 'application/json', body })), weight: 1 },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
          ),
          fc.constantFrom(...HOSTILE_STRINGS),
        )
        .map(([contentType, body]) => ({ contentType, body })),
      weight: 1,
    },
    { arbitrary: fc.constant({}), weight: 1 },
  )
}

/**
 * Requests to one route: path parameters, query and body from its schemas (mixed with hostile
 * values and, for path parameters, ids that exist), sent as one of the given callers.
 */
export function requestsFor(route: FuzzRoute, callers: string[], knownIds: string[]): fc.Arbitrary<FuzzRequest> {
  const names = [...route.path.matchAll(PARAM)].map((m) => m[1])
  const params = paramsArbitrary(route.schemas.param, names).map((entries) => new Map(entries))
  const realIds = fc.constantFrom(...knownIds)
  const hasBody = !['GET', 'HEAD'].includes(route.method)
  return fc
    .record({
      caller: fc.constantFrom(...callers),
      params,
      // Per path parameter: a generated value, an id that exists or a raw segment.
      pick: fc.array(fc.constantFrom('generated', 'generated', 'real', 'raw'), {
        minLength: names.length,
        maxLength: names.length,
      }),
      raw: fc.constantFrom(...RAW_SEGMENTS),
      brokenQuery: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
      realId: realIds,
      query: paramsArbitrary(route.schemas.query),
      body: hasBody ? bodies(route.schemas.json) : fc.constant({}),
    })
    .map(({ caller, params, pick, raw, brokenQuery, realId, query, body }) => {
      let index = 0
      const path = route.path.replace(PARAM, (_all, name: string) => {
        const how = pick[index++]
        return how === 'raw' ? raw : segment(how === 'real' ? realId : (params.get(name) ?? ''))
      })
      // Now and then a query with a broken escape, as a key and as a value.
      const search = [new URLSearchParams(query).toString(), ...(brokenQuery ? [`q=${raw}&${raw}=1`] : [])]
        .filter(Boolean)
        .join('&')
      return { caller, method: route.method, url: `http://localhost${path}${search ? `?${search}` : ''}`, ...body }
    })
}
