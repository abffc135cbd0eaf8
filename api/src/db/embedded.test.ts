import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connect, type Sql } from './client.ts'
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

describe('the embedded database, when a statement fails while the next ones are already sent', () => {
  // postgres.js pipelines: the statements below are all on the wire before the first one's answer.
  // Each failing statement must fail alone, and every other one get its own answer.
  const failures = {
    'at Execute (a trigger refuses the row)': (sql: Sql) => sql`update pipelined set s = 'bad' where id = ${1}`,
    'at Parse (a syntax error)': (sql: Sql) => sql.unsafe('select from where'),
    'at Bind (a parameter of the wrong type)': (sql: Sql) => sql`select ${'not a number'}::int as n`,
  }
  let sql: Sql
  beforeAll(async () => {
    sql = connect(db.url, { max: 1 })
    await sql.unsafe(`
      create table pipelined (id int primary key, s text);
      create function pipelined_refuse() returns trigger language plpgsql as $$ begin raise exception 'injected fault'; end $$;
      create trigger pipelined_refuse before update on pipelined for each row when (new.s = 'bad') execute function pipelined_refuse();
      insert into pipelined values (1, 'a'), (2, 'b');`)
  })
  afterAll(() => sql?.end({ timeout: 1 }))

  for (const [where, fail] of Object.entries(failures)) {
    it(`gives every statement its own answer when one fails ${where}`, async () => {
      for (let round = 0; round < 20; round++) {
        const [failed, rows, none, count] = await Promise.all([
          fail(sql).then(
            () => 'succeeded',
            (error: Error) => error.message,
          ),
          sql<{ id: number; s: string }[]>`select id, s from pipelined where id = any(${[1, 2]}) order by id`,
          sql`update pipelined set s = 'c' where id = 99`,
          sql<{ n: number }[]>`select count(*)::int as n from pipelined`,
        ])
        expect(failed).not.toBe('succeeded')
        expect(rows.map((r) => ({ ...r }))).toEqual([
          { id: 1, s: 'a' },
          { id: 2, s: 'b' },
        ])
        expect(none.count).toBe(0)
        expect(count[0].n).toBe(2)
      }
      // And the connection still answers alone.
      expect((await sql<{ x: number }[]>`select 41 + 1 as x`)[0].x).toBe(42)
    })
  }
})
