import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Sql } from '../../src/db/client.ts'
import { profileForm } from '../fixtures/dashboard.fixtures.ts'
import { call, subscribe, type TestUser } from '../billing.ts'
import { testDatabase } from '../database.ts'
import { buildWorld, type World } from './security-world.ts'

// Deleting a user (the admin's DELETE /api/admin/users/:id) leaves nothing of theirs: no row in
// any table of any schema that names them, no row pointing at a row of theirs that went, no file.
// Tables and foreign keys are read from the catalog, so a table added later is covered.
const sql = testDatabase()
let w: World
beforeAll(async () => {
  w = await buildWorld(sql)
}, 240_000)

interface Table {
  name: string
  key: string | null
}

/** Every table outside PostgreSQL's own schemas, with its single-column primary key when it has one. */
async function tables(db: Sql): Promise<Table[]> {
  return db<Table[]>`
    select format('%I.%I', n.nspname, c.relname) as name,
           (select format('%I', a.attname) from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
             where k.conrelid = c.oid and k.contype = 'p' and array_length(k.conkey, 1) = 1) as key
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\_%'
     order by 1`
}

/** Single-column foreign keys: which column of which table points at which table. */
async function foreignKeys(db: Sql) {
  return db<{ tbl: string; col: string; ref: string }[]>`
    select format('%I.%I', n.nspname, r.relname) as tbl, format('%I', a.attname) as col, format('%I.%I', rn.nspname, rr.relname) as ref
      from pg_constraint c
      join pg_class r on r.oid = c.conrelid join pg_namespace n on n.oid = r.relnamespace
      join pg_class rr on rr.oid = c.confrelid join pg_namespace rn on rn.oid = rr.relnamespace
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     where c.contype = 'f' and array_length(c.conkey, 1) = 1`
}

/** Per table, how many rows mention the text anywhere (any column, as the row's text). */
async function rowsMentioning(db: Sql, text: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {}
  for (const t of await tables(db)) {
    const [{ n }] = await db.unsafe<{ n: number }[]>(
      `select count(*)::int as n from ${t.name} r where strpos(r::text, $1) > 0`,
      [text],
    )
    if (n > 0) found[t.name] = n
  }
  return found
}

/**
 * The keys of the user's rows: those that name them, then, through every foreign key, the rows
 * that point at those (a stylist's services, a subscription's invoices...), to any depth.
 */
async function ownedKeys(db: Sql, userId: string): Promise<Map<string, Set<string>>> {
  const keys = new Map<string, Set<string>>()
  const add = (table: string, values: string[]) => {
    const set = keys.get(table) ?? new Set<string>()
    const before = set.size
    values.forEach((v) => set.add(v))
    keys.set(table, set)
    return set.size > before
  }
  const all = await tables(db)
  for (const t of all.filter((t) => t.key)) {
    const rows = await db.unsafe<{ k: string }[]>(
      `select ${t.key}::text as k from ${t.name} r where strpos(r::text, $1) > 0`,
      [userId],
    )
    add(
      t.name,
      rows.map((r) => r.k),
    )
  }
  const fks = await foreignKeys(db)
  const keyOf = new Map(all.map((t) => [t.name, t.key]))
  for (let grew = true; grew;) {
    grew = false
    for (const fk of fks) {
      const refs = keys.get(fk.ref)
      const key = keyOf.get(fk.tbl)
      if (!refs?.size || !key) continue
      const rows = await db.unsafe<{ k: string }[]>(
        `select ${key}::text as k from ${fk.tbl} where ${fk.col}::text = any($1::text[])`,
        [[...refs]],
      )
      if (
        add(
          fk.tbl,
          rows.map((r) => r.k),
        )
      )
        grew = true
    }
  }
  return keys
}

/** Rows that still point, by a foreign key, at a row of the given keys. */
async function danglingReferences(db: Sql, keys: Map<string, Set<string>>) {
  const left: Record<string, number> = {}
  for (const fk of await foreignKeys(db)) {
    const refs = keys.get(fk.ref)
    if (!refs?.size) continue
    const [{ n }] = await db.unsafe<{ n: number }[]>(
      `select count(*)::int as n from ${fk.tbl} where ${fk.col}::text = any($1::text[])`,
      [[...refs]],
    )
    if (n > 0) left[`${fk.tbl}.${fk.col} -> ${fk.ref}`] = n
  }
  return left
}

function filesOf(userId: string): string[] {
  return readdirSync(w.t.storageDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && join(e.parentPath, e.name).includes(userId))
    .map((e) => join(e.parentPath, e.name))
}

/** A stylist with everything: coupon, card, invoices, photos (used and not), services, reviews both ways, events, messages. */
async function fullStylist(): Promise<TestUser> {
  const coupon = await w.coupon()
  const user = await w.freshClient()
  expect((await subscribe(w.t.app, user, { coupon: coupon.code })).status).toBe(200)
  const photo = await w.uploadAs(user, 'profile')
  await w.uploadAs(user, 'profile') // uploaded, never saved with the profile
  const saved = await call(w.t.app, user, 'POST', '/api/firebase/stylists', profileForm({ profileImageUrl: photo }))
  expect(saved.status).toBe(201)
  const stylistId: number = saved.body.id
  expect(
    (
      await call(w.t.app, user, 'POST', '/api/firebase/users', {
        email: user.email,
        profileImageUrl: `http://localhost${photo}`,
      })
    ).status,
  ).toBe(200)
  const work = await w.uploadAs(user, 'portfolio')
  expect((await call(w.t.app, user, 'POST', '/api/firebase/portfolio', { stylistId, imageUrl: work })).status).toBe(201)
  await w.uploadAs(user, 'portfolio') // uploaded, never added to the portfolio
  expect(
    (await call(w.t.app, user, 'POST', '/api/firebase/services', { stylistId, name: 'Silk Press', price: 80 })).status,
  ).toBe(201)
  expect(
    (await call(w.t.app, user, 'POST', '/api/firebase/specialties', { stylistId, specialtyIds: [1, 2] })).status,
  ).toBe(200)
  expect(
    (await call(w.t.app, user, 'POST', `/api/stylists/${w.b.stylistId}/reviews`, { rating: 4, comment: 'Good.' }))
      .status,
  ).toBe(201)
  expect(
    (
      await call(w.t.app, w.users.client, 'POST', `/api/stylists/${stylistId}/reviews`, {
        rating: 5,
        comment: 'Great.',
      })
    ).status,
  ).toBe(201)
  expect((await call(w.t.app, null, 'GET', `/api/stylists/${stylistId}`)).status).toBe(200) // a profile view
  expect(
    (await call(w.t.app, user, 'POST', '/api/subscription/payment-method', { paymentMethodId: await w.card(user) }))
      .status,
  ).toBe(200)
  expect(
    (
      await call(w.t.app, user, 'POST', '/api/support/messages', {
        name: 'Me',
        email: user.email,
        subject: 'Help',
        message: 'Please',
      })
    ).status,
  ).toBe(201)
  await sql`insert into public.analytics_events (event_type, user_id, search_term) values ('search', ${user.id}, 'balayage')`
  return user
}

/** What a deletion keeps by design: the admin's record of it (the user's id as its target). */
const KEPT = { 'public.admin_audit_log': 1 }

async function deleteAndCheck(user: TestUser, expectedTables: string[]) {
  const named = await rowsMentioning(sql, user.id)
  // The check can fail: the user's rows are there, in the tables it reads.
  expect(Object.keys(named)).toEqual(expect.arrayContaining(expectedTables))
  const keys = await ownedKeys(sql, user.id)
  expect(await danglingReferences(sql, keys)).not.toEqual({})

  expect(await call(w.t.app, w.users.admin, 'DELETE', `/api/admin/users/${user.id}`)).toEqual({
    status: 200,
    body: { id: user.id },
  })

  expect(await rowsMentioning(sql, user.id)).toEqual(KEPT)
  expect(await danglingReferences(sql, keys)).toEqual({})
  expect(filesOf(user.id)).toEqual([])
}

describe('deleting a user leaves no orphans', () => {
  it('a stylist with everything: no row, no reference, no file of theirs is left', async () => {
    const user = await fullStylist()
    expect(filesOf(user.id)).toHaveLength(4)
    await deleteAndCheck(user, [
      'auth.users',
      'auth.sessions',
      'public.users',
      'public.stylists',
      'public.subscriptions',
      'public.invoices',
      'public.billing_customers',
      'public.embedded_payment_methods',
      'public.embedded_setup_intents',
      'public.coupon_redemptions',
      'public.reviews',
      'public.portfolio_items',
      'public.analytics_events',
    ])
  })

  it('a client who wrote reviews and uploaded a photo: nothing of theirs is left, the ratings recomputed', async () => {
    const client = await w.freshClient()
    expect(
      (await call(w.t.app, client, 'POST', `/api/stylists/${w.a.stylistId}/reviews`, { rating: 1, comment: 'Meh.' }))
        .status,
    ).toBe(201)
    await w.uploadAs(client, 'profile')
    await deleteAndCheck(client, ['auth.users', 'public.users', 'public.reviews'])
    const [{ avg, n }] = await sql<{ avg: string | null; n: number }[]>`
      select avg(rating)::numeric(3,2)::text as avg, count(*)::int as n from public.reviews where stylist_id = ${w.a.stylistId}`
    expect(
      await sql`select rating_average::numeric(3,2)::text as avg, review_count as n from public.stylists where id = ${w.a.stylistId}`,
    ).toEqual([{ avg, n }])
  })
})
