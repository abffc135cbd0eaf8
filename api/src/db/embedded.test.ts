import net from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
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

/** Opens a raw connection and asks for SSL (the server answers "N" once it serves the connection). */
async function openAndAskForSsl(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  socket.on('error', () => {})
  await new Promise((resolve) => socket.once('connect', resolve))
  const answer = new Promise<Buffer>((resolve) => socket.once('data', resolve))
  const closed = new Promise((resolve) => socket.once('close', resolve))
  socket.write(Buffer.from([0, 0, 0, 8, 4, 210, 22, 47]))
  return { socket, answer, closed }
}

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
  it('lets a client that connects while the last one is still open wait for it, not reset it', async () => {
    const port = Number(new URL(db.url).port)
    const first = await openAndAskForSsl(port)
    expect(String(await first.answer)).toBe('N')
    const second = await openAndAskForSsl(port)
    // Before, Node reset the second at once (ECONNRESET): it must still be open, unanswered.
    const early = await Promise.race([
      second.answer.then(() => 'answered'),
      second.closed.then(() => 'closed'),
      sleep(300),
    ])
    expect(early).toBeUndefined()
    first.socket.end()
    await first.closed
    expect(String(await second.answer)).toBe('N')
    second.socket.destroy()
  }, 60_000)

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
