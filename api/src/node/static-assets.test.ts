import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../app-env.ts'
import { rendererPath, webAppFiles } from './static-assets.ts'

/** A built web app in a temporary directory: the files webAppFiles needs, a script and the build's manifest. */
function builtApp() {
  const dist = join(mkdtempSync(join(tmpdir(), 'web-dist-')), 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  mkdirSync(join(dist, '.vite'), { recursive: true })
  mkdirSync(join(dist + '-ssr'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), '<!doctype html>')
  writeFileSync(rendererPath(dist), 'export {}')
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)')
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}')
  const app = new Hono<AppEnv>()
  app.use(webAppFiles(dist))
  app.get('*', (c) => c.text('page', 404))
  app.onError((error, c) => c.text(String(error), 500))
  return app
}

describe('webAppFiles', () => {
  it("serves the build's assets, cached for a year", async () => {
    const res = await builtApp().request('/assets/app-1a2b.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('leaves a path that is not a file to the pages', async () => {
    const res = await builtApp().request('/stylists')
    expect([res.status, await res.text()]).toEqual([404, 'page'])
  })

  it("keeps the build's own files private: the manifest (the map of every chunk) is not served", async () => {
    for (const path of ['/.vite/manifest.json', '/.vite/', '/%2Evite/manifest.json'])
      expect(await (await builtApp().request(path)).text(), path).toBe('page')
  })
})
