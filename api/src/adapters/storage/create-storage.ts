import type { Env } from '../../env.ts'
import { createEmbeddedStorage } from './embedded-storage.ts'
import type { Storage } from './storage.ts'
import { createSupabaseStorage } from './supabase-storage.ts'

/**
 * Node: Supabase Storage when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set, else files under
 * `embeddedDir` (DATA_DIR/storage), which the Node server serves. The Edge entry, which has no
 * file system, always uses Supabase Storage.
 */
export function createStorage(env: Env, embeddedDir: string): Storage {
  if (env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY)
    return createSupabaseStorage({ url: env.SUPABASE_URL, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY })
  return createEmbeddedStorage(embeddedDir)
}
