import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

// Resolve every path from this file, so the config works whether Vite is started from web/ or
// from the repository root (scripts/dev.ts, the API's static serving of web/dist).
const root = fileURLToPath(new URL('.', import.meta.url))
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// The API (port 3000 in development) owns these prefixes; the SPA owns everything else.
const apiTarget = 'http://localhost:3000'
const proxy = {
  '/api': apiTarget,
  '/auth': apiTarget,
  '/storage': apiTarget,
}

// Scripts and styles compressed once at build time, at the highest levels (too slow per request):
// the Node server sends the .br or .gz twin to browsers that accept it (api/src/node/static-assets.ts).
function precompress(): Plugin {
  const brotli = promisify(brotliCompress)
  const gzipped = promisify(gzip)
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? ''
      const names = Object.keys(bundle).filter((name) => /\.(m?js|css|svg)$/.test(name))
      for (const name of names) {
        const path = join(dir, name)
        const bytes = await readFile(path)
        if (bytes.length < 1024) continue
        const br = await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        await writeFile(`${path}.br`, br)
        await writeFile(`${path}.gz`, await gzipped(bytes, { level: 9 }))
      }
    },
  }
}

// WEB_DIST_DIR lets parallel checkouts' servers (e2e on several ports) keep separate builds. The
// server renderer (src/entry-server.tsx) is built beside the browser build, in <dist>-ssr.
const clientOutDir = process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : fromRoot('./dist')
export const ssrOutDir = `${clientOutDir}-ssr`

// The server build's `virtual:page-template`: the browser build's index.html, so the renderer
// module carries its page template (with the hashed script names) wherever it runs.
function pageTemplate(): Plugin {
  const id = 'virtual:page-template'
  return {
    name: 'page-template',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(loaded) {
      if (loaded !== `\0${id}`) return undefined
      const html = await readFile(join(clientOutDir, 'index.html'), 'utf8').catch(() => {
        throw new Error(`${clientOutDir}/index.html is missing: build the browser app first (npm run build)`)
      })
      return `export default ${JSON.stringify(html)}`
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [
    // Must come before the React plugin: it rewrites route files for code splitting.
    tanstackRouter({
      target: 'react',
      routesDirectory: fromRoot('./src/routes'),
      generatedRouteTree: fromRoot('./src/routeTree.gen.ts'),
      autoCodeSplitting: true,
      // A route's loader and loading screen travel with its page in one lazy chunk, so the entry
      // holds only the route tree, search validation and guards (the default leaves loaders and
      // pending components, and all they import, in the entry every visitor downloads).
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    isSsrBuild ? pageTemplate() : precompress(),
  ],
  resolve: {
    alias: { '@': fromRoot('./src') },
  },
  build: {
    outDir: isSsrBuild ? ssrOutDir : clientOutDir,
    emptyOutDir: true,
  },
  // The renderer bundles every package (nothing to install beside it at the edge) and resolves them
  // for Web-standard workers: react-dom/server's browser build, emotion's and TanStack's server
  // builds; only node:* built-ins stay imports (Node and Deno both have them).
  ssr: {
    noExternal: true,
    resolve: { conditions: ['worker', 'module', 'import', 'default'], externalConditions: ['worker'] },
  },
  // The browser build copies public/; the renderer needs none of it.
  publicDir: isSsrBuild ? false : undefined,
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: { proxy },
  preview: { proxy },
}))
