import { z } from 'zod'

/** GET /api/config: the public runtime settings the SPA needs; null when not configured. */
export const publicConfigSchema = z.object({
  supabaseUrl: z.string().nullable(),
  supabaseAnonKey: z.string().nullable(),
  stripePublishableKey: z.string().nullable(),
  googleMapsApiKey: z.string().nullable(),
})
export type PublicConfig = z.infer<typeof publicConfigSchema>
