// The built index.html (scripts with their hashed names), provided to the server build by a
// Vite plugin in vite.config.ts.
declare module 'virtual:page-template' {
  const template: string
  export default template
}

// For each route file under src/routes (`stylist/$id/$slug.tsx`), the scripts of its page: its lazy
// chunk and everything that chunk imports (from the browser build's manifest, by vite.config.ts).
declare module 'virtual:route-chunks' {
  const routeChunks: Record<string, string[]>
  export default routeChunks
  /** The app's chunk and its static imports, less what the entry (main.tsx) has loaded already. */
  export const appChunks: string[]
  /** The profile's booking panel (a lazy chunk) and its imports, less what the entry has loaded. */
  export const bookingPanelChunks: string[]
}
