// Supabase Edge Function entry (Deno): the same Hono app as the Node server, on the project's
// database. The function is named `api`, and Supabase hands it requests with the function name as
// the first path segment (https://<ref>.supabase.co/functions/v1/api/stylists/search arrives as
// /api/stylists/search), which is exactly where the app's routes live: no base path is needed.
// Deno resolves bare package names through ./deno.json. Run under Deno by `npm run test:edge`.
import { createBilling } from '../../../api/src/adapters/billing/create-billing.ts'
import { createIdentity } from '../../../api/src/adapters/identity/identity.ts'
import { wasmImages } from '../../../api/src/adapters/images/wasm-images.ts'
import { createSupabaseStorage } from '../../../api/src/adapters/storage/supabase-storage.ts'
import { createSupabasePrivateStorage } from '../../../api/src/adapters/storage/supabase-private-storage.ts'
import { createApp } from '../../../api/src/app.ts'
import { connect } from '../../../api/src/db/client.ts'
import { keepBackgroundAlive } from '../../../api/src/lib/background.ts'
import { createLogger } from '../../../api/src/lib/logger.ts'
import { openReadPool } from '../../../api/src/lib/read-pool.ts'
import { checkEmbeddedParts } from '../../../api/src/env.ts'
import { edgeEnv } from './edge-env.ts'
// The server renderer of the web app (web/dist-ssr, written by `npm run build`; the deploy bundles
// it with this entry): the pages the CDN forwards here are the same HTML the Node server renders.
import * as renderer from '@marketplace/page-renderer'

declare const Deno: {
  env: { toObject(): Record<string, string>; get(name: string): string | undefined }
  serve(handler: (request: Request) => Response | Promise<Response>): unknown
}

const env = edgeEnv(Deno.env.toObject())
const edgeRuntime = (globalThis as { EdgeRuntime?: { waitUntil(task: Promise<unknown>): void } }).EdgeRuntime
if (edgeRuntime) keepBackgroundAlive((task) => edgeRuntime.waitUntil(task))
if (!env.DATABASE_URL) throw new Error('SUPABASE_DB_URL or DATABASE_URL is required')
// Edge workers are short-lived and many: a small pool per worker. Supavisor's transaction mode
// cannot keep a session's prepared statements, so they are off there.
const pooled = new URL(env.DATABASE_URL).port === '6543'
const sql = connect(env.DATABASE_URL, { max: 3, prepare: !pooled })
// A read replica's own connection string as DATABASE_READ_URL: search, profiles and the directory
// read there (docs/deploy.md, "Read replicas"); unset, they read through `sql`.
const readSql = openReadPool(env, {
  max: 3,
  prepare: !(env.DATABASE_READ_URL && new URL(env.DATABASE_READ_URL).port === '6543'),
})
// On Supabase the project's own Auth issues tokens (SUPABASE_URL and SUPABASE_ANON_KEY are set for
// every Edge Function); the embedded issuer is never served here.
// Images go to the project's Storage buckets (Supabase sets SUPABASE_SERVICE_ROLE_KEY for every Edge
// Function). Image intake runs on WebAssembly codecs (sharp is native, which Edge Functions cannot
// load), with the same checks as on Node (docs/decisions/009-image-uploads.md).
if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY)
  throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are required')
// A deployed function never serves the embedded billing (Stripe's test cards) nor the local issuer:
// without Stripe's settings it does not start, and no opt-in applies here (env.ts, checkEmbeddedParts).
checkEmbeddedParts(env, { allowOptIn: false })
const storage = createSupabaseStorage({ url: env.SUPABASE_URL, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY })
const app = createApp(
  {
    sql,
    readSql,
    env,
    logger: createLogger(env.LOG_LEVEL),
    identity: createIdentity(env),
    ...createBilling(env),
    storage,
    // Message photos: the private bucket, read through Storage's signed URLs (ADR 022, "Photos").
    messagePhotos: createSupabasePrivateStorage({
      url: env.SUPABASE_URL,
      serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
    }),
    images: wasmImages(),
    // No in-process stream here: each request may land in another isolate. Supabase Realtime
    // delivers new messages in production (docs/decisions/022-messages.md).
    messageBus: null,
  },
  { pages: renderer },
)

// The sitemaps and robots.txt live at the site's root, which never reaches a function: the CDN
// forwards /robots.txt to .../functions/v1/api/robots.txt (docs/deploy.md), and here it is
// handed to the app at the path it serves it on.
const SITE_ROOT_FILES = /^\/api(\/(?:robots\.txt|sitemap\.xml|sitemaps\/[^/]+\.xml))$/
// Pages likewise: the CDN forwards a page /X (any path without a file) to .../functions/v1/api/page/X
// (docs/deploy.md, section 8), which arrives as /api/page/X and is handed to the app as /X.
const PAGE = /^\/api\/page(\/.*)?$/

Deno.serve((request) => {
  const url = new URL(request.url)
  const rootFile = SITE_ROOT_FILES.exec(url.pathname)
  const page = rootFile ? null : PAGE.exec(url.pathname)
  if (!rootFile && !page) return app.fetch(request)
  url.pathname = rootFile ? rootFile[1] : (page?.[1] ?? '/')
  return app.fetch(new Request(url, request))
})
