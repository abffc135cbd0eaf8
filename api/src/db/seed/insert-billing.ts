import type { Sql, Tx } from '../client.ts'
import { bool, ts } from './params.ts'
import type { StylistDraft } from './stylists.ts'

// Bulk writes of the stylists' subscriptions, invoices and coupon redemptions, then the columns
// the triggers would have kept on the profiles.

type Db = Sql | Tx

/** Subscriptions, then their invoices and redemptions (which need the subscription ids). */
export async function insertBilling(db: Db, drafts: readonly StylistDraft[]): Promise<void> {
  const b = drafts.map((d) => d.billing)
  const subs = await db<{ id: number; provider_subscription_id: string }[]>`
    insert into public.subscriptions (user_id, plan, status, price_cents, current_period_start, current_period_end,
      cancel_at_period_end, canceled_at, ended_at, trial_end, coupon_id, provider, provider_customer_id,
      provider_subscription_id, created_at, updated_at)
    select u.user_id, u.plan, u.status, u.price, u.period_start, u.period_end, u.cancel_at_end, u.canceled_at,
           u.ended_at, u.trial_end, u.coupon_id, 'embedded', u.customer, u.sub, u.created_at, u.updated_at
      from unnest(${drafts.map((d) => d.userId)}::uuid[], ${b.map((x) => x.plan)}::text[],
        ${b.map((x) => x.status)}::text[], ${b.map((x) => x.price)}::int[], ${b.map((x) => ts(x.periodStart))}::timestamptz[],
        ${b.map((x) => ts(x.periodEnd))}::timestamptz[], ${b.map((x) => bool(x.cancelAtPeriodEnd))}::text[]::bool[],
        ${b.map((x) => ts(x.canceledAt))}::timestamptz[], ${b.map((x) => ts(x.endedAt))}::timestamptz[],
        ${b.map((x) => ts(x.trialEnd))}::timestamptz[], ${b.map((x) => x.coupon?.id ?? null)}::bigint[],
        ${b.map((x) => x.providerCustomerId)}::text[], ${b.map((x) => x.providerSubscriptionId)}::text[],
        ${b.map((x) => ts(x.createdAt))}::timestamptz[], ${b.map((x) => ts(x.updatedAt))}::timestamptz[])
        as u(user_id, plan, status, price, period_start, period_end, cancel_at_end, canceled_at, ended_at,
             trial_end, coupon_id, customer, sub, created_at, updated_at)
    returning id, provider_subscription_id`
  const subId = new Map(subs.map((s) => [s.provider_subscription_id, Number(s.id)]))
  const inv = drafts.flatMap((d) =>
    d.billing.invoices.map((i) => ({ d, i, sub: subId.get(d.billing.providerSubscriptionId)! })),
  )
  const red = drafts.filter((d) => d.billing.coupon)
  // Paying demo stylists have Stripe's test Visa on file, so the embedded provider renews them;
  // lapsed ones have no card, so the billing sweep ends them rather than reviving them.
  const paying = drafts.filter((d) => d.billing.kind === 'active' || d.billing.kind === 'trialing')
  const pm = paying.map((d) => d.billing.providerSubscriptionId.replace(/^sub_/, 'pm_'))
  await Promise.all([
    db`insert into public.embedded_payment_methods (id, user_id, brand, last4, exp_month, exp_year, charge_outcome)
       select u.id, u.user_id, 'visa', '4242', 12, 2034, 'succeeds'
         from unnest(${pm}::text[], ${paying.map((d) => d.userId)}::uuid[]) as u(id, user_id)`,
    db`insert into public.billing_customers (user_id, provider, provider_customer_id, default_payment_method_id, card_brand, card_last4)
       select u.user_id, 'embedded', u.customer, c.pm, case when c.pm is not null then 'visa' end, case when c.pm is not null then '4242' end
         from unnest(${drafts.map((d) => d.userId)}::uuid[], ${b.map((x) => x.providerCustomerId)}::text[]) as u(user_id, customer)
         left join unnest(${paying.map((d) => d.userId)}::uuid[], ${pm}::text[]) as c(user_id, pm) on c.user_id = u.user_id`,
    db`insert into public.invoices (user_id, subscription_id, status, subtotal_cents, discount_cents, amount_due_cents,
         amount_paid_cents, period_start, period_end, paid_at, provider, provider_invoice_id, created_at)
       select u.user_id, u.sub, u.status, u.subtotal, u.discount, u.subtotal - u.discount,
              case when u.status = 'paid' then u.subtotal - u.discount else 0 end,
              u.period_start, u.period_end, u.paid_at, 'embedded', u.invoice, u.period_start
         from unnest(${inv.map((x) => x.d.userId)}::uuid[], ${inv.map((x) => x.sub)}::bigint[],
           ${inv.map((x) => x.i.status)}::text[], ${inv.map((x) => x.i.subtotal)}::int[],
           ${inv.map((x) => x.i.discount)}::int[], ${inv.map((x) => ts(x.i.periodStart))}::timestamptz[],
           ${inv.map((x) => ts(x.i.periodEnd))}::timestamptz[], ${inv.map((x) => ts(x.i.paidAt))}::timestamptz[],
           ${inv.map((x) => x.i.providerInvoiceId)}::text[])
           as u(user_id, sub, status, subtotal, discount, period_start, period_end, paid_at, invoice)`,
    db`insert into public.coupon_redemptions (coupon_id, user_id, subscription_id, redeemed_at)
       select * from unnest(${red.map((d) => d.billing.coupon!.id)}::bigint[], ${red.map((d) => d.userId)}::uuid[],
         ${red.map((d) => subId.get(d.billing.providerSubscriptionId)!)}::bigint[],
         ${red.map((d) => ts(d.billing.createdAt))}::timestamptz[])`,
  ])
}

/**
 * What the triggers keep on a profile, recomputed for a batch written with triggers off: the
 * search document, the rating (as refresh_stylist_rating does) and the subscription's end. The
 * rating is a LATERAL subquery per stylist so that it is always an index lookup: a join let the
 * planner, short of statistics mid-seed, scan every review for each batch (quadratic at 1M).
 */
export async function refreshProfiles(db: Db, stylistIds: readonly number[]): Promise<void> {
  // Triggers are off while seeding (session_replication_role = replica), so every column they
  // would keep is set here, from the same SQL functions the triggers use.
  await db`
    update public.stylists s
       set search_document = public.build_stylist_search_document(s.id, s.stylist_name, s.salon_name, s.bio),
           rating_average = agg.avg_rating,
           review_count = agg.n,
           ranking_weight = agg.weight,
           ranking_rating_sum = agg.weighted,
           subscription_active_until = public.subscription_active_until(s.user_id),
           service_codes = public.stylist_service_codes(s.id),
           specialty_codes = public.stylist_specialty_codes(s.id),
           closing_times = public.stylist_closing_times(s.id),
           has_portfolio = d.has_portfolio,
           recommended_score = public.stylist_recommended_score(agg.weighted, agg.weight, s.verification_status,
             s.profile_image_url, s.salon_name, d.has_portfolio)
      from unnest(${stylistIds}::bigint[]) as b(id)
      cross join lateral (
        select round(avg(r.rating)::numeric, 2) as avg_rating, count(r.id)::integer as n,
               coalesce(sum(case when r.appointment_id is not null then 1.0 else 0.5 end), 0)::float8 as weight,
               coalesce(sum(r.rating * case when r.appointment_id is not null then 1.0 else 0.5 end), 0)::float8 as weighted
          from public.reviews r
         where r.stylist_id = b.id and r.hidden_at is null) agg
      cross join lateral (
        select exists (select 1 from public.portfolio_items p where p.stylist_id = b.id) as has_portfolio) d
     where s.id = b.id`
  await db`select public.sync_stylist_search(${stylistIds}::bigint[])`
}
