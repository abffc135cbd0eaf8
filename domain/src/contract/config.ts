import { z } from 'zod'

/**
 * GET /api/config: the public runtime settings the SPA needs. Identity always goes through
 * supabase-js: `supabaseUrl`/`supabaseAnonKey` name the Supabase project, or, in embedded mode
 * (`identity: 'embedded'`), this very server, which serves the Supabase Auth endpoints itself.
 * Other keys are null when not configured.
 */
export const publicConfigSchema = z.object({
  identity: z.enum(['embedded', 'supabase']),
  supabaseUrl: z.string(),
  supabaseAnonKey: z.string(),
  stripePublishableKey: z.string().nullable(),
  googleMapsApiKey: z.string().nullable(),
  /** The results map's MapLibre style: MAP_STYLE_URL, or this server's embedded style. */
  mapStyleUrl: z.string(),
  /**
   * How a new message reaches an open page (ADR 022): `stream`, this server's own
   * GET /api/messages/stream (the Node server); `realtime`, Supabase Realtime's private broadcast
   * channel `user:<id>` (the Edge Function, which holds no streams).
   */
  liveMessages: z.enum(['stream', 'realtime']),
})
export type PublicConfig = z.infer<typeof publicConfigSchema>
