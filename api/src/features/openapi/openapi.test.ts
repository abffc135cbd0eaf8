import type { RouterRoute } from 'hono/types'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { testApp } from '../../../test/app.ts'
import { testDatabase } from '../../../test/database.ts'
import { validate } from '../../lib/validate.ts'
import { apiRoutes, openApiDocument, openApiPath, type ApiRoute, type OpenApiDocument } from './openapi-document.ts'
import { ROUTE_DOCS } from './route-docs.ts'

const sql = testDatabase()

/** What the document lacks: routes without an entry in ROUTE_DOCS, or not listed under their method. */
function missing(routes: ApiRoute[], doc: OpenApiDocument): string[] {
  return routes
    .filter(
      (r) =>
        !(r.key in ROUTE_DOCS) ||
        (!ROUTE_DOCS[r.key].fallbackOf && !doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()]),
    )
    .map((r) => r.key)
}

const inputSchema = (schema: z.ZodType) => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  return rest
}

describe('GET /api/openapi.json', () => {
  it('serves an OpenAPI 3.1 document with a bearer scheme, to anyone', async () => {
    const res = await testApp(sql).request('/api/openapi.json')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=86400')
    const doc = (await res.json()) as OpenApiDocument
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) })
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    expect(Object.keys(doc.paths).length).toBeGreaterThanOrEqual(40)
    for (const [path, operations] of Object.entries(doc.paths)) {
      expect(path).not.toMatch(/:/)
      for (const op of Object.values(operations)) expect(Object.keys(op.responses).length, path).toBeGreaterThan(0)
    }
  })

  it('lists every /api route of the app under its method, and describes no route that is gone', () => {
    const app = testApp(sql)
    const routes = apiRoutes(app.routes)
    const doc = openApiDocument(app.routes)
    expect(missing(routes, doc), 'routes missing from ROUTE_DOCS or the document').toEqual([])
    const keys = new Set(routes.map((r) => r.key))
    expect(
      Object.keys(ROUTE_DOCS).filter((k) => !keys.has(k)),
      'ROUTE_DOCS entries with no route',
    ).toEqual([])
    for (const [key, entry] of Object.entries(ROUTE_DOCS))
      if (entry.fallbackOf) expect(keys.has(entry.fallbackOf), key).toBe(true)
    expect(routes.length).toBeGreaterThanOrEqual(50)
  })

  it('finds a route that the document does not describe (the check above can fail)', () => {
    const app = testApp(sql)
    const stray: RouterRoute = {
      basePath: '/',
      path: '/api/not-described/:id',
      method: 'GET',
      handler: () => new Response(),
    }
    const routes = [...app.routes, stray]
    expect(missing(apiRoutes(routes), openApiDocument(routes))).toEqual(['GET /api/not-described/:id'])
  })

  it('gives every zod-validated body, query and path parameter its schema', () => {
    const app = testApp(sql)
    const doc = openApiDocument(app.routes)
    const validated = apiRoutes(app.routes).filter((r) => Object.keys(r.schemas).length > 0)
    expect(validated.length).toBeGreaterThanOrEqual(25)
    for (const route of validated) {
      const op = doc.paths[openApiPath(route.path)][route.method.toLowerCase()]
      if (route.schemas.json)
        expect(op.requestBody?.content['application/json'].schema, route.key).toEqual(inputSchema(route.schemas.json))
      const query = route.schemas.query ? inputSchema(route.schemas.query) : null
      for (const name of Object.keys((query?.properties ?? {}) as object))
        expect(
          op.parameters.find((p) => p.in === 'query' && p.name === name),
          `${route.key} ?${name}`,
        ).toBeDefined()
      const param = route.schemas.param ? (inputSchema(route.schemas.param).properties as Record<string, unknown>) : {}
      for (const [name, schema] of Object.entries(param))
        expect(op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema, `${route.key} :${name}`).toEqual(
          schema,
        )
      expect(op.responses[400], route.key).toBeDefined()
    }
    // Spot checks on the contract itself.
    const search = doc.paths['/api/stylists/search'].get
    expect(search.parameters.find((p) => p.name === 'location')?.in).toBe('query')
    expect(search.responses[200].content?.['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { stylists: { type: 'array' } },
    })
    expect(doc.paths['/api/stylists/{id}'].get.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ])
    expect(doc.paths['/api/firebase/upload/profile'].post.requestBody?.content).toHaveProperty('multipart/form-data')
  })

  it('says who may call each route: public ones need no token, the rest the bearer token', () => {
    const doc = openApiDocument(testApp(sql).routes)
    const op = (path: string, method: string) => doc.paths[path][method]
    expect(op('/api/stylists/search', 'get')).toMatchObject({ 'x-audience': 'public', security: [] })
    expect(op('/api/openapi.json', 'get')).toMatchObject({ 'x-audience': 'public', security: [] })
    expect(op('/api/subscription', 'get')).toMatchObject({ 'x-audience': 'signed-in', security: [{ bearer: [] }] })
    expect(op('/api/firebase/services', 'post')).toMatchObject({ 'x-audience': 'stylist', security: [{ bearer: [] }] })
    expect(op('/api/admin/users/{id}', 'delete')).toMatchObject({ 'x-audience': 'admin', security: [{ bearer: [] }] })
    expect(op('/api/admin/users/{id}', 'delete').responses).toHaveProperty('403')
    expect(op('/api/stripe/webhook', 'post').parameters).toEqual([
      expect.objectContaining({ name: 'Stripe-Signature', in: 'header' }),
    ])
    // Every admin route is marked admin (they all sit behind requireAdmin).
    for (const [path, ops] of Object.entries(doc.paths))
      if (path.startsWith('/api/admin/'))
        for (const o of Object.values(ops)) expect(o['x-audience'], path).toBe('admin')
  })

  it('takes a body schema from validate() itself', () => {
    const schema = z.object({ name: z.string().min(2), count: z.coerce.number().int().default(1) })
    const route: RouterRoute = {
      basePath: '/',
      path: '/api/firebase/services',
      method: 'POST',
      handler: validate('json', schema),
    }
    const op = openApiDocument([route]).paths['/api/firebase/services'].post
    expect(op.requestBody?.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { name: { type: 'string', minLength: 2 } },
      required: ['name'],
    })
  })
})
