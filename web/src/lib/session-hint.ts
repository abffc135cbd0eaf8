/**
 * Whether this browser may hold a sign-in session, judged without loading supabase-js (53 KB gzip):
 * a session supabase-js stored (its key is `sb-<project>-auth-token`), or one arriving in the
 * address from an OAuth or e-mail link (`#access_token=...`, `?code=...`, or an error from the
 * provider). When neither is there, nobody is signed in, and public pages skip the identity client.
 */
export function mayHaveSession(
  storage: Pick<Storage, 'length' | 'key'> | null,
  location: Pick<Location, 'hash' | 'search'>,
): boolean {
  if (/(^|[#&])(access_token|refresh_token|error_description)=/.test(location.hash)) return true
  const search = new URLSearchParams(location.search)
  if (search.has('code') || search.has('error_description')) return true
  if (!storage) return false
  for (let i = 0; i < storage.length; i++) {
    if (/^sb-.+-auth-token$/.test(storage.key(i) ?? '')) return true
  }
  return false
}

/** The same question for this page; storage may be refused (private modes), which means "no". */
export function pageMayHaveSession(): boolean {
  let storage: Storage | null
  try {
    storage = window.localStorage
  } catch {
    storage = null
  }
  return mayHaveSession(storage, window.location)
}
