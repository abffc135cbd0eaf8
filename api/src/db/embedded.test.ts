import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connect } from './client.ts'
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded.ts'

// The embedded database serves one connection at a time (embedded.ts): one that a client resets
// must free the place for the next, or every later client is refused.
let db: EmbeddedDatabase
beforeAll(async () => {
  db = await startEmbeddedDatabase(undefined)
  // PGlite + PostGIS start in seconds alone, and took over 60 s beside both test suites (CI).
}, 300_000)
afterAll(() => db?.stop())

/** Opens a raw connection, asks for SSL (the server answers "N"), then resets it. */
async function resetConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  const answered = new Promise((resolve) => socket.once('data', resolve))
  socket.write(Buffer.from([0, 0, 0, 8, 4, 210, 22, 47]))
  expect(String(await answered)).toBe('N')
  socket.resetAndDestroy()
  await new Promise((resolve) => socket.once('close', resolve))
}

describe('the embedded database', () => {
  it('serves the next client after one resets its connection, twice over', async () => {
    const port = Number(new URL(db.url).port)
    for (let i = 0; i < 2; i++) {
      await resetConnection(port)
      const sql = connect(db.url, { max: 1 })
      try {
        // Refused, postgres.js would wait on: an answer within 10 s is the check.
        const refused = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('no answer within 10 s: the connection was refused')), 10_000).unref(),
        )
        const [row] = await Promise.race([sql.begin((tx) => tx<{ n: number }[]>`select ${i}::int as n`), refused])
        expect(row.n).toBe(i)
      } finally {
        await sql.end({ timeout: 1 })
      }
    }
  }, 60_000)
})
