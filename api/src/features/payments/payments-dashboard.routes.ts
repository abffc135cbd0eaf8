import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { dashboardMessages } from '@marketplace/domain/contract/dashboard.ts'
import {
  LEDGER_CSV_MAX_ROWS,
  LEDGER_PAGE_SIZE,
  paymentMessages,
  paymentPolicySchema,
  type DashboardPayments,
  type LedgerPage,
  type PaymentPolicy,
} from '@marketplace/domain/contract/payments.ts'
import { policyTakesMoney } from '@marketplace/domain/payments/policy-rules.ts'
import type { AppEnv } from '../../app-env.ts'
import type { Tx } from '../../db/client.ts'
import { asService, asUser } from '../../db/roles.ts'
import { requireUser } from '../../lib/auth.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { validate } from '../../lib/validate.ts'
import { readSettings } from '../booking/booking-settings.sql.ts'
import { siteOrigin } from '../seo/seo.routes.ts'
import { linkAccount, mirrorAccount } from './connect-store.ts'
import { ledgerCsv, localTime } from './ledger-csv.ts'
import { ledgerRowOf, readLedger, stripeFeeEstimated } from './ledger.ts'
import {
  deleteServicePolicy,
  ownServices,
  payoutAccountOf,
  readAccount,
  readPolicies,
  savePolicy,
} from './payment-policy.sql.ts'

const serviceParam = z.object({ serviceId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
const form = { message: 'first-issue' } as const
const ledgerQuery = z.object({
  before: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, 'before must be an appointment id')
    .transform(Number)
    .refine((n) => n <= Number.MAX_SAFE_INTEGER, 'before must be an appointment id')
    .optional(),
})

interface Own {
  id: number
  timeZone: string
  email: string
}

/** Runs `work` as the caller on their own stylist profile (none: 404 'Profile required'). */
function asOwnStylist<T>(c: Context<AppEnv>, work: (tx: Tx, own: Own) => Promise<T>): Promise<T> {
  const user = c.get('user')
  return asUser(c.get('deps').sql, user.claims, async (tx) => {
    const [own] = await tx<Own[]>`
      select id::int as id, time_zone as "timeZone", email from private.own_stylists where user_id = ${user.id}`
    if (!own) throw notFound(dashboardMessages.profileRequired)
    return work(tx, own)
  })
}

/** Everything the Payments section shows: policies, services, the window and zone, the account. */
async function dashboardPayments(tx: Tx, own: Own, mode: 'embedded' | 'stripe'): Promise<DashboardPayments> {
  const { overall, byService } = await readPolicies(tx, own.id)
  const services = await ownServices(tx, own.id)
  const settings = await readSettings(tx, own.id)
  return {
    overall,
    services: services.map((s) => ({ ...s, policy: byService.get(s.serviceId) ?? null })),
    cancellationWindowHours: settings.cancellationWindowHours,
    timeZone: own.timeZone,
    account: payoutAccountOf(await readAccount(tx, own.id), mode),
  }
}

/**
 * A policy that takes money needs an account that can take charges now (as last mirrored):
 * 409 with the reason; anything else passes.
 */
async function requireChargesFor(tx: Tx, stylistId: number, policy: PaymentPolicy): Promise<void> {
  if (!policyTakesMoney(policy)) return
  const account = await readAccount(tx, stylistId)
  if (!account?.charges_enabled) throw new HttpError(409, paymentMessages.chargesDisabled)
}

/**
 * The Payments section of Booking settings: the stylist's payment policy (overall and per
 * service) and their Stripe Connect account. The caller's own profile only, as the caller under
 * row-level security; the connected account is written by the server (service role) alone.
 */
export const paymentsDashboardRoutes = new Hono<AppEnv>()
  .get('/dashboard/payments', requireUser, async (c) => {
    const mode = c.get('deps').payouts.mode
    return c.json(await asOwnStylist(c, (tx, own) => dashboardPayments(tx, own, mode)), 200)
  })
  .get('/dashboard/payments/ledger', requireUser, validate('query', ledgerQuery), async (c) => {
    const { sql } = c.get('deps')
    const { before } = c.req.valid('query')
    const own = await asOwnStylist(c, async (_tx, own) => own)
    // The stylist was shown to own this profile under row-level security; the money tables are the
    // server's alone, read for that stylist only.
    const rows = await asService(sql, (tx) => readLedger(tx, own.id, before, LEDGER_PAGE_SIZE + 1))
    const page = rows.slice(0, LEDGER_PAGE_SIZE)
    return c.json<LedgerPage>(
      {
        rows: page.map((r) => ledgerRowOf(r, own.timeZone)),
        nextBefore: rows.length > LEDGER_PAGE_SIZE ? page[page.length - 1].id : null,
        stripeFeeEstimated: page.some(stripeFeeEstimated),
      },
      200,
    )
  })
  .get('/dashboard/payments/ledger.csv', requireUser, async (c) => {
    const { sql, clock } = c.get('deps')
    const own = await asOwnStylist(c, async (_tx, own) => own)
    const rows = await asService(sql, (tx) => readLedger(tx, own.id, undefined, LEDGER_CSV_MAX_ROWS))
    const body = ledgerCsv(
      rows.map((r) => ledgerRowOf(r, own.timeZone)),
      rows.some(stripeFeeEstimated),
    )
    const day = localTime(clock.now().toISOString(), own.timeZone).slice(0, 10)
    return c.body(body, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="payments-${day}.csv"`,
      'cache-control': 'private, no-store',
    })
  })
  .put('/dashboard/payment-policy', requireUser, validate('json', paymentPolicySchema, form), async (c) => {
    const policy = c.req.valid('json')
    const mode = c.get('deps').payouts.mode
    const body = await asOwnStylist(c, async (tx, own) => {
      await requireChargesFor(tx, own.id, policy)
      await savePolicy(tx, own.id, null, policy)
      return dashboardPayments(tx, own, mode)
    })
    return c.json(body, 200)
  })
  .put(
    '/dashboard/payment-policy/services/:serviceId',
    requireUser,
    validate('param', serviceParam),
    validate('json', paymentPolicySchema, form),
    async (c) => {
      const { serviceId } = c.req.valid('param')
      const policy = c.req.valid('json')
      const mode = c.get('deps').payouts.mode
      const body = await asOwnStylist(c, async (tx, own) => {
        const services = await ownServices(tx, own.id)
        if (!services.some((s) => s.serviceId === serviceId)) throw notFound(paymentMessages.serviceNotFound)
        await requireChargesFor(tx, own.id, policy)
        await savePolicy(tx, own.id, serviceId, policy)
        return dashboardPayments(tx, own, mode)
      })
      return c.json(body, 200)
    },
  )
  .delete('/dashboard/payment-policy/services/:serviceId', requireUser, validate('param', serviceParam), async (c) => {
    const { serviceId } = c.req.valid('param')
    const deleted = await asOwnStylist(c, (tx, own) => deleteServicePolicy(tx, own.id, serviceId))
    if (!deleted) throw notFound(paymentMessages.serviceNotFound)
    return c.body(null, 204)
  })
  .post('/dashboard/payouts/onboarding', requireUser, async (c) => {
    const { sql, payouts, clock } = c.get('deps')
    const own = await asOwnStylist(c, async (_tx, own) => own)
    // The provider is called outside any transaction of ours; its idempotency (one account per
    // stylist) and linkAccount's first-wins insert make a double click one account.
    const existing = await asService(sql, (tx) => readAccount(tx, own.id))
    let accountId = existing?.account_id
    if (!accountId) {
      const state = await asService(sql, (tx) => payouts.createAccount(tx, { stylistId: own.id, email: own.email }))
      const readAt = clock.now()
      accountId = await asService(sql, (tx) => linkAccount(tx, own.id, payouts.mode, state, readAt))
    }
    const back = `${siteOrigin(c)}/dashboard?tab=booking-settings`
    const url = await asService(sql, (tx) =>
      payouts.onboardingLink(tx, accountId, {
        returnUrl: `${back}&connect=return`,
        refreshUrl: `${back}&connect=refresh`,
      }),
    )
    return c.json({ url }, 200)
  })
  .post('/dashboard/payouts/refresh', requireUser, async (c) => {
    const { sql, payouts, clock } = c.get('deps')
    const own = await asOwnStylist(c, async (_tx, own) => own)
    const existing = await asService(sql, (tx) => readAccount(tx, own.id))
    if (!existing) throw notFound(paymentMessages.notConnected)
    const state = await asService(sql, (tx) => payouts.retrieveAccount(tx, existing.account_id))
    const readAt = clock.now()
    const row = await asService(sql, async (tx) => {
      await mirrorAccount(tx, state, readAt)
      return readAccount(tx, own.id)
    })
    return c.json(payoutAccountOf(row, payouts.mode), 200)
  })
