// Builds api/vendor/postgres, the one copy of postgres.js that Node and the Edge Function (Deno) both
// load (docs/decisions/013-one-postgres-driver.md): the ESM sources of postgres 3.4.9 (the latest
// release, pinned exactly in api/package.json) plus two fixes for a crash and a stuck connection
// when the database goes away, until upstream ships them (porsager/postgres issues #1066, #1154,
// #1208; pull requests #1168, #1176). Found by api/test/faults/database-outage.test.ts:
// 1. a small write is deferred with setImmediate; when the socket has closed by then, nextWrite()
//    calls null.write() and the TypeError, thrown from the immediate, ends the whole process;
// 2. closed()/terminate() cancel that immediate without forgetting it, so the reconnected socket
//    never gets its start-up message flushed (and the stale bytes would be sent first).
// Node built-ins and globals (Buffer, process, setImmediate) are imported explicitly, as upstream's
// own Deno build does, so the same files run as local code under Deno and under Node.
//
//   node scripts/patch-postgres.mjs          (postinstall, CI) fails unless the installed postgres
//                                            is 3.4.9 and api/vendor/postgres is exactly its build
//   node scripts/patch-postgres.mjs --write  rebuilds api/vendor/postgres
/* global URL, console, process -- plain Node (no tsx) so that it runs in any install */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const VERSION = '3.4.9'
// The workspaces share the root's node_modules (api depends on postgres; npm hoists it).
const source = fileURLToPath(new URL('../node_modules/postgres/', import.meta.url))
const vendor = fileURLToPath(new URL('../api/vendor/postgres/', import.meta.url))
const FILES = ['bytes', 'connection', 'errors', 'index', 'large', 'query', 'queue', 'result', 'subscribe', 'types']
const MARK = '/* chairside: null-socket guard */'
const FIXES = {
  connection: [
    [
      '  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)',
      `  function nextWrite(fn) {\n    if (!socket) ${MARK}\n      return (chunk = nextWriteTimer = null, false)\n    const x = socket.write(chunk, fn)`,
    ],
    // The stand-alone cancels in terminate() and closed() (nextWrite's own is guarded by `!== null &&`).
    [
      '\n    clearImmediate(nextWriteTimer)\n',
      '\n    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n',
    ],
  ],
}
const BUILTINS = ['net', 'tls', 'crypto', 'stream', 'perf_hooks', 'os', 'fs']
const GLOBALS = [
  [/\bBuffer\b/, "import { Buffer } from 'node:buffer'"],
  [/\bprocess\./, "import process from 'node:process'"],
  [/\b(setImmediate|clearImmediate)\(/, "import { setImmediate, clearImmediate } from 'node:timers'"],
]

const fail = (message) => {
  console.error(`patch-postgres: ${message}`)
  process.exit(1)
}

const { version } = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'))
if (version !== VERSION) {
  fail(
    `node_modules has postgres ${version}, but api/vendor/postgres is built from ${VERSION} with two fixes. ` +
      `Pin postgres to exactly ${VERSION} in api/package.json, or port the fixes to ${version} here, rebuild with --write ` +
      'and run api/test/faults/database-outage.test.ts and npm run test:edge.',
  )
}

function build(name) {
  let text = readFileSync(join(source, 'src', `${name}.js`), 'utf8')
  const fixes = FIXES[name] ?? []
  // A node_modules patched in place by this script's earlier version: back to upstream first.
  if (text.includes(MARK)) for (const [from, to] of [...fixes].reverse()) text = text.split(to).join(from)
  for (const [from, to] of fixes) {
    const parts = text.split(from)
    if (parts.length < 2) fail(`unexpected code in src/${name}.js; the fix no longer applies`)
    text = parts.join(to)
  }
  for (const builtin of BUILTINS) text = text.replaceAll(`from '${builtin}'`, `from 'node:${builtin}'`)
  const imports = GLOBALS.filter(([used]) => used.test(text)).map(([, line]) => line)
  const header = [
    ...(name === 'index' ? ['// @ts-self-types="./index.d.ts"'] : []),
    `// postgres.js ${VERSION} (src/${name}.js, Unlicense) as built by scripts/patch-postgres.mjs: do not edit.`,
    '/* eslint-disable */',
    ...imports,
  ]
  return `${header.join('\n')}\n${text}`
}

const outputs = new Map(FILES.map((name) => [`src/${name}.js`, build(name)]))
// `export =` (CommonJS style) gives no default export to Deno's checker in a local file; the
// module's own `export default Postgres` is what both runtimes import.
const types = readFileSync(join(source, 'types/index.d.ts'), 'utf8').split('\nexport = postgres;\n')
if (types.length !== 2) fail('unexpected exports in types/index.d.ts')
outputs.set(
  'src/index.d.ts',
  `// postgres.js ${VERSION} (types/index.d.ts) as built by scripts/patch-postgres.mjs: do not edit.\n` +
    types.join('\nexport default postgres;\n'),
)

if (process.argv.includes('--write')) {
  mkdirSync(join(vendor, 'src'), { recursive: true })
  for (const [file, text] of outputs) writeFileSync(join(vendor, file), text)
  console.log(`patch-postgres: wrote ${outputs.size} files to api/vendor/postgres`)
} else {
  const stale = [...outputs].filter(
    ([file, text]) => !existsSync(join(vendor, file)) || readFileSync(join(vendor, file), 'utf8') !== text,
  )
  if (stale.length)
    fail(
      `api/vendor/postgres differs from its build (${stale.map(([f]) => f).join(', ')}): run node scripts/patch-postgres.mjs --write`,
    )
  console.log(`patch-postgres: api/vendor/postgres is postgres ${VERSION} with its two fixes`)
}
