import { describe, expect, it } from 'vitest'
import type { Tx } from '../src/db/client.ts'
import { asService, asUser } from '../src/db/roles.ts'
import { createStylist, createUser, testDatabase } from './database.ts'

const sql = testDatabase()

// Billing rows mirror the provider, and only the service role writes them: a user who could
// write their own would list themselves without paying, or take credit and discounts.
const PERMISSION_DENIED = { code: '42501' }
const BILLING_TABLES = ['subscriptions', 'invoices', 'coupon_redemptions', 'billing_customers'] as const

async function newCoupon() {
  const code = `RLS${Math.random().toString(36).slice(2, 10).toUpperCase()}`
  const [row] = await sql<
    { id: number }[]
  >`insert into public.coupons (code, name, type, value, valid_from, valid_until)
    values (${code}, 'RLS check', 'percentage', 10, '2026-01-01', '2030-01-01') returning id`
  return row.id
}

/** Inserts of one row per billing table for `userId`, each valid on its own (the service role's proves it). */
function ownBillingRows(
  userId: string,
  couponId: number,
): Record<(typeof BILLING_TABLES)[number], (tx: Tx) => Promise<unknown>> {
  return {
    subscriptions: (
      tx,
    ) => tx`insert into public.subscriptions (user_id, plan, status, price_cents, current_period_start, current_period_end, provider, provider_subscription_id)
      values (${userId}, 'annual', 'active', 0, '2026-11-01', '2036-11-01', 'embedded', ${'sub_self_' + userId})`,
    invoices: (
      tx,
    ) => tx`insert into public.invoices (user_id, status, subtotal_cents, amount_due_cents, amount_paid_cents, period_start, period_end, paid_at, provider, provider_invoice_id)
      values (${userId}, 'paid', 4000, 0, 0, '2026-11-01', '2027-11-01', '2026-11-01', 'embedded', ${'in_self_' + userId})`,
    coupon_redemptions: (tx) =>
      tx`insert into public.coupon_redemptions (coupon_id, user_id) values (${couponId}, ${userId})`,
    billing_customers: (
      tx,
    ) => tx`insert into public.billing_customers (user_id, provider, provider_customer_id, credit_cents)
      values (${userId}, 'embedded', ${'cus_self_' + userId}, 100000)`,
  }
}

/** Every billing row of the user, as the owner role sees it (bypassing RLS). */
async function billingRowsOf(userId: string) {
  const [rows] = await sql`
    select (select coalesce(json_agg(x order by x.id), '[]') from public.subscriptions x where x.user_id = ${userId}) as subscriptions,
           (select coalesce(json_agg(x order by x.id), '[]') from public.invoices x where x.user_id = ${userId}) as invoices,
           (select coalesce(json_agg(x order by x.id), '[]') from public.coupon_redemptions x where x.user_id = ${userId}) as coupon_redemptions,
           (select coalesce(json_agg(x), '[]') from public.billing_customers x where x.user_id = ${userId}) as billing_customers`
  return rows
}

describe('row-level security on billing', () => {
  it('refuses a signed-in user inserting their own subscription, invoice, coupon redemption or billing customer', async () => {
    const user = await createUser(sql)
    const inserts = ownBillingRows(user.id, await newCoupon())
    for (const table of BILLING_TABLES) {
      await expect(asUser(sql, user.claims, inserts[table]), table).rejects.toMatchObject(PERMISSION_DENIED)
    }
    expect(await billingRowsOf(user.id)).toEqual({
      subscriptions: [],
      invoices: [],
      coupon_redemptions: [],
      billing_customers: [],
    })

    // The same rows go in as the service role: only the user's rights refused them above.
    await asService(sql, async (tx) => {
      for (const table of BILLING_TABLES) await inserts[table](tx)
    })
    const stored = await billingRowsOf(user.id)
    for (const table of BILLING_TABLES) expect(stored[table], table).toHaveLength(1)
  })

  it('refuses a signed-in user updating or deleting their own billing rows, which stay as they were', async () => {
    const user = await createUser(sql)
    await createStylist(sql, user.id)
    // createStylist gave the user a live subscription; the service role adds the other rows.
    const { subscriptions: _live, ...others } = ownBillingRows(user.id, await newCoupon())
    await asService(sql, async (tx) => {
      for (const insert of Object.values(others)) await insert(tx)
    })
    const before = await billingRowsOf(user.id)
    // The user can see each row, so an update or delete would have had something to change.
    const visible = await asUser(sql, user.claims, (tx) =>
      Promise.all(
        BILLING_TABLES.map((table) =>
          tx`select count(*)::int as n from ${tx('public.' + table)} where user_id = ${user.id}`.then(([row]) => row.n),
        ),
      ),
    )
    expect(visible).toEqual([1, 1, 1, 1])

    const updates: Record<(typeof BILLING_TABLES)[number], string> = {
      subscriptions: `update public.subscriptions set current_period_end = current_period_end + interval '10 years', price_cents = 0`,
      invoices: `update public.invoices set amount_due_cents = 0, amount_paid_cents = 0`,
      coupon_redemptions: `update public.coupon_redemptions set redeemed_at = redeemed_at - interval '1 year'`,
      billing_customers: `update public.billing_customers set credit_cents = credit_cents + 100000`,
    }
    for (const table of BILLING_TABLES) {
      await expect(
        asUser(sql, user.claims, (tx) => tx.unsafe(`${updates[table]} where user_id = $1`, [user.id])),
        `update ${table}`,
      ).rejects.toMatchObject(PERMISSION_DENIED)
      await expect(
        asUser(sql, user.claims, (tx) => tx.unsafe(`delete from public.${table} where user_id = $1`, [user.id])),
        `delete ${table}`,
      ).rejects.toMatchObject(PERMISSION_DENIED)
    }
    expect(await billingRowsOf(user.id)).toEqual(before)
  })
})
