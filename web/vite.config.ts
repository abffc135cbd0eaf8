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
/**
 * Chakra's createSystem computes its global styles (the tokens' CSS variables, the reset, the
 * global CSS) as it creates the system, in the browser too: 260 ms of the 485 ms it takes at 4x CPU
 * on a phone, in the task that starts the app (issue 36, INP). A page the server rendered already
 * holds them, and the browser's provider does not insert them again (components/ui/provider.tsx),
 * so they are computed when first read instead. The build fails if Chakra's code changed shape.
 */
function chakraGlobalCssOnRead(): Plugin {
  const file = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'
  const field = '    _global,\n'
  return {
    name: 'chakra-global-css-on-read',
    transform(code, id) {
      if (!file.test(id)) return undefined
      if (!code.includes(eager) || !code.includes(field)) {
        throw new Error(`${id}: Chakra's createSystem changed; review chakraGlobalCssOnRead (vite.config.ts)`)
      }
      return code
        .replace(eager, 'let _global;')
        .replace(
          field,
          '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
        )
    },
  }
}

const clientOutDir = process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : fromRoot('./dist')
export const ssrOutDir = `${clientOutDir}-ssr`

// The server build's `virtual:page-template`: the browser build's index.html, so the renderer
// module carries its page template (with the hashed script names) wherever it runs. And
// `virtual:route-chunks`: for each route file, the scripts its page needs (its lazy chunk and that
// chunk's imports, from the browser build's manifest), so a rendered page can name them.
function pageTemplate(): Plugin {
  const template = 'virtual:page-template'
  const chunks = 'virtual:route-chunks'
  const read = (file: string) =>
    readFile(join(clientOutDir, file), 'utf8').catch(() => {
      throw new Error(`${clientOutDir}/${file} is missing: build the browser app first (npm run build)`)
    })
  return {
    name: 'page-template',
    resolveId: (source) => (source === template || source === chunks ? `\0${source}` : undefined),
    async load(loaded) {
      if (loaded === `\0${template}`) return `export default ${JSON.stringify(await read('index.html'))}`
      if (loaded !== `\0${chunks}`) return undefined
      type Entry = { file: string; imports?: string[] }
      const manifest = JSON.parse(await read('.vite/manifest.json')) as Record<string, Entry>
      const scriptsOf = (entry: Entry | undefined) => {
        const files = new Set<string>()
        const visit = (e: Entry) => {
          if (files.has(e.file)) return
          files.add(e.file)
          for (const name of e.imports ?? []) if (manifest[name]) visit(manifest[name])
        }
        if (entry) visit(entry)
        return [...files]
      }
      const routeChunks: Record<string, string[]> = {}
      for (const [key, entry] of Object.entries(manifest)) {
        const [file, split] = key.split('?tsr-split=')
        if (!file?.startsWith('src/routes/') || !split?.includes('component')) continue
        routeChunks[file.slice('src/routes/'.length)] = scriptsOf(entry)
      }
      // What the entry has loaded already is left out of the app's and the panel's lists.
      const entry = new Set(scriptsOf(manifest['index.html']))
      const without = (files: string[]) => files.filter((file) => !entry.has(file))
      const appChunks = without(scriptsOf(manifest['src/app.tsx']))
      const bookingPanelChunks = without(scriptsOf(manifest['src/features/booking/components/booking-panel.tsx']))
      return [
        `export default ${JSON.stringify(routeChunks)}`,
        `export const appChunks = ${JSON.stringify(appChunks)}`,
        `export const bookingPanelChunks = ${JSON.stringify(bookingPanelChunks)}`,
      ].join('\n')
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
    chakraGlobalCssOnRead(),
    isSsrBuild ? pageTemplate() : precompress(),
  ],
  resolve: {
    alias: { '@': fromRoot('./src') },
  },
  build: {
    outDir: isSsrBuild ? ssrOutDir : clientOutDir,
    emptyOutDir: true,
    // The renderer reads which scripts each route's page needs (virtual:route-chunks).
    manifest: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          // Chakra's theme module builds its default config (`defaultThemeConfig = defineConfig(...)`,
          // all 76 recipes) at the top level, and the bundler cannot tell the call is pure, so every
          // recipe stayed in the app although ours registers only the ones in use (chakra-theme.ts):
          // 36 unused recipes, 17.7 KB gzip (issue 36). These config builders have no side effects.
          treeshake: { manualPureFunctions: ['defineConfig', 'mergeConfigs', 'createSystem'] },
          output: {
            // Merged chunks must still run their modules in import order (without this, a merged
            // chunk ran a module before React's, "Cannot read properties of undefined (reading 'forwardRef')").
            strictExecutionOrder: true,
            // Code shared by the same set of lazy chunks stays one chunk, and the small ones are merged
            // into a neighbour: the default split made 174 scripts, many under 1 KB, and a phone on a
            // slow network pays a round trip for each (ADR 011, "Design 2"; measured again
            // 2026-11-28: with no merging, 138-153 scripts, a Book tapped 5 s after load showed its
            // times after 10.8 s at 4x, the slots request queued behind the prefetched scripts).
            // The signed-in screens' features and their big libraries (charts, Stripe.js) are left
            // out of the groups: merged, they joined public pages' chunks, and a public page's start
            // set grew to 500 KB gzip with recharts and Stripe.js (api/test/web-start-set.test.ts).
            // So are the charts' shared parts (components/ui/trends): a third screen importing their
            // period select (the admin's payments) once pulled the chart card, and recharts, in.
            // Chakra's chart styles (@chakra-ui/charts) and recharts' own libraries (its Redux store,
            // d3's paths, decimal.js, es-toolkit) likewise: a small new module shared by the profile
            // and the booking panel once regrouped them into public start sets.
            // The tiny entry (main.tsx and what it imports) stays out of the groups, so the page's
            // first load still fetches only the entry.
            codeSplitting: {
              groups: [
                // Vite's preload helper, which the entry needs, in a chunk of its own (a group takes in
                // its modules' dependencies, so the helper would otherwise join a big shared chunk).
                { name: 'preload', test: /preload-helper/, priority: 1 },
                {
                  name: 'shared',
                  test: (id) =>
                    /\/node_modules\/|\/web\/src\//.test(id) &&
                    !/\/node_modules\/(recharts|@chakra-ui\/charts|@stripe|d3-[a-z-]+|victory-vendor|@supabase|@reduxjs|redux|react-redux|immer|redux-thunk|reselect|decimal\.js-light|eventemitter3|es-toolkit|tiny-invariant)\/|\/web\/src\/features\/(messages|dashboard|admin|billing|payments|mailbox|appointments)\/|\/web\/src\/components\/ui\/trends\//.test(
                      id,
                    ) &&
                    !/\/src\/(main\.tsx|lib\/held-interactions\.ts|lib\/booking-preview-runner\.ts)$/.test(id),
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 24_000,
                },
              ],
            },
            chunkFileNames: (chunk) =>
              chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
          },
        },
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
