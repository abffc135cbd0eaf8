-- Bookings that hold (issue 37, point 3; ADR 021's first row): when the agreed terms ask for a card
-- on file, a deposit or a prepayment, the booking is first a HELD appointment: it takes its slot
-- (the exclusion constraint counts 'held') until hold_expires_at, while the client confirms the
-- SetupIntent or PaymentIntent made on the stylist's connected account. Success turns it into the
-- booking the stylist's settings give (confirmed or requested); failure or expiry marks it
-- 'expired' and the intent is cancelled (or refunded, if it succeeded too late).

alter table public.appointments drop constraint appointments_status_check;
alter table public.appointments add constraint appointments_status_check check (
  status in ('held', 'requested', 'confirmed', 'declined', 'expired', 'cancelled_by_client', 'cancelled_by_stylist',
    'completed', 'no_show')
);
alter table public.appointments add column hold_expires_at timestamptz;
comment on column public.appointments.hold_expires_at is 'A held appointment (awaiting its payment) frees its slot at this instant; null once booked or for bookings that took no payment.';
alter table public.appointments add constraint appointments_hold_expiry check ((status = 'held') <= (hold_expires_at is not null));

-- The guard again, with held appointments holding their slot like requests do.
alter table public.appointments drop constraint appointments_no_double_booking;
alter table public.appointments add constraint appointments_no_double_booking exclude using gist (
  stylist_id with =,
  tstzrange(starts_at, blocked_until, '[)') with &&
) where (status in ('held', 'requested', 'confirmed', 'completed', 'no_show'));

-- The sweep finds lapsed holds by this index.
create index appointments_held_idx on public.appointments (stylist_id, hold_expires_at) where status = 'held';

-- The client books as themselves: a held booking carries its expiry.
grant insert (hold_expires_at) on table public.appointments to authenticated;

-- The insert policy: a client may also book into a hold (the guard below bounds it).
drop policy "Clients book listed stylists that take bookings as themselves" on public.appointments;
create policy "Clients book listed stylists that take bookings as themselves" on public.appointments
  for insert to authenticated
  with check (
    client_id = (select auth.uid())
    and status in ('held', 'requested', 'confirmed')
    and public.stylist_takes_bookings(stylist_id)
    and not public.owns_stylist(stylist_id)
  );

-- The insert guard: a new booking starts as the stylist's settings say, or as 'held' for a few
-- minutes at most (the API's hold, while the payment is confirmed).
create or replace function public.guard_appointment_insert() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_confirmation text;
  v_zone text;
  v_buffer integer;
  v_service public.services%rowtype;
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  select b.confirmation, s.time_zone, b.buffer_minutes into v_confirmation, v_zone, v_buffer
    from public.booking_settings b join public.stylists s on s.id = b.stylist_id
    where b.stylist_id = new.stylist_id;
  if not found then
    return new; -- no settings, no bookings: the insert policy refuses it
  end if;
  if new.status = 'held' then
    if new.hold_expires_at is null or new.hold_expires_at > now() + interval '30 minutes' or new.expires_at is not null then
      raise exception 'A held booking lapses within 30 minutes' using errcode = '42501';
    end if;
  elsif new.status is distinct from (case when v_confirmation = 'instant' then 'confirmed' else 'requested' end) then
    raise exception 'A new booking with this stylist starts as %',
      case when v_confirmation = 'instant' then 'confirmed' else 'requested' end
      using errcode = '42501';
  elsif new.hold_expires_at is not null then
    raise exception 'Only a held booking has a hold' using errcode = '42501';
  end if;
  select * into v_service from public.services sv where sv.id = new.service_id and sv.stylist_id = new.stylist_id;
  if not found or new.service_name <> v_service.name or new.price_cents <> v_service.price_cents
     or new.duration_minutes <> greatest(15, ceil(v_service.duration_minutes / 15.0)::integer * 15) then
    raise exception 'A booking copies a service the stylist offers as it is now' using errcode = '42501';
  end if;
  if new.ends_at <> new.starts_at + make_interval(mins => new.duration_minutes)
     or new.time_zone is distinct from v_zone then
    raise exception 'A booking ends its service''s length after its start, in the stylist''s zone'
      using errcode = '42501';
  end if;
  if new.blocked_until <> new.ends_at + make_interval(mins => v_buffer) then
    raise exception 'A booking holds the stylist''s buffer of % minutes after its end', v_buffer
      using errcode = '42501';
  end if;
  return new;
end;
$$;
comment on function public.guard_appointment_insert() is 'Refuses a new booking (as anon or authenticated) whose status (the settings'' one, or held for at most 30 minutes), service copy, end, buffer or zone is not what the stylist''s settings and service give.';

-- The busy times: a held appointment is busy until its hold lapses (before any sweep marks it).
create or replace function public.stylist_busy_times(
  p_stylist_id bigint, p_from timestamptz, p_to timestamptz, p_except bigint default null, p_now timestamptz default null
)
returns table (starts_at timestamptz, blocked_until timestamptz)
language sql stable
security definer
set search_path = ''
as $$
  select a.starts_at, a.blocked_until from public.appointments a
  where a.stylist_id = p_stylist_id
    and a.status in ('held', 'requested', 'confirmed', 'completed', 'no_show')
    and not (a.status = 'requested' and least(a.starts_at, a.expires_at) <= coalesce(p_now, now()))
    and not (a.status = 'held' and a.hold_expires_at <= coalesce(p_now, now()))
    and a.starts_at < p_to and a.blocked_until > p_from
    and (p_except is null or a.id <> p_except)
    and (public.stylist_is_visible(p_stylist_id) or exists (
      select 1 from public.appointments mine where mine.stylist_id = p_stylist_id and mine.client_id = (select auth.uid())
    ))
$$;
comment on function public.stylist_busy_times(bigint, timestamptz, timestamptz, bigint, timestamptz) is 'Blocked ranges of a visible stylist''s slot-holding appointments between two instants (times only); a lapsed request or hold holds nothing.';

-- Every payment an appointment's terms asked for, mirrored from the provider's intent: made by the
-- server on the stylist's connected account (a direct charge, ADR 021), settled once (the status
-- moves forward only, under a row lock) by whichever comes first: the webhook, the client's confirm
-- call, the twin's own event, or the sweep of lapsed holds.
create table public.appointment_payments (
  id bigint generated always as identity primary key,
  appointment_id bigint not null references public.appointments (id) on delete cascade,
  provider text not null check (provider in ('embedded', 'stripe')),
  account_id text not null check (char_length(account_id) between 1 and 255),
  intent_id text not null unique check (char_length(intent_id) between 1 and 255),
  kind text not null check (kind in ('card_on_file', 'deposit', 'prepayment')),
  amount_cents integer not null check (amount_cents >= 0),
  refunded_cents integer not null default 0 check (refunded_cents between 0 and amount_cents),
  status text not null default 'open' check (status in ('open', 'succeeded', 'failed', 'cancelled', 'refunded')),
  client_secret text not null check (char_length(client_secret) between 1 and 500),
  customer_id text check (char_length(customer_id) <= 255),
  payment_method_id text check (char_length(payment_method_id) <= 255),
  failure_message text check (char_length(failure_message) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.appointment_payments is 'The SetupIntent or PaymentIntent an appointment''s terms asked for at booking, on the stylist''s connected account, and where its money is (open, succeeded, failed, cancelled, refunded).';
comment on column public.appointment_payments.client_secret is 'The intent''s client secret, handed only to the appointment''s client to confirm it in the browser.';
create index appointment_payments_appointment_idx on public.appointment_payments (appointment_id);
create index appointment_payments_open_idx on public.appointment_payments (created_at) where status = 'open';
create trigger appointment_payments_touch_updated_at before update on public.appointment_payments
  for each row execute function public.touch_updated_at();

-- The embedded twin's intents (embedded mode only): what Stripe keeps in production.
create table public.embedded_payment_intents (
  intent_id text primary key check (intent_id ~ '^(pi|seti)_local_[0-9a-f]{24}$'),
  account_id text not null check (account_id like 'acct_local_%'),
  kind text not null check (kind in ('payment', 'setup')),
  amount_cents integer not null check (amount_cents >= 0),
  refunded_cents integer not null default 0 check (refunded_cents between 0 and amount_cents),
  status text not null default 'requires_payment_method' check (status in ('requires_payment_method',
    'requires_action', 'succeeded', 'canceled')),
  client_secret text not null unique,
  last_error text check (char_length(last_error) <= 500),
  card_brand text,
  card_last4 text check (card_last4 ~ '^\d{4}$'),
  charges_decline boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.embedded_payment_intents is 'The embedded Connect twin''s PaymentIntents and SetupIntents: the local card form confirms them with Stripe''s test cards (3-D Secure included).';
create trigger embedded_payment_intents_touch_updated_at before update on public.embedded_payment_intents
  for each row execute function public.touch_updated_at();

alter table public.appointment_payments enable row level security;
alter table public.embedded_payment_intents enable row level security;
revoke all on table public.appointment_payments, public.embedded_payment_intents from anon, authenticated;
grant all on table public.appointment_payments, public.embedded_payment_intents to service_role;
-- No policy for anon or authenticated: the server reads and writes both as the service role, after
-- checking the caller is the appointment's client or stylist.
