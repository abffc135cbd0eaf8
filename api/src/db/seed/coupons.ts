import type { Sql } from '../client.ts'
import type { Plan } from './billing.ts'
import { bool, ts } from './params.ts'
import { addDays, type Rng } from './random.ts'

// Demo coupons beside the FREETRIAL0125 code the billing migration creates: one of each case the
// admin console shows (percentage, fixed, expired, inactive, used up), with redemptions that
// match the subscriptions that used them.

export interface DemoCoupon {
  id: number
  code: string
  type: 'percentage' | 'fixed' | 'free'
  value: number
  validFrom: Date
  validUntil: Date
  plans: Plan[] | null
  maxUses: number | null
}

interface CouponSpec extends Omit<DemoCoupon, 'id' | 'validFrom' | 'validUntil'> {
  name: string
  description: string
  fromDays: number
  untilDays: number
  active: boolean
  /** Chance that an eligible new subscription used it. */
  uptake: number
}

const specs: readonly CouponSpec[] = [
  {
    code: 'BETA25',
    name: 'Beta stylists: 25% off',
    type: 'percentage',
    value: 25,
    plans: null,
    maxUses: 25,
    fromDays: -700,
    untilDays: 365,
    active: true,
    uptake: 0.05,
    description: 'For the first 25 stylists of the beta programme.',
  },
  {
    code: 'ANNUAL10',
    name: '$10 off the annual plan',
    type: 'fixed',
    value: 1000,
    plans: ['annual'],
    maxUses: null,
    fromDays: -200,
    untilDays: 165,
    active: true,
    uptake: 0.2,
    description: 'Ten dollars off the first year.',
  },
  {
    code: 'WELCOME20',
    name: 'Welcome: 20% off',
    type: 'percentage',
    value: 20,
    plans: null,
    maxUses: null,
    fromDays: -300,
    untilDays: 65,
    active: true,
    uptake: 0.1,
    description: 'Twenty percent off the first payment for new stylists.',
  },
  {
    code: 'SUMMERGLOW',
    name: 'Summer Glow: 30% off',
    type: 'percentage',
    value: 30,
    plans: null,
    maxUses: 500,
    fromDays: -480,
    untilDays: -390,
    active: true,
    uptake: 0.15,
    description: "Last summer's campaign (expired).",
  },
  {
    code: 'PARTNER50',
    name: 'Partner salons: 50% off',
    type: 'percentage',
    value: 50,
    plans: ['monthly'],
    maxUses: 100,
    fromDays: -90,
    untilDays: 275,
    active: false,
    uptake: 0,
    description: 'Paused while the partner programme is reviewed.',
  },
]

export const TRIAL_CODE = 'FREETRIAL0125'

export interface CouponBook {
  trial(): DemoCoupon | null
  /** A coupon this new subscription used, or null; counts uses so capped coupons stop. */
  choose(rng: Rng, plan: Plan, firstStart: Date): DemoCoupon | null
}

/** Creates the demo coupons (dates relative to `now`) and returns them with the trial code. */
export async function insertDemoCoupons(sql: Sql, now: Date): Promise<CouponBook> {
  const rows = specs.map((s) => ({ ...s, validFrom: addDays(now, s.fromDays), validUntil: addDays(now, s.untilDays) }))
  await sql`
    insert into public.coupons (code, name, type, value, description, max_uses, valid_from, valid_until,
                                subscription_types, is_active, created_at, updated_at)
    select u.code, u.name, u.type, u.value, u.description, u.max_uses, u.valid_from, u.valid_until,
           u.plans::text[], u.active, u.valid_from - interval '3 days', u.valid_from - interval '3 days'
      from unnest(${rows.map((r) => r.code)}::text[], ${rows.map((r) => r.name)}::text[],
                  ${rows.map((r) => r.type)}::text[], ${rows.map((r) => r.value)}::int[],
                  ${rows.map((r) => r.description)}::text[], ${rows.map((r) => r.maxUses)}::int[],
                  ${rows.map((r) => ts(r.validFrom))}::timestamptz[], ${rows.map((r) => ts(r.validUntil))}::timestamptz[],
                  ${rows.map((r) => (r.plans ? `{${r.plans.join(',')}}` : null))}::text[], ${rows.map((r) => bool(r.active))}::text[]::bool[])
        as u(code, name, type, value, description, max_uses, valid_from, valid_until, plans, active)
    on conflict (code) do nothing`
  const ids = await sql<{ id: number; code: string; valid_from: Date; valid_until: Date; max_uses: number | null }[]>`
    select id::int as id, code, valid_from, valid_until, max_uses from public.coupons
     where code = any(${[...specs.map((s) => s.code), TRIAL_CODE]}::text[])`
  const byCode = new Map(ids.map((r) => [r.code, r]))
  const trialRow = byCode.get(TRIAL_CODE)
  const trial: DemoCoupon | null = trialRow
    ? {
        id: trialRow.id,
        code: TRIAL_CODE,
        type: 'free',
        value: 0,
        validFrom: trialRow.valid_from,
        validUntil: trialRow.valid_until,
        plans: null,
        maxUses: trialRow.max_uses,
      }
    : null
  const usable = rows.flatMap((s) => {
    const row = byCode.get(s.code)
    return row && s.uptake > 0 ? [{ coupon: { ...s, id: row.id } as DemoCoupon, uptake: s.uptake, uses: 0 }] : []
  })
  return {
    trial: () => trial,
    choose(rng, plan, firstStart) {
      for (const entry of usable) {
        const c = entry.coupon
        if (firstStart < c.validFrom || firstStart > c.validUntil) continue
        if (c.plans && !c.plans.includes(plan)) continue
        if (c.maxUses !== null && entry.uses >= c.maxUses) continue
        if (!rng.chance(entry.uptake)) continue
        entry.uses++
        return c
      }
      return null
    },
  }
}

/**
 * Sets current_uses of the demo coupons and the trial code to their number of redemptions, which
 * is what the billing code keeps it at; recounting (not adding) keeps a retried seed right.
 */
export async function countCouponUses(sql: Sql): Promise<void> {
  await sql`
    update public.coupons c set current_uses = (select count(*) from public.coupon_redemptions r where r.coupon_id = c.id)
     where c.code = any(${[...specs.map((s) => s.code), TRIAL_CODE]}::text[])`
}
