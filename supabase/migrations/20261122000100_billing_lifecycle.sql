-- What the subscription lifecycle needs beyond the billing tables: the customer at the provider
-- (card on file, account credit), the embedded provider's own records (setup intents, payment
-- methods), the provider events already applied, and per-subscription sync markers.

create table public.billing_customers (
  user_id uuid primary key references public.users (id) on delete cascade,
  provider text not null check (provider in ('embedded', 'stripe')),
  provider_customer_id text not null,
  default_payment_method_id text,
  card_brand text check (char_length(card_brand) <= 40),
  card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  credit_cents integer not null default 0 check (credit_cents >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, provider_customer_id)
);
comment on table public.billing_customers is 'The user as a customer of the billing provider: card on file (brand and last 4 only) and account credit.';
comment on column public.billing_customers.credit_cents is 'Credit from plan changes (unused time), taken off the next invoices; never paid out.';

create trigger billing_customers_touch_updated_at before update on public.billing_customers
  for each row execute function public.touch_updated_at();

alter table public.billing_customers enable row level security;
revoke all on table public.billing_customers from anon, authenticated;
grant select on table public.billing_customers to authenticated;
grant all on table public.billing_customers to service_role;
create policy "Users can read their own billing customer" on public.billing_customers
  for select to authenticated using (user_id = auth.uid());

-- The embedded billing provider (no Stripe keys): its setup intents and saved cards. A card
-- number is never stored, only what a receipt shows and how test cards behave when charged.
create table public.embedded_setup_intents (
  id text primary key check (id like 'seti_%'),
  user_id uuid not null references public.users (id) on delete cascade,
  client_secret_sha256 text not null unique,
  status text not null check (status in ('requires_payment_method', 'succeeded')),
  payment_method_id text,
  created_at timestamptz not null default now()
);
comment on table public.embedded_setup_intents is 'Embedded billing: card setups started by a user (only a SHA-256 of the client secret is kept).';
create index embedded_setup_intents_user_idx on public.embedded_setup_intents (user_id, created_at desc);

create table public.embedded_payment_methods (
  id text primary key check (id like 'pm_%'),
  user_id uuid not null references public.users (id) on delete cascade,
  brand text not null,
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  exp_month smallint not null check (exp_month between 1 and 12),
  exp_year smallint not null,
  charge_outcome text not null check (charge_outcome in ('succeeds', 'card_declined')),
  created_at timestamptz not null default now()
);
comment on table public.embedded_payment_methods is 'Embedded billing: saved test cards; charge_outcome mirrors Stripe''s test card that attaches but declines charges.';
create index embedded_payment_methods_user_idx on public.embedded_payment_methods (user_id);

alter table public.embedded_setup_intents enable row level security;
alter table public.embedded_payment_methods enable row level security;
revoke all on table public.embedded_setup_intents, public.embedded_payment_methods from anon, authenticated;
grant all on table public.embedded_setup_intents, public.embedded_payment_methods to service_role;

-- Provider events (Stripe webhooks) already applied: each is applied once.
create table public.billing_events (
  provider text not null check (provider in ('embedded', 'stripe')),
  event_id text not null,
  type text not null,
  event_created_at timestamptz not null,
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);
comment on table public.billing_events is 'Webhook events already applied (idempotency): a replayed event id changes nothing.';
alter table public.billing_events enable row level security;
revoke all on table public.billing_events from anon, authenticated;
grant all on table public.billing_events to service_role;

alter table public.subscriptions
  add column provider_synced_at timestamptz,
  add column provider_item_id text,
  add column trial_will_end_at timestamptz;
comment on column public.subscriptions.provider_synced_at is 'Creation time of the newest provider event applied: older events cannot move the subscription backwards.';
comment on column public.subscriptions.provider_item_id is 'Stripe subscription item id (plan changes swap its price).';
comment on column public.subscriptions.trial_will_end_at is 'When the provider warned that the trial ends soon (customer.subscription.trial_will_end).';

-- An invoice belongs to one provider invoice id; embedded invoices get ids too.
create index invoices_subscription_idx on public.invoices (subscription_id, period_start);
