import { describe, expect, it } from 'vitest'
import { asAnon, asUser } from '../src/db/roles.ts'
import { allowed } from './data-api-grants.contract.ts'
import { createStylist, createUser, testDatabase } from './database.ts'

const sql = testDatabase()

type Role = keyof typeof allowed
const roles = Object.keys(allowed) as Role[]

/** Every `schema.table.column` the role holds the privilege on, found by enumerating the catalog. */
async function columnsWith(role: Role, privilege: 'SELECT' | 'INSERT' | 'UPDATE'): Promise<string[]> {
  const rows = await sql<{ column: string }[]>`
    select n.nspname || '.' || c.relname || '.' || a.attname as column
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where c.relkind in ('r', 'p', 'v', 'm', 'f')
       and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\_%'
       and has_column_privilege(${role}, c.oid, a.attnum, ${privilege})`
  return rows.map((r) => r.column).sort()
}

/** Every relation the role may delete from, truncate, reference or put a trigger on. */
async function tablesWith(role: Role, privilege: 'DELETE' | 'TRUNCATE' | 'REFERENCES' | 'TRIGGER'): Promise<string[]> {
  const rows = await sql<{ table: string }[]>`
    select n.nspname || '.' || c.relname as table
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'f')
       and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\_%'
       and has_table_privilege(${role}, c.oid, ${privilege})`
  return rows.map((r) => r.table).sort()
}

const expected = (byTable: Record<string, readonly string[]>) =>
  Object.entries(byTable)
    .flatMap(([table, columns]) => columns.map((c) => `${table}.${c}`))
    .sort()

describe("what the browser-facing roles may touch (the Data API's second wall)", () => {
  for (const role of roles) {
    for (const privilege of ['SELECT', 'INSERT', 'UPDATE'] as const) {
      it(`${role} may ${privilege} exactly the columns of the public contract`, async () => {
        expect(await columnsWith(role, privilege)).toEqual(expected(allowed[role][privilege]))
      })
    }
    it(`${role} may DELETE only from the listed tables, and never TRUNCATE, REFERENCE or TRIGGER`, async () => {
      expect(await tablesWith(role, 'DELETE')).toEqual([...allowed[role].DELETE].sort())
      for (const privilege of ['TRUNCATE', 'REFERENCES', 'TRIGGER'] as const)
        expect(await tablesWith(role, privilege)).toEqual([])
    })
  }

  it("refuses anon and other signed-in users a listed stylist's private columns, and shows the owner theirs", async () => {
    const owner = await createUser(sql)
    const other = await createUser(sql)
    const profile = await createStylist(sql, owner.id)
    const privateColumns = ['email', 'user_id', 'license_number', 'verification_notes', 'subscription_active_until']
    for (const column of privateColumns) {
      const query = `select ${column} from public.stylists where id = ${Number(profile.id)}`
      await expect(
        asAnon(sql, (tx) => tx.unsafe(query)),
        `anon ${column}`,
      ).rejects.toThrow(/permission denied/)
      await expect(
        asUser(sql, other.claims, (tx) => tx.unsafe(query)),
        `authenticated ${column}`,
      ).rejects.toThrow(/permission denied/)
    }
    // The public columns still answer, under the listing rule.
    const [seen] = await asAnon(sql, (tx) => tx`select stylist_name from public.stylists where id = ${profile.id}`)
    expect(seen).toEqual({ stylist_name: 'Test Stylist' })
    // private.own_stylists is the caller's row only: the owner sees it, another user nothing, anon cannot ask.
    const own = await asUser(sql, owner.claims, (tx) => tx`select id, email, user_id from private.own_stylists`)
    expect(own).toEqual([{ id: profile.id, email: `s-${owner.id.slice(0, 8)}@test.example`, user_id: owner.id }])
    expect(await asUser(sql, other.claims, (tx) => tx`select id from private.own_stylists`)).toEqual([])
    await expect(asAnon(sql, (tx) => tx`select id from private.own_stylists`)).rejects.toThrow(/permission denied/)
  })

  it('hides who wrote a review and where a portfolio file lives from visitors', async () => {
    for (const query of ['select author_id from public.reviews', 'select storage_path from public.portfolio_items']) {
      await expect(
        asAnon(sql, (tx) => tx.unsafe(query)),
        query,
      ).rejects.toThrow(/permission denied/)
    }
  })
})
