/**
 * What the server renderer module (web/src/entry-server.tsx, built into web/dist-ssr) gives the
 * API: the Node server imports it from the build, the Edge Function bundles it.
 */
export interface PageRenderer {
  /** A public page as a whole document, or the router's redirect. */
  renderPage(
    request: Request,
    options: { nonce: string; fetchApi: (path: string, init: RequestInit) => Promise<Response> },
  ): Promise<Response>
  /** The built index.html: the shell of the pages the browser renders (signed-in screens). */
  shellHtml: string
  /** Whether the web app has a page at this path (any other is a 404). */
  routeExists(pathname: string): boolean
}
