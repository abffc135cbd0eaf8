import { beforeAll, describe, expect, it } from 'vitest'
import { MATRIX, type MatrixRequest } from './authorization-matrix.table.ts'
import { ownDatabase } from './own-database.ts'
import { buildWorld, ROLES, type Role, type World } from './security-world.ts'
import { changedTables, tableChecksums } from './table-checksums.ts'

// Every route the app registers, tried as each caller with a valid request (so a refusal is about
// rights, not input): the status must be the table's, and a refused write must change no row of
// any table. Routes come from the router itself: a new route without an entry fails here.
const db = ownDatabase()
let w: World
beforeAll(async () => {
  w = await buildWorld(db.sql())
}, 240_000)

/** Middleware (the request id, logging, the admin guard) is registered as routes too; it is not one. */
const MIDDLEWARE = new Set(['ALL /*', 'ALL /api/admin/*'])
/** What the Node server's asset handlers serve besides the API (they are middleware in app.routes). */
const ASSETS = ['GET /storage/v1/object/public/*']

function registeredRoutes(): string[] {
  return [
    ...new Set([...w.t.app.routes.map((r) => `${r.method} ${r.path}`).filter((k) => !MIDDLEWARE.has(k)), ...ASSETS]),
  ]
}

async function send(key: string, role: Role, req: MatrixRequest) {
  const method = key.slice(0, key.indexOf(' ')) === 'ALL' ? 'GET' : key.slice(0, key.indexOf(' '))
  const caller = req.as ?? (role === 'anon' ? undefined : w.users[role])
  const headers: Record<string, string> = {
    'x-forwarded-for': caller?.id ?? `anon-${Math.random()}`,
    ...(caller?.headers ?? {}),
    ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(req.headers ?? {}),
  }
  const body = req.form ?? (req.body === undefined ? undefined : JSON.stringify(req.body))
  const res = await w.t.app.request(req.path, { method, headers, body })
  // A live stream (GET /api/messages/stream) does not end by itself: its status is the answer.
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    await res.body?.cancel()
    return { status: res.status, text: '' }
  }
  return { status: res.status, text: await res.text() }
}

describe('authorization matrix', () => {
  it('has an entry for every registered route, and none for a route that is gone', () => {
    const routes = registeredRoutes()
    const missing = routes.filter((r) => !(r in MATRIX))
    expect(missing, `routes without an entry in authorization-matrix.table.ts: ${missing.join(', ')}`).toEqual([])
    expect(Object.keys(MATRIX).filter((r) => !routes.includes(r))).toEqual([])
    expect(routes.length * ROLES.length).toBeGreaterThanOrEqual(300)
  })

  it('sees an insert, an update and a delete in the table checksums (the row check can fail)', async () => {
    const start = await tableChecksums(w.sql)
    const [row] = await w.sql<{ id: number }[]>`
      insert into public.contact_messages (name, email, subject, message) values ('C', 'c@test.example', 'S', 'M') returning id`
    const inserted = await tableChecksums(w.sql)
    expect(changedTables(start, inserted)).toEqual(['public.contact_messages'])
    await w.sql`update public.contact_messages set status = 'new' where id = ${row.id}`
    const updated = await tableChecksums(w.sql)
    expect(changedTables(inserted, updated)).toEqual(['public.contact_messages'])
    await w.sql`delete from public.contact_messages where id = ${row.id}`
    expect(changedTables(updated, await tableChecksums(w.sql))).toEqual(['public.contact_messages'])
  })

  it('sees a write to a table fingerprinted by its write counter (the gazetteer), and not one rolled back', async () => {
    const start = await tableChecksums(w.sql)
    expect(start['public.places']).toMatch(/^writes:/)
    await w.sql
      .begin(async (tx) => {
        await tx`update public.places set name = name where id = (select min(id) from public.places)`
        throw new Error('rolled back')
      })
      .catch((error: Error) => expect(error.message).toBe('rolled back'))
    expect(changedTables(start, await tableChecksums(w.sql))).toEqual([])
    await w.sql`update public.places set name = name where id = (select min(id) from public.places)`
    expect(changedTables(start, await tableChecksums(w.sql))).toEqual(['public.places'])
  })

  const cases = Object.keys(MATRIX).flatMap((key) =>
    ROLES.map((role) => [key, role, MATRIX[key].expect[role]] as const),
  )
  it.each(cases)('%s as %s: %i', async (key, role, expected) => {
    const req = await MATRIX[key].request(w, role)
    const write = !key.startsWith('GET ')
    const before = write && expected >= 400 ? await tableChecksums(w.sql) : null
    const res = await send(key, role, req)
    expect(res.status, `${key} as ${role}: ${res.text.slice(0, 300)}`).toBe(expected)
    if (before) expect(changedTables(before, await tableChecksums(w.sql)), 'tables a refused call changed').toEqual([])
  })
})
