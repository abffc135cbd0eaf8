import type { RouterRoute } from 'hono/types'
import { z, type ZodType } from 'zod'
import { apiErrorSchema } from '@marketplace/domain/contract/errors.ts'
import type { Validates } from '../../lib/validate.ts'
import { ROUTE_DOCS, type Audience, type RouteDoc } from './route-docs.ts'

/** An /api route as the router holds it, with the zod schemas its validate() middleware checks. */
export interface ApiRoute {
  key: string
  method: string
  path: string
  schemas: Partial<Record<Validates['target'], ZodType>>
}

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] }
export interface Operation {
  summary: string
  'x-audience': Audience
  security: Record<string, string[]>[]
  parameters: { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema }[]
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>
}
export interface OpenApiDocument {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  paths: Record<string, Record<string, Operation>>
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema> }
}

/** Hono's `:name` or `:name{regex}` path parameters. */
const PARAM = /:(\w+)(?:\{([^}]*)\})?/g

/** Every /api route of the router (not the catch-all, not middleware), with its validators' schemas. */
export function apiRoutes(routes: readonly RouterRoute[]): ApiRoute[] {
  const found = new Map<string, ApiRoute>()
  for (const { method, path, handler } of routes) {
    if (method === 'ALL' || !path.startsWith('/api/')) continue
    const key = `${method} ${path}`
    const route = found.get(key) ?? { key, method, path, schemas: {} }
    const validates = (handler as { validates?: Validates }).validates
    if (validates) route.schemas[validates.target] = validates.schema
    found.set(key, route)
  }
  return [...found.values()]
}

// OpenAPI 3.1 takes JSON Schema 2020-12, zod 4's default target. Inputs are described as the
// client sends them (before coercion and defaults), responses as the server produces them.
function jsonSchema(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
  return rest
}

function parameters(route: ApiRoute, doc: RouteDoc): Operation['parameters'] {
  const path = route.schemas.param ? (jsonSchema(route.schemas.param, 'input').properties ?? {}) : {}
  const fromPath = [...route.path.matchAll(PARAM)].map(([, name, pattern]) => ({
    name,
    in: 'path' as const,
    required: true,
    schema: path[name] ?? { type: 'string', ...(pattern ? { pattern: `^${pattern}$` } : {}) },
  }))
  const query = route.schemas.query ? jsonSchema(route.schemas.query, 'input') : null
  const fromQuery = Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query' as const,
    required: query?.required?.includes(name) ?? false,
    schema,
  }))
  const signature =
    doc.audience === 'stripe'
      ? [{ name: 'Stripe-Signature', in: 'header' as const, required: true, schema: { type: 'string' } }]
      : []
  return [...fromPath, ...fromQuery, ...signature]
}

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})

function operation(route: ApiRoute, doc: RouteDoc): Operation {
  const body = route.schemas.json
  const responses: Operation['responses'] = {
    [doc.response.status]: {
      description: doc.response.description ?? 'Success',
      ...(doc.response.schema
        ? { content: { 'application/json': { schema: jsonSchema(doc.response.schema, 'output') } } }
        : {}),
    },
  }
  if (body || route.schemas.query || route.schemas.param)
    responses[400] = error('Bad input: the message names the fields')
  if (doc.audience !== 'public' && doc.audience !== 'stripe') responses[401] = error('No valid access token')
  if (doc.audience === 'admin' || doc.audience === 'stylist')
    responses[403] = error("Not the caller's to see or change")
  return {
    summary: doc.summary,
    'x-audience': doc.audience,
    security: doc.audience === 'public' || doc.audience === 'stripe' ? [] : [{ bearer: [] }],
    parameters: parameters(route, doc),
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(body, 'input') } } } }
      : {}),
    ...(doc.upload
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema:
                  doc.upload === 'message-photos'
                    ? {
                        type: 'object',
                        properties: {
                          body: { type: 'string', maxLength: 2000 },
                          photos: {
                            type: 'array',
                            items: { type: 'string', contentEncoding: 'binary' },
                            minItems: 1,
                            maxItems: 4,
                          },
                        },
                        required: ['body', 'photos'],
                      }
                    : {
                        type: 'object',
                        properties: { image: { type: 'string', contentEncoding: 'binary' } },
                        required: ['image'],
                      },
              },
            },
          },
        }
      : {}),
    responses,
  }
}

/** The OpenAPI path of a Hono path: `:id{[0-9]+}` becomes `{id}`. */
export const openApiPath = (path: string) => path.replace(PARAM, (_all, name: string) => `{${name}}`)

/**
 * The API's OpenAPI 3.1 document: paths, methods and request schemas from the router's own
 * validators; summaries, audiences and response schemas from ROUTE_DOCS. A route without an entry
 * there is still listed, as for signed-in callers (openapi.test.ts fails on it).
 */
export function openApiDocument(routes: readonly RouterRoute[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {}
  for (const route of apiRoutes(routes)) {
    const doc = ROUTE_DOCS[route.key] ?? { summary: route.key, audience: 'signed-in', response: { status: 200 } }
    if (doc.fallbackOf) continue
    const path = openApiPath(route.path)
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, doc) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Chairside marketplace API',
      version: '1.0.0',
      description:
        'Identity is `Authorization: Bearer <access token>` (Supabase Auth). `x-audience` says who may call: ' +
        'public, signed-in, stylist (a profile or subscription of their own), admin, or stripe (signed webhook). ' +
        'Bad input is a 400 `{ message, issues }` naming the fields.',
    },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: jsonSchema(apiErrorSchema, 'output') },
    },
  }
}
