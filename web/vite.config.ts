import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

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

export default defineConfig({
  root,
  plugins: [
    // Must come before the React plugin: it rewrites route files for code splitting.
    tanstackRouter({
      target: 'react',
      routesDirectory: fromRoot('./src/routes'),
      generatedRouteTree: fromRoot('./src/routeTree.gen.ts'),
      autoCodeSplitting: true,
    }),
    react(),
  ],
  resolve: {
    alias: { '@': fromRoot('./src') },
  },
  build: {
    outDir: fromRoot('./dist'),
    emptyOutDir: true,
  },
  server: { proxy },
  preview: { proxy },
})
