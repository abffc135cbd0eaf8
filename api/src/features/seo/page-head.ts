import type { Sql } from '../../db/client.ts'
import { cityHead, citiesHead, statesHead } from './directory-head.ts'
import { profileHead } from './profile-head.ts'

export interface PageHead {
  /**
   * 404 for a profile that does not exist or is not listed (the SPA then shows its not-found page),
   * and for a directory page of a state that is not one of the 50 and DC and lists no one.
   */
  status: 200 | 404
  /** Head elements to inject, or null to keep the generic head. */
  head: string | null
}

/**
 * The head of a server-rendered SPA page for search engines and link previews: profile and
 * directory pages get a real title, description, canonical link, Open Graph tags and JSON-LD.
 * Returns null for any other path (the generic head is right there). Runtime-agnostic.
 */
export async function renderPageHead(sql: Sql, path: string, origin: string): Promise<PageHead | null> {
  const parts = splitPath(path)
  if (!parts) return null
  if (parts[0] === 'stylist' && (parts.length === 2 || parts.length === 3)) return profileHead(sql, parts[1], origin)
  if (parts[0] !== 'stylist-directory' || parts.length > 3) return null
  if (parts.length === 1) return statesHead(sql, origin)
  const state = parts[1].toUpperCase()
  return parts.length === 2 ? citiesHead(sql, state, origin) : cityHead(sql, state, parts[2], origin)
}

/** Decoded, non-empty path segments; null for a malformed escape. */
function splitPath(path: string): string[] | null {
  try {
    return path.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return null
  }
}
