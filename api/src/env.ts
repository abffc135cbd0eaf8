import { z } from 'zod'

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

/**
 * Every setting the server reads, parsed once at start-up (nothing else reads the environment).
 * No setting is required: without any, the marketplace runs embedded (see .env.example).
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  WEB_DIST_DIR: optional.describe('the built SPA to serve (default web/dist); `npm start` builds into it'),
  PUBLIC_URL: optional.pipe(z.url().optional()),
  CORS_ORIGINS: optional
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url().transform((u) => new URL(u).origin)))
    .describe('other sites allowed to call the API from a browser (PUBLIC_URL is always allowed)'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  DATABASE_URL: optional,
  DATABASE_READ_URL: optional.describe(
    'a read replica of DATABASE_URL for anonymous reads (search, profiles, directory, sitemaps); unset: DATABASE_URL',
  ),
  DB_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(500)
    .default(10)
    .describe('connections to DATABASE_URL (embedded PGlite always has one); also how many requests work at once'),
  DB_QUEUE_WAIT_MS: z.coerce
    .number()
    .int()
    .min(1)
    .max(600_000)
    .default(10_000)
    .describe('how long a request waits for a free connection before a 503 with Retry-After'),
  DB_REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1)
    .max(600_000)
    .default(30_000)
    .describe('a request still running after this answers 503 with Retry-After (its work is not cut short)'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true')
    .describe('embedded mode: load the demo data and accounts on the first start'),
  ADMIN_EMAILS: optional.transform((v) =>
    (v ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  ),
  SUPABASE_URL: optional.pipe(z.url().optional()),
  SUPABASE_ANON_KEY: optional,
  SUPABASE_JWT_SECRET: optional,
  SUPABASE_SERVICE_ROLE_KEY: optional.describe('with SUPABASE_URL: images go to Supabase Storage buckets'),
  AUTH_JWT_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  AUTH_ACCESS_TOKEN_SECONDS: z.coerce.number().int().min(30).max(86400).default(900),
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_CONNECT_WEBHOOK_SECRET: optional.describe(
    'signing secret of the Connect webhook endpoint (events on connected accounts: account.updated), POST /api/stripe/connect-webhook',
  ),
  STRIPE_PRICE_MONTHLY: optional,
  STRIPE_PRICE_ANNUAL: optional,
  STRIPE_API_URL: optional.pipe(z.url().optional()),
  GOOGLE_MAPS_API_KEY: optional,
  MAP_STYLE_URL: optional
    .pipe(z.url().optional())
    .describe('a MapLibre style for the results map; unset: the embedded style this server makes (no network)'),
  SMTP_URL: optional
    .pipe(z.url().optional())
    .describe(
      'the mail relay, e.g. smtps://user:pass@smtp.example.com:465; unset: embedded SMTP server + /dev/mailbox in embedded mode, else messages stay queued (mailMode)',
    ),
  MAIL_FROM: optional.describe('the From of every email, e.g. "Chairside <bookings@example.com>"'),
  MAIL_LINK_SECRET: optional
    .pipe(z.string().min(32, 'must be at least 32 characters').optional())
    .describe('signs unsubscribe links; unset: derived from AUTH_JWT_SECRET, SUPABASE_JWT_SECRET or the service key'),
  TRUSTED_PROXY_HOPS: z.coerce
    .number()
    .int()
    .min(0)
    .max(10)
    .default(0)
    .describe(
      'proxies in front of the API that append to X-Forwarded-For; 0: the connecting address (lib/client-ip.ts, docs/deploy.md)',
    ),
  RATE_LIMIT_FACTOR: z.coerce
    .number()
    .min(0.01)
    .max(10_000)
    .default(1)
    .describe('multiplies every abuse limit (sign-up, sign-in, coupons, cards, uploads) per IP and per account'),
  INSIGHTS_RECORDING: z
    .enum(['on', 'off'])
    .default('on')
    .describe(
      'off: search appearances, profile views and link clicks are not counted for Insights (bench:search with and without)',
    ),
  EMBEDDED_PARTS_WITH_PRODUCTION_SETTINGS: optional
    .pipe(z.enum(['allow']).optional())
    .describe(
      'allow: with production settings, still serve the local issuer and embedded billing (test cards); for benchmarks and fault tests on a local PostgreSQL, never a real deployment',
    ),
  INSIGHTS_FLUSH_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(1000)
    .describe('how long Insights and search analytics gather what requests saw before writing it in one statement'),
})

export type Env = z.infer<typeof envSchema>

/**
 * Production settings: a real database or NODE_ENV=production. The one test of whether the
 * development conveniences (the embedded SMTP server and its /dev/mailbox, which shows every
 * message to anyone) may run: they only exist with neither.
 */
export const hasProductionSettings = (env: Pick<Env, 'DATABASE_URL' | 'NODE_ENV'>) =>
  Boolean(env.DATABASE_URL) || env.NODE_ENV === 'production'

/**
 * How the Node server handles email (adapters/mail/create-mail.ts):
 * - relay: SMTP_URL is set;
 * - embedded: no SMTP_URL and no production settings: the in-process SMTP server and /dev/mailbox;
 * - queued: production settings without SMTP_URL: messages stay in the outbox for a worker that has
 *   a relay (api/src/node/mail-worker-main.ts), never in a mailbox a stranger could read.
 */
export function mailMode(env: Pick<Env, 'SMTP_URL' | 'DATABASE_URL' | 'NODE_ENV'>): 'relay' | 'embedded' | 'queued' {
  if (env.SMTP_URL) return 'relay'
  return hasProductionSettings(env) ? 'queued' : 'embedded'
}

/**
 * The development parts production settings would otherwise serve, each with the settings that
 * replace it: the local identity issuer at /auth/v1 (anyone signs up, reset links go through our
 * own mail) without SUPABASE_URL, and the embedded billing (Stripe's test cards list a stylist who
 * never paid) without STRIPE_SECRET_KEY. Empty in embedded mode, where they belong.
 */
export function embeddedPartsInProduction(
  env: Pick<Env, 'DATABASE_URL' | 'NODE_ENV' | 'SUPABASE_URL' | 'STRIPE_SECRET_KEY'>,
): string[] {
  if (!hasProductionSettings(env)) return []
  return [
    ...(env.SUPABASE_URL ? [] : ['the local identity issuer at /auth/v1: set SUPABASE_URL and SUPABASE_ANON_KEY']),
    ...(env.STRIPE_SECRET_KEY
      ? []
      : [
          "embedded billing with Stripe's test cards: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY and STRIPE_PRICE_ANNUAL",
        ]),
  ]
}

/**
 * Refuses production settings that would serve a development part (embeddedPartsInProduction)
 * unless `allowOptIn` and EMBEDDED_PARTS_WITH_PRODUCTION_SETTINGS=allow; then returns the warning
 * to print at start (null when nothing is embedded). The edge entry passes allowOptIn false: a
 * deployed function never serves them.
 */
export function checkEmbeddedParts(env: Env, { allowOptIn }: { allowOptIn: boolean }): string | null {
  const parts = embeddedPartsInProduction(env)
  if (parts.length === 0) return null
  const list = parts.map((p) => `  - ${p}`).join('\n')
  if (allowOptIn && env.EMBEDDED_PARTS_WITH_PRODUCTION_SETTINGS === 'allow')
    return `WARNING: EMBEDDED_PARTS_WITH_PRODUCTION_SETTINGS=allow: production settings (DATABASE_URL or NODE_ENV=production) serving development parts, for benchmarks and tests only:\n${list}`
  throw new Error(
    `Production settings (DATABASE_URL or NODE_ENV=production) would serve development parts:\n${list}\n` +
      'Set those settings (docs/deploy.md), or unset DATABASE_URL and NODE_ENV for embedded mode' +
      (allowOptIn
        ? '; for a benchmark or test on a local database only, EMBEDDED_PARTS_WITH_PRODUCTION_SETTINGS=allow.'
        : '.'),
  )
}

/** Settings that only make sense together. */
const pairedSettings = envSchema.superRefine((env, ctx) => {
  if (env.SUPABASE_URL && !env.SUPABASE_ANON_KEY)
    ctx.addIssue({ code: 'custom', path: ['SUPABASE_ANON_KEY'], message: 'is required with SUPABASE_URL' })
  if (env.SUPABASE_SERVICE_ROLE_KEY && !env.SUPABASE_URL)
    ctx.addIssue({ code: 'custom', path: ['SUPABASE_URL'], message: 'is required with SUPABASE_SERVICE_ROLE_KEY' })
  if (env.DATABASE_READ_URL && !env.DATABASE_URL)
    ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'is required with DATABASE_READ_URL' })
  if (env.SMTP_URL && !env.MAIL_FROM)
    ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required with SMTP_URL' })
  for (const price of ['STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_ANNUAL'] as const) {
    if (env.STRIPE_SECRET_KEY && !env[price])
      ctx.addIssue({ code: 'custom', path: [price], message: 'is required with STRIPE_SECRET_KEY' })
  }
})

export function loadEnv(source: Record<string, string | undefined>): Env {
  const parsed = pairedSettings.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid settings:\n${lines.join('\n')}`)
  }
  return parsed.data
}
