-- Booking payments, first slice (issue 37, ADR 021): the stylist's payment policy (overall and per
-- service), the terms an appointment was booked on, and the stylist's Stripe Connect account
-- mirrored from Stripe (or from the embedded twin). Amounts are integer cents; percentages whole
-- percent. The rules that turn a policy into cents are the API's (domain/src/payments/).

-- One overall policy per stylist (service_id null) and at most one per service, which replaces the
-- overall one for that service. A deposit amount exists exactly when the requirement is deposit;
-- fees need a way to be paid (anything but 'none').
create table public.payment_policies (
  id bigint generated always as identity primary key,
  stylist_id bigint not null references public.stylists (id) on delete cascade,
  service_id bigint references public.services (id) on delete cascade,
  requirement text not null check (requirement in ('none', 'card_on_file', 'deposit', 'prepayment')),
  deposit_kind text check (deposit_kind in ('fixed', 'percent')),
  deposit_value integer,
  minimum_booking_cents integer not null default 0 check (minimum_booking_cents between 0 and 1000000),
  late_cancel_fee_kind text check (late_cancel_fee_kind in ('fixed', 'percent')),
  late_cancel_fee_value integer,
  no_show_fee_kind text check (no_show_fee_kind in ('fixed', 'percent')),
  no_show_fee_value integer,
  scope text not null default 'everyone' check (scope in ('everyone', 'new_clients', 'past_no_show')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((deposit_kind is null) = (deposit_value is null)),
  check ((late_cancel_fee_kind is null) = (late_cancel_fee_value is null)),
  check ((no_show_fee_kind is null) = (no_show_fee_value is null)),
  check ((requirement = 'deposit') = (deposit_kind is not null)),
  check (requirement <> 'none' or (late_cancel_fee_kind is null and no_show_fee_kind is null)),
  check (deposit_value is null or deposit_value between 1 and (case deposit_kind when 'percent' then 100 else 1000000 end)),
  check (late_cancel_fee_value is null
    or late_cancel_fee_value between 1 and (case late_cancel_fee_kind when 'percent' then 100 else 1000000 end)),
  check (no_show_fee_value is null
    or no_show_fee_value between 1 and (case no_show_fee_kind when 'percent' then 100 else 1000000 end))
);
comment on table public.payment_policies is 'What a stylist asks of clients at booking (card, deposit, prepayment) and the late-cancellation and no-show fees: one overall row (service_id null) and optional rows per service.';
comment on column public.payment_policies.deposit_value is 'Cents for a fixed deposit, whole percent of the service price for a percentage (capped at the price by the API).';
comment on column public.payment_policies.minimum_booking_cents is 'Bookings priced below this are made on no payment terms at all.';
comment on column public.payment_policies.scope is 'Who the policy applies to: everyone, new clients (no completed visit with the stylist), or clients with a past no-show with them.';
create unique index payment_policies_overall_idx on public.payment_policies (stylist_id) where service_id is null;
create unique index payment_policies_service_idx on public.payment_policies (service_id) where service_id is not null;
create index payment_policies_stylist_idx on public.payment_policies (stylist_id, service_id);

create trigger payment_policies_touch_updated_at before update on public.payment_policies
  for each row execute function public.touch_updated_at();

-- A per-service policy belongs to a service of the same stylist.
create function public.guard_payment_policy_service() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.service_id is not null and not exists (
    select 1 from public.services s where s.id = new.service_id and s.stylist_id = new.stylist_id
  ) then
    raise exception 'A service''s payment policy belongs to a service of the same stylist' using errcode = '42501';
  end if;
  return new;
end;
$$;
comment on function public.guard_payment_policy_service() is 'Refuses a per-service payment policy whose service is another stylist''s.';
create trigger payment_policies_guard_service before insert or update on public.payment_policies
  for each row execute function public.guard_payment_policy_service();

-- The stylist's connected account as Stripe (or the embedded twin) last reported it. Written only
-- by the server as the service role (account.updated, or a read on return from onboarding).
create table public.connected_accounts (
  stylist_id bigint primary key references public.stylists (id) on delete cascade,
  provider text not null check (provider in ('embedded', 'stripe')),
  account_id text not null unique check (char_length(account_id) between 1 and 255),
  charges_enabled boolean not null default false,
  payouts_enabled boolean not null default false,
  details_submitted boolean not null default false,
  requirements_due text[] not null default '{}',
  disabled_reason text check (char_length(disabled_reason) <= 200),
  provider_synced_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.connected_accounts is 'Each stylist''s Stripe Connect Express account (or the embedded twin''s), mirrored from account.updated; money is taken only while charges_enabled.';
comment on column public.connected_accounts.requirements_due is 'Stripe''s requirements.currently_due plus past_due: what the stylist still has to provide.';
comment on column public.connected_accounts.provider_synced_at is 'Creation time of the newest provider state applied: an older account.updated changes nothing.';
create trigger connected_accounts_touch_updated_at before update on public.connected_accounts
  for each row execute function public.touch_updated_at();

-- The embedded twin of Stripe's side of a connected account (embedded mode only): what the person
-- entered on the local onboarding page. Stripe keeps this itself in production.
create table public.embedded_connect_accounts (
  account_id text primary key check (account_id like 'acct_local_%'),
  stylist_id bigint not null unique references public.stylists (id) on delete cascade,
  email text not null,
  business_name text not null default '' check (char_length(business_name) <= 80),
  payout_last4 text check (payout_last4 ~ '^\d{4}$'),
  outcome text not null default 'requirements_due' check (outcome in ('enabled', 'requirements_due', 'restricted')),
  version integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.embedded_connect_accounts is 'The embedded Connect twin''s accounts (local onboarding page): business name, test bank account, the chosen outcome.';
create trigger embedded_connect_accounts_touch_updated_at before update on public.embedded_connect_accounts
  for each row execute function public.touch_updated_at();

-- The payment terms an appointment was booked on, in cents for its price: written by the server
-- (service role) in the booking's transaction, never changed by a later policy.
create table public.appointment_payment_terms (
  appointment_id bigint primary key references public.appointments (id) on delete cascade,
  requirement text not null check (requirement in ('card_on_file', 'deposit', 'prepayment')),
  price_cents integer not null check (price_cents >= 0),
  due_at_booking_cents integer not null check (due_at_booking_cents between 0 and price_cents),
  late_cancel_fee_cents integer not null check (late_cancel_fee_cents between 0 and price_cents),
  no_show_fee_cents integer not null check (no_show_fee_cents between 0 and price_cents),
  cancellation_window_hours integer not null check (cancellation_window_hours between 0 and 168),
  time_zone text not null check (char_length(time_zone) between 3 and 64),
  scope text not null check (scope in ('everyone', 'new_clients', 'past_no_show')),
  policy jsonb not null,
  description text not null check (char_length(description) <= 2000),
  created_at timestamptz not null default now()
);
comment on table public.appointment_payment_terms is 'The payment terms as agreed when the appointment was booked: amounts in cents for its price, the window and zone, the policy and the words the client saw.';
comment on column public.appointment_payment_terms.policy is 'The stylist''s policy (contract shape) that produced these terms, as it was at booking.';

alter table public.payment_policies enable row level security;
alter table public.connected_accounts enable row level security;
alter table public.embedded_connect_accounts enable row level security;
alter table public.appointment_payment_terms enable row level security;

revoke all on table public.payment_policies, public.connected_accounts, public.embedded_connect_accounts,
  public.appointment_payment_terms from anon, authenticated;
grant all on table public.payment_policies, public.connected_accounts, public.embedded_connect_accounts,
  public.appointment_payment_terms to service_role;
-- Column grants (ADR 012): the booking panel reads a visible stylist's policies; stylists write
-- their own; accounts and terms are read by their parties and written by the server only.
grant select on table public.payment_policies to anon, authenticated;
grant insert (stylist_id, service_id, requirement, deposit_kind, deposit_value, minimum_booking_cents,
  late_cancel_fee_kind, late_cancel_fee_value, no_show_fee_kind, no_show_fee_value, scope)
  on table public.payment_policies to authenticated;
grant update (requirement, deposit_kind, deposit_value, minimum_booking_cents, late_cancel_fee_kind,
  late_cancel_fee_value, no_show_fee_kind, no_show_fee_value, scope) on table public.payment_policies to authenticated;
grant delete on table public.payment_policies to authenticated;
grant select on table public.connected_accounts to authenticated;
grant select on table public.appointment_payment_terms to authenticated;

create policy "Anyone can read the payment policies of visible stylists" on public.payment_policies
  for select to anon, authenticated using (public.stylist_is_visible(stylist_id));
create policy "Stylists add their own payment policies" on public.payment_policies
  for insert to authenticated with check (public.owns_stylist(stylist_id));
create policy "Stylists change their own payment policies" on public.payment_policies
  for update to authenticated
  using (public.owns_stylist(stylist_id)) with check (public.owns_stylist(stylist_id));
create policy "Stylists delete their own payment policies" on public.payment_policies
  for delete to authenticated using (public.owns_stylist(stylist_id));

create policy "Stylists read their own connected account and the admin reads all" on public.connected_accounts
  for select to authenticated using (public.owns_stylist(stylist_id) or public.is_admin());

create policy "Parties and the admin read the payment terms of appointments" on public.appointment_payment_terms
  for select to authenticated
  using (exists (
    select 1 from public.appointments a where a.id = appointment_id
      and (a.client_id = (select auth.uid()) or public.owns_stylist(a.stylist_id) or public.is_admin())
  ));
-- public.embedded_connect_accounts: no policy for anon or authenticated; the service role only.
