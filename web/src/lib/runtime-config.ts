import { queryOptions } from '@tanstack/react-query'
import { publicConfigSchema, type PublicConfig } from '@marketplace/domain/contract/config.ts'
import { apiFetch } from '@/lib/api-client'

// Keys the server hands to the browser at run time, so one build serves every environment.
// A null key means the feature runs in its embedded mode (see DESIGN.md, "Modes").
export type RuntimeConfig = PublicConfig

let pending: Promise<RuntimeConfig> | null = null

/**
 * GET /api/config, asked once per page: the identity client is built from it before any query
 * runs, and the query below reads the same answer. A failed load is forgotten so a later call
 * can try again.
 */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= apiFetch<unknown>('/api/config', { session: 'none' })
    .then((body) => publicConfigSchema.parse(body))
    .catch((error: unknown) => {
      pending = null
      throw error
    })
  return pending
}

export const runtimeConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: getRuntimeConfig,
})
