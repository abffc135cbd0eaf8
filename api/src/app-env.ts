import type Stripe from 'stripe'
import type { BillingProvider } from './adapters/billing/billing.ts'
import type { Identity } from './adapters/identity/identity.ts'
import type { ImageProcessor } from './adapters/images/images.ts'
import type { Mailbox } from './adapters/mail/mail.ts'
import type { PayoutsProvider } from './adapters/payouts/payouts.ts'
import type { PrivateStorage } from './adapters/storage/private-storage.ts'
import type { Storage } from './adapters/storage/storage.ts'
import type { Sql } from './db/client.ts'
import type { Env } from './env.ts'
import type { MessageBus } from './features/messages/message-bus.ts'
import type { InsightsRecorder } from './features/insights/insights-recorder.ts'
import type { SearchEventRecorder } from './features/search/search-events.ts'
import type { Logger } from './lib/logger.ts'
import type { RateLimiter } from './lib/rate-limit.ts'
import type { Principal } from './lib/auth.ts'

/** Everything createApp needs from outside; adapters are chosen by the caller's settings. */
export interface Deps {
  sql: Sql
  /**
   * Anonymous public reads (search, featured, profiles, directory, sitemaps): a read replica's
   * pool (lib/read-pool.ts); createApp uses `sql` when it is not given. Never for writes, nor for
   * reading back what a user just wrote.
   */
  readSql?: Sql
  env: Env
  logger: Logger
  identity: Identity
  /** Embedded (database + clock) or Stripe; see adapters/billing. */
  billing: BillingProvider
  /** Uploaded images: files under the data dir (embedded) or Supabase Storage buckets. */
  storage: Storage
  /**
   * Message photos (ADR 022, "Photos"): a private Supabase Storage bucket, or files under
   * DATA_DIR/storage-private read through signed API links. Absent, photos answer 503.
   */
  messagePhotos?: PrivateStorage
  /**
   * Image intake (adapters/images/wasm-images.ts in Node and in the Edge Function). Absent only in
   * tests that check the 503 a runtime without intake would answer.
   */
  images?: ImageProcessor
  /**
   * Stripe Connect for stylists' payouts (adapters/payouts): createApp picks Stripe when `stripe`
   * is given, else the embedded twin, unless one is passed.
   */
  payouts?: PayoutsProvider
  /** Stripe mode: the SDK client and the webhook signing secret (POST /api/stripe/webhook). */
  stripe?: { client: Stripe; webhookSecret: string | null }
  /** Abuse-limit counters; createApp makes one when not given. */
  limiter?: RateLimiter
  /**
   * The embedded SMTP server's messages (adapters/mail/mailbox.ts), when it runs (embedded mode, Node
   * only): createApp then serves /api/dev/mailbox and the /dev/mailbox page; absent, or with
   * production settings (env.ts, `mailMode`), those are 404.
   */
  mailbox?: Mailbox
  /**
   * What time it is for booking rules (slots, notice, cancellation window, completion); the
   * system clock when not given. Tests pin it so a slot stays in the future for ever.
   */
  clock?: { now(): Date }
  /** Counts search appearances, profile views and link clicks for Insights; createApp makes one when not given. */
  insights?: InsightsRecorder
  /** Records searches for the admin's analytics, in batches; createApp makes one when not given. */
  searchEvents?: SearchEventRecorder
  /**
   * Live message delivery to open pages (features/messages/message-bus.ts, ADR 022): createApp makes
   * one when not given; null where the runtime cannot hold streams (the Edge Function, where
   * Supabase Realtime delivers instead).
   */
  messageBus?: MessageBus | null
}

export interface AppEnv {
  Variables: {
    requestId: string
    deps: Deps & {
      limiter: RateLimiter
      payouts: PayoutsProvider
      readSql: Sql
      clock: { now(): Date }
      insights: InsightsRecorder
      searchEvents: SearchEventRecorder
      messageBus: MessageBus | null
    }
    /** The signed-in user, set by requireUser. */
    user: Principal
  }
}
