// The scripts a public page runs when the app starts, read from the browser build's manifest: the
// entry, the app's chunk and the page's route chunks (the ones the renderer names on #root), each
// with its static imports. What the build says, not a timing: bench:web and the start-set test use it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

type Entry = { file: string; imports?: string[]; isEntry?: boolean }

/** The route files of the pages whose start is budgeted (issue 36). */
export const startPages = {
  results: ['find-stylists.tsx'],
  profile: ['stylist/$id/$slug.tsx'],
} as const

/** The start set's files (under `distDir`) for a page made of `routeFiles` (paths under src/routes/). */
export function startSetFiles(distDir: string, routeFiles: readonly string[]): string[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, Entry>
  const files = new Set<string>()
  const visit = (key: string) => {
    const entry = manifest[key]
    if (!entry || files.has(entry.file)) return
    files.add(entry.file)
    for (const name of entry.imports ?? []) visit(name)
  }
  visit('index.html')
  visit('src/app.tsx')
  for (const key of Object.keys(manifest)) {
    const [file, split] = key.split('?tsr-split=')
    if (split?.includes('component') && routeFiles.some((route) => file === `src/routes/${route}`)) visit(key)
  }
  return [...files]
}

/** The start set's size: KB of gzip (level 9, as bench:web counts), and its files' text. */
export function startSet(
  distDir: string,
  routeFiles: readonly string[],
): { files: string[]; kbGzip: number; text: string } {
  const files = startSetFiles(distDir, routeFiles)
  const texts = files.map((file) => readFileSync(join(distDir, file)))
  const bytes = texts.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0)
  return { files, kbGzip: bytes / 1024, text: texts.map(String).join('\n') }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? join(new URL('../..', import.meta.url).pathname, 'web/dist')
  for (const [page, routes] of Object.entries(startPages)) {
    const set = startSet(dist, routes)
    console.log(`${page}: ${set.files.length} scripts, ${set.kbGzip.toFixed(1)} KB gzip`)
  }
}
