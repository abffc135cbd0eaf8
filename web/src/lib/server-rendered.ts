let serverRendered = false

/** main.tsx says so before hydrating a page the server rendered (entry-server.tsx). */
export function markServerRendered(): void {
  serverRendered = true
}

/**
 * True on the server and while the browser hydrates a server-rendered page: the first render must
 * then be the server's (signed out, nothing read from this browser's storage), or React finds the
 * markup different and throws it away.
 */
export function renderingServerMarkup(): boolean {
  return typeof window === 'undefined' || serverRendered
}
