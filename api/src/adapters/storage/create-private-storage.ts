import type { Env } from '../../env.ts'
import { createEmbeddedPrivateStorage } from './embedded-private-storage.ts'
import type { PrivateStorage } from './private-storage.ts'
import { createSupabasePrivateStorage } from './supabase-private-storage.ts'

/**
 * Node: the private `message-photos` bucket of Supabase Storage when SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY are set (as createStorage chooses), else files under `embeddedDir`
 * (DATA_DIR/storage-private, never served as files), whose links are signed with `linkKey`.
 */
export function createPrivateStorage(env: Env, embeddedDir: string, linkKey: Buffer): PrivateStorage {
  if (env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY)
    return createSupabasePrivateStorage({ url: env.SUPABASE_URL, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY })
  return createEmbeddedPrivateStorage(embeddedDir, linkKey)
}
