// `postinstall`: patches postgres.js 3.4.9 (the latest release) for a crash and a stuck connection
// when the database goes away, until upstream ships the fix (porsager/postgres issues #1066, #1154,
// #1208; pull requests #1168, #1176). Found by api/test/faults/database-outage.test.ts:
// 1. a small write is deferred with setImmediate; when the socket has closed by then, nextWrite()
//    calls null.write() and the TypeError, thrown from the immediate, ends the whole process;
// 2. closed()/terminate() cancel that immediate without forgetting it, so the reconnected socket
//    never gets its start-up message flushed (and the stale bytes would be sent first).
// Idempotent; only for 3.4.9, and fails loudly if its code is not the one this patch was written for.
/* global URL, console, process -- plain Node (no tsx) so that it runs in any install */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

// The workspaces share the root's node_modules (api depends on postgres; npm hoists it).
const root = fileURLToPath(new URL('../node_modules/postgres/', import.meta.url))
const MARK = '/* chairside: null-socket guard */'
const edits = [
  [
    '  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)',
    `  function nextWrite(fn) {\n    if (!socket) ${MARK}\n      return (chunk = nextWriteTimer = null, false)\n    const x = socket.write(chunk, fn)`,
  ],
  // The stand-alone cancels in terminate() and closed() (nextWrite's own is guarded by `!== null &&`).
  ['\n    clearImmediate(nextWriteTimer)\n', '\n    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n'],
]

const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
if (version !== '3.4.9') {
  // Another release may have the fix (or other code): api/test/faults/database-outage.test.ts tells.
  console.log(`patch-postgres: postgres ${version} is not 3.4.9; not patched`)
  process.exit(0)
}
for (const file of ['src/connection.js', 'cjs/src/connection.js']) {
  const path = join(root, file)
  let text = readFileSync(path, 'utf8')
  if (text.includes(MARK)) continue
  for (const [from, to] of edits) {
    const parts = text.split(from)
    if (parts.length < 2) throw new Error(`patch-postgres: unexpected code in ${path}; check the postgres.js version`)
    text = parts.join(to)
  }
  writeFileSync(path, text)
  console.log(`patch-postgres: patched ${file}`)
}
