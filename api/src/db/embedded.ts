import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { intarray } from '@electric-sql/pglite/contrib/intarray'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { postgis } from '@electric-sql/pglite-postgis'
import { PGLiteSocketHandler, PGLiteSocketServer } from '@electric-sql/pglite-socket'

export interface EmbeddedDatabase {
  url: string
  stop(): Promise<void>
  /** The whole data directory as an uncompressed tar (PGlite's dumpDataDir), for loadDataDir. */
  dump(): Promise<Blob>
}

/**
 * Runs PostgreSQL (PGlite + PostGIS) inside this process and serves it on a loopback port, so the
 * rest of the app talks to it through postgres.js exactly as it talks to a real server.
 * PGlite is one backend session: interleaving several client connections mixes their extended-
 * protocol messages and transactions (measured: "portal does not exist", statements running inside
 * another connection's transaction). So the server takes one connection and clients must use a
 * pool of one (EMBEDDED_POOL_SIZE); postgres.js then queues statements and keeps each transaction
 * whole. Per-request settings must still be transaction-local. A statement that fails while the
 * next one is already sent used to garble the next one's answer: see `followExtendedProtocol`.
 */
export const EMBEDDED_POOL_SIZE = 1

/**
 * pglite-socket 0.2.11 forgets a connection that ended in a socket error (a client that reset it:
 * a killed process, a destroyed socket): the handler detaches without the "close" event the server
 * counts connections by, so at one connection allowed every later client is told "Too many
 * connections" (the test runs that lost a worker's database to ECONNRESET for every later file; an
 * app on the embedded database would never reconnect). After such a detach (its transaction rolled
 * back, its queued messages dropped) the handler now says it closed.
 */
type Detach = (close?: boolean) => Promise<unknown>
const handler = PGLiteSocketHandler.prototype as unknown as { detach: Detach } & EventTarget
const detach = handler.detach
handler.detach = async function (this: EventTarget, close?: boolean) {
  const detached = await detach.call(this, close)
  if (close) this.dispatchEvent(new CustomEvent('close'))
  return detached
}

/** Frontend messages of the extended query protocol other than Sync: Parse, Bind, Describe, Execute, Close, Flush. */
const EXTENDED = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48])
const ERROR_RESPONSE = 0x45 // 'E' (backend)
const READY_FOR_QUERY = 0x5a // 'Z' (backend)

/**
 * PGlite answers an extended-protocol message that fails with ErrorResponse *and* ReadyForQuery at
 * once, and then runs the messages that follow it (electric-sql/pglite#958, open for 0.5.8). A
 * client that pipelines (postgres.js sends the next statement before the last one's answer) takes
 * that early ReadyForQuery as the end of the next statement: measured, a select sent behind an
 * update refused by a trigger resolved with no rows and no error (the outbox row the mail worker
 * test could not find, CI 2026-11-28). PostgreSQL instead sends ErrorResponse, discards messages
 * until Sync, and answers the Sync with the one ReadyForQuery. This puts that rule between the
 * socket server and PGlite: ReadyForQuery only for Sync (and simple Query), and after an error
 * nothing runs until the Sync.
 */
export function followExtendedProtocol(db: PGlite): void {
  const run = db.execProtocolRawStream.bind(db)
  let discarding = false
  db.execProtocolRawStream = async (message, options) => {
    const type = message[0]
    if (!EXTENDED.has(type)) {
      // Sync ends the discarding; so does anything else outside it (a simple Query, a new connection's start-up).
      discarding = false
      return run(message, options)
    }
    if (discarding) return
    const chunks: Uint8Array[] = []
    // Each chunk is a view of memory PGlite reuses for the next one: copied.
    await run(message, { ...options, onRawData: (chunk) => chunks.push(Buffer.from(chunk)) })
    const reply = Buffer.concat(chunks)
    const kept: Buffer[] = []
    for (let at = 0; at + 5 <= reply.length;) {
      const end = at + 1 + reply.readInt32BE(at + 1)
      const backend = reply[at]
      if (backend === ERROR_RESPONSE) discarding = true
      if (backend !== READY_FOR_QUERY) kept.push(reply.subarray(at, end))
      at = end
    }
    if (kept.length > 0) options?.onRawData(Buffer.concat(kept))
  }
}

/**
 * `loadDataDir`: start from another instance's dump (an in-memory instance only): the test run
 * migrates one instance and starts its other workers' instances from that one's dump.
 */
export async function startEmbeddedDatabase(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<EmbeddedDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const db = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { postgis, pg_trgm, btree_gist, intarray },
  })
  await db.exec(`set search_path to public, extensions; set timezone to 'UTC'`)
  followExtendedProtocol(db)
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: EMBEDDED_POOL_SIZE })
  await server.start()
  const port = (server as unknown as { port: number }).port
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop()
      await db.close()
    },
    dump: () => db.dumpDataDir('none'),
  }
}
