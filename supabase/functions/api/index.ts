// Supabase Edge Function entry (Deno): the same Hono app as the Node server, on the project's
// database. Supabase routes /functions/v1/api/* here; the app's routes live under /api.
// Deno resolves bare package names through ./deno.json. Verified under Deno by the production-path
// issue's tests; the Node server (api/src/server.ts) is what runs locally.
import { createBilling } from '../../../api/src/adapters/billing/create-billing.ts'
import { createIdentity } from '../../../api/src/adapters/identity/identity.ts'
import { createSupabaseStorage } from '../../../api/src/adapters/storage/supabase-storage.ts'
import { createApp } from '../../../api/src/app.ts'
import { connect } from '../../../api/src/db/client.ts'
import { loadEnv } from '../../../api/src/env.ts'
import { createLogger } from '../../../api/src/lib/logger.ts'

declare const Deno: {
  env: { toObject(): Record<string, string>; get(name: string): string | undefined }
  serve(handler: (request: Request) => Response | Promise<Response>): unknown
}

const env = loadEnv({ ...Deno.env.toObject(), DATABASE_URL: Deno.env.get('SUPABASE_DB_URL') ?? Deno.env.get('DATABASE_URL') })
// Edge workers are short-lived: a small pool per worker.
const sql = connect(env.DATABASE_URL ?? '', { max: 3 })
// On Supabase the project's own Auth issues tokens (SUPABASE_URL and SUPABASE_ANON_KEY are set for
// every Edge Function); the embedded issuer is never served here.
// Images go to the project's Storage buckets (Supabase sets SUPABASE_SERVICE_ROLE_KEY for every Edge
// Function). There is no image intake here: sharp is a native module, which Edge Functions cannot
// load, so uploads answer 503 from this entry and are served by the Node server.
if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY) throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are required')
const storage = createSupabaseStorage({ url: env.SUPABASE_URL, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY })
const app = createApp({ sql, env, logger: createLogger(env.LOG_LEVEL), identity: createIdentity(env), ...createBilling(env), storage })

Deno.serve(app.fetch)
