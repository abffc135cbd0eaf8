// The types of `@marketplace/page-renderer`: the built server renderer (web/dist-ssr/entry-server.js,
// made by `npm run build`) as the Edge Function imports it through its import map
// (supabase/functions/api/deno.json). Declared here so typechecking needs no build.
import type { PageRenderer } from './page-renderer.ts'

export declare const renderPage: PageRenderer['renderPage']
export declare const shellHtml: PageRenderer['shellHtml']
export declare const routeExists: PageRenderer['routeExists']
