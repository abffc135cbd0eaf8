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

export default defineConfig({
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
    precompress(),
  ],
  resolve: {
    alias: { '@': fromRoot('./src') },
  },
  build: {
    // WEB_DIST_DIR lets parallel checkouts' servers (e2e on several ports) keep separate builds.
    outDir: process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : fromRoot('./dist'),
    emptyOutDir: true,
  },
  server: { proxy },
  preview: { proxy },
})
