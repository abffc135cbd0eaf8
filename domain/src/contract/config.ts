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
})
export type PublicConfig = z.infer<typeof publicConfigSchema>
