-- Disputes of booking payments (issue 37, point 5; ADR 021's "disputed" row): Stripe's
-- charge.dispute.created / updated / closed on the Connect webhook (or the embedded twin's own
-- events) mirrored here, one row per dispute (Stripe's dispute id), linked to the appointment whose
-- payment or fee intent was disputed. Applied once per event id (public.billing_events) and only
-- when newer than what is stored (event_created_at; a closed dispute is never reopened by an
-- older-or-same-second event), so deliveries in any order end in the same row. Written only by the
-- server as the service role; the stylist reads their own; the admin reads them through the server.

create table public.payment_disputes (
  id bigint generated always as identity primary key,
  dispute_id text not null unique check (char_length(dispute_id) between 1 and 255),
  provider text not null check (provider in ('embedded', 'stripe')),
  account_id text not null check (char_length(account_id) between 1 and 255),
  stylist_id bigint not null references public.stylists (id) on delete cascade,
  appointment_id bigint not null references public.appointments (id) on delete cascade,
  intent_id text not null check (char_length(intent_id) between 1 and 255),
  charge_id text check (char_length(charge_id) between 1 and 255),
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null check (currency ~ '^[a-z]{3}$'),
  reason text not null check (char_length(reason) between 1 and 100),
  status text not null check (status in ('warning_needs_response', 'warning_under_review', 'warning_closed',
    'needs_response', 'under_review', 'won', 'lost', 'prevented')),
  evidence_due_by timestamptz,
  disputed_at timestamptz not null,
  event_created_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.payment_disputes is 'Disputes (chargebacks) of booking payments and fees on stylists'' connected accounts, mirrored from charge.dispute.* events: amount, reason, Stripe''s status and the evidence deadline.';
comment on column public.payment_disputes.event_created_at is 'Creation time of the newest dispute event applied: an older event changes nothing.';
comment on column public.payment_disputes.disputed_at is 'When the dispute was opened (the dispute''s own created time).';
create index payment_disputes_stylist_idx on public.payment_disputes (stylist_id);
create index payment_disputes_appointment_idx on public.payment_disputes (appointment_id);
create index payment_disputes_open_idx on public.payment_disputes (evidence_due_by)
  where status not in ('warning_closed', 'won', 'lost', 'prevented');
create trigger payment_disputes_touch_updated_at before update on public.payment_disputes
  for each row execute function public.touch_updated_at();

alter table public.payment_disputes enable row level security;
revoke all on table public.payment_disputes from anon, authenticated;
grant all on table public.payment_disputes to service_role;
grant select on table public.payment_disputes to authenticated;
create policy "Stylists read the disputes of their own payments" on public.payment_disputes
  for select to authenticated using (public.owns_stylist(stylist_id));

-- The embedded twin keeps a charge's dispute on its intent (a charge has one dispute at most, as
-- at Stripe): the dev-only control opens it, moves it under review and closes it won or lost.
alter table public.embedded_payment_intents add column dispute_id text unique check (dispute_id ~ '^dp_local_[0-9a-f]{24}$');
alter table public.embedded_payment_intents add column dispute_status text check (dispute_status in ('needs_response',
  'under_review', 'won', 'lost'));
alter table public.embedded_payment_intents add column dispute_reason text check (dispute_reason in ('fraudulent',
  'product_not_received', 'duplicate', 'subscription_canceled', 'credit_not_processed', 'general'));
alter table public.embedded_payment_intents add column dispute_created_at timestamptz;
alter table public.embedded_payment_intents add constraint embedded_payment_intents_dispute
  check ((dispute_id is null) = (dispute_status is null) and (dispute_id is null) = (dispute_reason is null)
    and (dispute_id is null) = (dispute_created_at is null));
