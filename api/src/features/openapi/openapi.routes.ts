import { Hono } from 'hono'
import type { RouterRoute } from 'hono/types'
import type { AppEnv } from '../../app-env.ts'
import { openApiDocument, type OpenApiDocument } from './openapi-document.ts'

/**
 * GET /api/openapi.json: the API described for the people who integrate, built from the app's
 * own routes on the first request (they are all registered by then and never change).
 */
export function openapiRoutes(app: { routes: readonly RouterRoute[] }) {
  let document: OpenApiDocument | undefined
  return new Hono<AppEnv>().get('/openapi.json', (c) => c.json((document ??= openApiDocument(app.routes)) as object))
}
