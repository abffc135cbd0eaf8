import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { apiFetch } from '@/lib/api-client'

// Keys the server hands to the browser at run time, so one build serves every environment.
// A null key means the feature runs in its embedded mode (see DESIGN.md, "Modes").
const runtimeConfigSchema = z.object({
  supabaseUrl: z.string().nullable(),
  supabaseAnonKey: z.string().nullable(),
  stripePublishableKey: z.string().nullable(),
  googleMapsApiKey: z.string().nullable(),
})

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>

export async function getRuntimeConfig(): Promise<RuntimeConfig> {
  return runtimeConfigSchema.parse(await apiFetch<unknown>('/api/config'))
}

export const runtimeConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: getRuntimeConfig,
})
