import { useEffect } from 'react'
import { siteName } from '@/lib/site'

/** Sets `document.title` to "<title> · Chairside" (or just the site name) while mounted. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName
  }, [title])
}
