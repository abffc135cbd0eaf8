-- Billing: coupons and their redemptions, subscriptions and invoices. Rows mirror the billing
-- provider (the embedded adapter or Stripe) by its ids; only the service role writes them.

create table public.coupons (
  id bigint generated always as identity primary key,
  code text not null unique check (code = upper(code) and code ~ '^[A-Z0-9][A-Z0-9_-]{2,31}$'),
  name text not null check (char_length(btrim(name)) between 1 and 120),
  type text not null check (type in ('percentage', 'fixed', 'free')),
  value integer not null default 0,
  duration_months integer,
  description text check (char_length(description) <= 1000),
  max_uses integer check (max_uses > 0),
  current_uses integer not null default 0 check (current_uses >= 0),
  valid_from timestamptz not null,
  valid_until timestamptz not null,
  subscription_types text[] check (
    subscription_types is null
    or (cardinality(subscription_types) >= 1 and subscription_types <@ array['monthly', 'annual'])
  ),
  is_active boolean not null default true,
  provider_coupon_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint coupons_value_by_type check (
    (type = 'percentage' and value between 1 and 100)
    or (type = 'fixed' and value between 1 and 10000000)
    or (type = 'free' and value = 0)
  ),
  constraint coupons_duration_by_type check (
    (type = 'free' and duration_months is not null and duration_months between 1 and 120)
    or (type <> 'free' and duration_months is null)
  ),
  constraint coupons_uses_within_max check (max_uses is null or current_uses <= max_uses),
  constraint coupons_valid_window check (valid_until > valid_from)
);
comment on table public.coupons is 'Discount codes: percentage off, a fixed amount off (cents) or free months; managed by the admin.';
comment on column public.coupons.value is 'Percent (1-100) for percentage, cents for fixed, 0 for free.';
comment on column public.coupons.max_uses is 'Null means unlimited.';
comment on column public.coupons.subscription_types is 'Plans the coupon applies to; null means every plan.';

create trigger coupons_touch_updated_at before update on public.coupons
  for each row execute function public.touch_updated_at();

alter table public.coupons enable row level security;
revoke all on table public.coupons from anon, authenticated;
grant all on table public.coupons to service_role;
-- No policy for anon or authenticated: coupons are validated and managed through the API only.

-- The promise of the marketing page: a free 6-month trial with this code.
insert into public.coupons (code, name, type, value, duration_months, description, valid_from, valid_until)
values ('FREETRIAL0125', 'Free 6-month trial', 'free', 0, 6,
        'Six months free for new stylists; no card required.', '2025-01-01T00:00:00Z', '2030-12-31T23:59:59Z')
on conflict (code) do nothing;

create table public.subscriptions (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.users (id) on delete cascade,
  plan text not null check (plan in ('monthly', 'annual')),
  status text not null check (status in
    ('trialing', 'active', 'past_due', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused')),
  price_cents integer not null check (price_cents >= 0),
  current_period_start timestamptz not null,
  current_period_end timestamptz not null,
  cancel_at_period_end boolean not null default false,
  canceled_at timestamptz,
  ended_at timestamptz,
  trial_end timestamptz,
  coupon_id bigint references public.coupons (id) on delete set null,
  provider text not null check (provider in ('embedded', 'stripe')),
  provider_customer_id text,
  provider_subscription_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (current_period_end > current_period_start),
  unique (provider, provider_subscription_id)
);
comment on table public.subscriptions is 'Stylist subscriptions mirrored from the billing provider; "active" is derived from status and period end.';
comment on column public.subscriptions.price_cents is 'Plan price per period in cents before any coupon: 500 monthly, 4000 annual.';

-- One live subscription per user at a time; ended ones are kept as history.
create unique index subscriptions_one_live_per_user on public.subscriptions (user_id)
  where status in ('trialing', 'active', 'past_due', 'incomplete', 'unpaid', 'paused');
create index subscriptions_user_idx on public.subscriptions (user_id, current_period_end desc);
create index subscriptions_status_idx on public.subscriptions (status, current_period_end);

create trigger subscriptions_touch_updated_at before update on public.subscriptions
  for each row execute function public.touch_updated_at();

-- When the user's active subscription runs until, or null.
create function public.subscription_active_until(p_user_id uuid) returns timestamptz
language sql stable
security definer
set search_path = ''
as $$
  select max(current_period_end) from public.subscriptions
   where user_id = p_user_id and status in ('active', 'trialing')
$$;
comment on function public.subscription_active_until(uuid) is 'End of the user''s active or trialing subscription period, or null.';

create function public.sync_stylist_subscription() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.stylists set subscription_active_until = public.subscription_active_until(new.user_id)
   where user_id = new.user_id;
  return null;
end
$$;
comment on function public.sync_stylist_subscription() is 'Copies the subscription''s active-until onto the stylist profile (search reads it).';

create trigger subscriptions_sync_stylist after insert or update on public.subscriptions
  for each row execute function public.sync_stylist_subscription();

create function public.set_stylist_subscription() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.subscription_active_until := public.subscription_active_until(new.user_id);
  return new;
end
$$;
comment on function public.set_stylist_subscription() is 'Fills subscription_active_until when a profile is created.';

create trigger stylists_set_subscription before insert on public.stylists
  for each row execute function public.set_stylist_subscription();

alter table public.subscriptions enable row level security;
revoke all on table public.subscriptions from anon, authenticated;
grant select on table public.subscriptions to authenticated;
grant all on table public.subscriptions to service_role;

create policy "Users can read their own subscriptions" on public.subscriptions
  for select to authenticated using (user_id = auth.uid());

create table public.coupon_redemptions (
  id bigint generated always as identity primary key,
  coupon_id bigint not null references public.coupons (id) on delete restrict,
  user_id uuid references public.users (id) on delete set null,
  subscription_id bigint references public.subscriptions (id) on delete set null,
  redeemed_at timestamptz not null default now(),
  unique (coupon_id, user_id)
);
comment on table public.coupon_redemptions is 'Who used which coupon; a used coupon is deactivated rather than deleted so this history stays.';
create index coupon_redemptions_user_idx on public.coupon_redemptions (user_id);

alter table public.coupon_redemptions enable row level security;
revoke all on table public.coupon_redemptions from anon, authenticated;
grant select on table public.coupon_redemptions to authenticated;
grant all on table public.coupon_redemptions to service_role;

create policy "Users can read their own coupon redemptions" on public.coupon_redemptions
  for select to authenticated using (user_id = auth.uid());

create table public.invoices (
  id bigint generated always as identity primary key,
  user_id uuid references public.users (id) on delete set null,
  subscription_id bigint references public.subscriptions (id) on delete set null,
  status text not null check (status in ('draft', 'open', 'paid', 'void', 'uncollectible')),
  currency char(3) not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  subtotal_cents integer not null check (subtotal_cents >= 0),
  discount_cents integer not null default 0 check (discount_cents >= 0),
  amount_due_cents integer not null check (amount_due_cents >= 0),
  amount_paid_cents integer not null default 0 check (amount_paid_cents >= 0),
  period_start timestamptz not null,
  period_end timestamptz not null,
  paid_at timestamptz,
  provider text not null check (provider in ('embedded', 'stripe')),
  provider_invoice_id text,
  created_at timestamptz not null default now(),
  check (period_end >= period_start),
  check ((status = 'paid') = (paid_at is not null)),
  unique (provider, provider_invoice_id)
);
comment on table public.invoices is 'Invoices of subscription periods; total revenue is the sum of paid amounts (kept when a user is deleted).';
create index invoices_user_idx on public.invoices (user_id, created_at desc);
create index invoices_paid_idx on public.invoices (paid_at) where status = 'paid';

alter table public.invoices enable row level security;
revoke all on table public.invoices from anon, authenticated;
grant select on table public.invoices to authenticated;
grant all on table public.invoices to service_role;

create policy "Users can read their own invoices" on public.invoices
  for select to authenticated using (user_id = auth.uid());
