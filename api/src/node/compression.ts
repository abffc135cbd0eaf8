import { Hono } from 'hono'
import { compress } from 'hono/compress'

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>

/**
 * The Node server's answers gzip-compressed when the client accepts it (HTML, JSON, SVG, and the
 * few assets without a precompressed twin; see `singlePageApp`). Only the Node entry needs this:
 * on Supabase the edge gateway compresses. Answers already encoded, or under 1 KB, pass unchanged.
 */
export function withCompression(app: { fetch: Fetch }): Hono {
  const outer = new Hono()
  outer.use(compress())
  outer.all('*', (c) => app.fetch(c.req.raw, c.env))
  return outer
}
