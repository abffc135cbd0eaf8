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
}

/**
 * Runs PostgreSQL (PGlite + PostGIS) inside this process and serves it on a loopback port, so the
 * rest of the app talks to it through postgres.js exactly as it talks to a real server.
 * PGlite is one backend session: interleaving several client connections mixes their extended-
 * protocol messages and transactions (measured: "portal does not exist", statements running inside
 * another connection's transaction). So the server takes one connection and clients must use a
 * pool of one (EMBEDDED_POOL_SIZE); postgres.js then queues statements and keeps each transaction
 * whole. Per-request settings must still be transaction-local. And a statement that fails outside
 * a transaction can desynchronise PGlite's replies (measured: the next query gets the wrong result),
 * so every statement of the app runs in a transaction (db/roles.ts), tests' failing ones too.
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

export async function startEmbeddedDatabase(dataDir: string | undefined): Promise<EmbeddedDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const db = await PGlite.create({ dataDir, extensions: { postgis, pg_trgm, btree_gist, intarray } })
  await db.exec(`set search_path to public, extensions; set timezone to 'UTC'`)
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: EMBEDDED_POOL_SIZE })
  await server.start()
  const port = (server as unknown as { port: number }).port
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop()
      await db.close()
    },
  }
}
