-- Fees after the visit or the cancellation (issue 37, point 4; ADR 021's "Fees"): one row per
-- appointment, decided once under the appointment's row lock (the client's late cancellation, or
-- the stylist's no-show with "charge" or "waive"); a second decision meets the unique key. The
-- amount comes from the terms stored with the appointment. Where the money comes from: kept out of
-- the deposit paid at booking (kept_cents), and any rest charged off-session to the saved card
-- (charge_cents, a PaymentIntent on the stylist's connected account with an idempotency key per
-- fee). State: pending (the off-session charge is being made), kept_from_deposit, charged,
-- requires_action (the bank asked the client to authenticate: they are mailed a link), failed (a
-- decline, recorded and never retried), waived (by the stylist, within 14 days).

create table public.appointment_fees (
  id bigint generated always as identity primary key,
  appointment_id bigint not null unique references public.appointments (id) on delete cascade,
  kind text not null check (kind in ('late_cancel', 'no_show')),
  amount_cents integer not null check (amount_cents >= 0),
  kept_cents integer not null default 0 check (kept_cents >= 0),
  charge_cents integer not null default 0 check (charge_cents >= 0),
  state text not null check (state in ('pending', 'kept_from_deposit', 'charged', 'requires_action', 'failed',
    'waived')),
  provider text check (provider in ('embedded', 'stripe')),
  account_id text check (char_length(account_id) between 1 and 255),
  intent_id text unique check (char_length(intent_id) between 1 and 255),
  client_secret text check (char_length(client_secret) between 1 and 500),
  payment_method_id text check (char_length(payment_method_id) <= 255),
  failure_message text check (char_length(failure_message) <= 500),
  captured_cents integer not null default 0 check (captured_cents >= 0 and captured_cents <= charge_cents),
  refunded_cents integer not null default 0 check (refunded_cents >= 0 and refunded_cents <= captured_cents),
  decided_at timestamptz not null,
  waived_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint appointment_fees_parts check (kept_cents + charge_cents <= amount_cents),
  constraint appointment_fees_waived check ((state = 'waived') = (waived_at is not null))
);
comment on table public.appointment_fees is 'The late-cancellation or no-show fee of an appointment (one at most), from its agreed terms: kept from the deposit and/or charged off-session to the saved card, and its state.';
comment on column public.appointment_fees.kept_cents is 'Cents of the booking payment kept as (part of) the fee; the rest of that payment is refunded.';
comment on column public.appointment_fees.charge_cents is 'Cents charged off-session to the saved card (the fee above what was paid at booking).';
comment on column public.appointment_fees.captured_cents is 'Cents the off-session charge actually took (once it succeeded).';
comment on column public.appointment_fees.refunded_cents is 'Cents of the off-session charge given back (a waived charged fee).';
create index appointment_fees_pending_idx on public.appointment_fees (updated_at)
  where state = 'pending' or (state = 'waived' and refunded_cents < captured_cents);
create trigger appointment_fees_touch_updated_at before update on public.appointment_fees
  for each row execute function public.touch_updated_at();

alter table public.appointment_fees enable row level security;
revoke all on table public.appointment_fees from anon, authenticated;
grant all on table public.appointment_fees to service_role;
-- No policy for anon or authenticated: the server reads and writes it as the service role, after
-- checking the caller is the appointment's client or stylist.

-- The embedded twin remembers a card that asks for 3-D Secure on every charge (4000 0027 6000 3184),
-- so an off-session fee on it needs the client, as Stripe's authentication_required does.
alter table public.embedded_payment_intents add column card_requires_authentication boolean not null default false;
alter table public.embedded_payment_intents add column off_session boolean not null default false;
