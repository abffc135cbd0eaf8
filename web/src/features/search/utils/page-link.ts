import type { MouseEvent } from 'react'

/**
 * The props of a link to a page of results: a real address (paging works before the script runs),
 * and with the script a plain click stays in the app (`onPage`); a click that opens a new tab or
 * window is left to the browser.
 */
export function pageLink(page: number, pageHref: (page: number) => string, onPage: (page: number) => void) {
  return {
    href: pageHref(page),
    onClick: (e: MouseEvent<HTMLAnchorElement>) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
      e.preventDefault()
      onPage(page)
    },
  }
}
