-- Online booking (issue 19): each stylist's booking settings and time off, and appointments.
-- Working hours stay in public.working_hours (local times) and stylists.time_zone (IANA): every
-- rule is stored in local time plus the zone and expanded per date by the API's slot engine
-- (domain/src/booking/slots.ts), which also validates each booking. The database is the guard
-- against double booking: an exclusion constraint over the statuses that hold a slot.

-- `stylist_id with =` inside a GiST exclusion constraint needs btree_gist (PGlite ships it too).
create extension if not exists btree_gist with schema extensions;

create table public.booking_settings (
  stylist_id bigint primary key references public.stylists (id) on delete cascade,
  accepts_bookings boolean not null default false,
  confirmation text not null default 'instant' check (confirmation in ('instant', 'request')),
  min_notice_hours integer not null default 2 check (min_notice_hours between 0 and 168),
  horizon_days integer not null default 60 check (horizon_days between 1 and 365),
  buffer_minutes integer not null default 0 check (buffer_minutes between 0 and 120 and buffer_minutes % 5 = 0),
  cancellation_window_hours integer not null default 24 check (cancellation_window_hours between 0 and 168),
  policy text not null default '' check (char_length(policy) <= 1000),
  updated_at timestamptz not null default now()
);
comment on table public.booking_settings is 'How a stylist takes bookings; a stylist without a row takes none.';
comment on column public.booking_settings.confirmation is 'instant: a booking is confirmed at once; request: the stylist accepts or declines it.';
comment on column public.booking_settings.buffer_minutes is 'Time blocked after each appointment, inside its blocked range [starts_at, blocked_until).';
comment on column public.booking_settings.cancellation_window_hours is 'A client may cancel or reschedule up to this many hours before the start.';

create trigger booking_settings_touch_updated_at before update on public.booking_settings
  for each row execute function public.touch_updated_at();

-- Dated time off in the stylist's zone: whole days (from_time and to_time null) from starts_on to
-- ends_on inclusive, or part of one day (starts_on = ends_on, from_time < to_time).
create table public.time_off (
  id bigint generated always as identity primary key,
  stylist_id bigint not null references public.stylists (id) on delete cascade,
  starts_on date not null,
  ends_on date not null,
  from_time time,
  to_time time,
  note text not null default '' check (char_length(note) <= 200),
  created_at timestamptz not null default now(),
  check (ends_on >= starts_on),
  check (ends_on - starts_on <= 366),
  check ((from_time is null) = (to_time is null)),
  check (from_time is null or (starts_on = ends_on and to_time > from_time))
);
comment on table public.time_off is 'A stylist''s time off in local dates and times of stylists.time_zone: all day, or part of one day.';
create index time_off_stylist_idx on public.time_off (stylist_id, ends_on);

create table public.appointments (
  id bigint generated always as identity primary key,
  stylist_id bigint not null references public.stylists (id) on delete cascade,
  client_id uuid not null references public.users (id) on delete cascade,
  service_id bigint references public.services (id) on delete set null,
  service_name text not null check (char_length(service_name) between 1 and 120),
  price_cents integer not null check (price_cents >= 0),
  duration_minutes integer not null check (duration_minutes between 15 and 720 and duration_minutes % 15 = 0),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  blocked_until timestamptz not null,
  time_zone text not null check (char_length(time_zone) between 3 and 64),
  status text not null check (
    status in ('requested', 'confirmed', 'declined', 'expired', 'cancelled_by_client', 'cancelled_by_stylist', 'completed', 'no_show')
  ),
  notes text not null default '' check (char_length(notes) <= 500),
  cancel_reason text check (char_length(cancel_reason) <= 500),
  idempotency_key text check (char_length(idempotency_key) between 1 and 200),
  sequence integer not null default 0 check (sequence >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at = starts_at + make_interval(mins => duration_minutes)),
  check (blocked_until >= ends_at),
  unique (client_id, idempotency_key),
  -- The guard: two appointments of one stylist that hold a slot never overlap. A request holds
  -- its slot until it is accepted, declined or expires, so accepting passes this same guard;
  -- completed and no-show keep theirs. Half-open ranges: back to back is fine, and the buffer is
  -- inside the range, so a booking into a buffer fails here too.
  constraint appointments_no_double_booking exclude using gist (
    stylist_id with =,
    tstzrange(starts_at, blocked_until, '[)') with &&
  ) where (status in ('requested', 'confirmed', 'completed', 'no_show'))
);
comment on table public.appointments is 'A client''s booking of one service with one stylist; the service''s name, price and duration are copied at booking time.';
comment on column public.appointments.blocked_until is 'ends_at plus the stylist''s buffer at booking time: the slot is held over [starts_at, blocked_until).';
comment on column public.appointments.sequence is 'iCalendar SEQUENCE: 0, then one higher on every change of time or status.';
create index appointments_stylist_starts_idx on public.appointments (stylist_id, starts_at);
create index appointments_client_starts_idx on public.appointments (client_id, starts_at);
create index appointments_service_idx on public.appointments (service_id);
create index appointments_day_idx on public.appointments (created_at);

create trigger appointments_touch_updated_at before update on public.appointments
  for each row execute function public.touch_updated_at();

-- Who changed what, when: one row per change of an appointment.
create table public.appointment_events (
  id bigint generated always as identity primary key,
  appointment_id bigint not null references public.appointments (id) on delete cascade,
  actor_id uuid references public.users (id) on delete set null,
  action text not null check (
    action in ('booked', 'requested', 'accepted', 'declined', 'expired', 'cancelled', 'rescheduled', 'completed', 'no_show')
  ),
  from_status text,
  to_status text not null,
  from_starts_at timestamptz,
  to_starts_at timestamptz,
  reason text check (char_length(reason) <= 500),
  created_at timestamptz not null default now()
);
comment on table public.appointment_events is 'History of each appointment: who changed its status or time, and when.';
create index appointment_events_appointment_idx on public.appointment_events (appointment_id, created_at);
create index appointment_events_actor_idx on public.appointment_events (actor_id);
create index appointment_events_day_idx on public.appointment_events (created_at, action);

-- Row-level security. The API reaches these tables as the signed-in user (asUser), so the
-- policies are the rights: a client reaches their own appointments, a stylist those with them,
-- the admin reads all. Column rules (what each side may change) are in the API's transitions and
-- guarded here by the trigger below.
alter table public.booking_settings enable row level security;
alter table public.time_off enable row level security;
alter table public.appointments enable row level security;
alter table public.appointment_events enable row level security;

revoke all on table public.booking_settings, public.time_off, public.appointments, public.appointment_events
  from anon, authenticated;
grant all on table public.booking_settings, public.time_off, public.appointments, public.appointment_events
  to service_role;
-- Column grants (ADR 012): each role gets the columns the API's statements name, no more. A
-- time-off note is the stylist's own: visitors see when, not why. Users never write the columns
-- the database keeps (ids, created_at, updated_at) and change no appointment's who or what.
grant select on table public.booking_settings to anon, authenticated;
grant insert (stylist_id, accepts_bookings, confirmation, min_notice_hours, horizon_days, buffer_minutes,
  cancellation_window_hours, policy) on table public.booking_settings to authenticated;
grant update (accepts_bookings, confirmation, min_notice_hours, horizon_days, buffer_minutes,
  cancellation_window_hours, policy) on table public.booking_settings to authenticated;
grant select (id, stylist_id, starts_on, ends_on, from_time, to_time) on table public.time_off to anon;
grant select (id, stylist_id, starts_on, ends_on, from_time, to_time, note, created_at) on table public.time_off
  to authenticated;
grant insert (stylist_id, starts_on, ends_on, from_time, to_time, note) on table public.time_off to authenticated;
grant delete on table public.time_off to authenticated;
grant select on table public.appointments to authenticated;
grant insert (stylist_id, client_id, service_id, service_name, price_cents, duration_minutes, starts_at, ends_at,
  blocked_until, time_zone, status, notes, idempotency_key) on table public.appointments to authenticated;
grant update (status, starts_at, ends_at, blocked_until, notes, cancel_reason, sequence) on table public.appointments
  to authenticated;
grant select on table public.appointment_events to authenticated;
grant insert (appointment_id, actor_id, action, from_status, to_status, from_starts_at, to_starts_at, reason)
  on table public.appointment_events to authenticated;

create policy "Anyone can read the booking settings of visible stylists" on public.booking_settings
  for select to anon, authenticated using (public.stylist_is_visible(stylist_id));
-- Writes only: the read policy above already shows a stylist their own row (a visible stylist is a
-- listed one or the caller's own), and a second permissive SELECT policy would be evaluated too.
create policy "Stylists add their own booking settings" on public.booking_settings
  for insert to authenticated with check (public.owns_stylist(stylist_id));
create policy "Stylists change their own booking settings" on public.booking_settings
  for update to authenticated
  using (public.owns_stylist(stylist_id)) with check (public.owns_stylist(stylist_id));
create policy "Stylists delete their own booking settings" on public.booking_settings
  for delete to authenticated using (public.owns_stylist(stylist_id));

create policy "Anyone can read the time off of visible stylists" on public.time_off
  for select to anon, authenticated using (public.stylist_is_visible(stylist_id));
create policy "Stylists add their own time off" on public.time_off
  for insert to authenticated with check (public.owns_stylist(stylist_id));
create policy "Stylists change their own time off" on public.time_off
  for update to authenticated
  using (public.owns_stylist(stylist_id)) with check (public.owns_stylist(stylist_id));
create policy "Stylists delete their own time off" on public.time_off
  for delete to authenticated using (public.owns_stylist(stylist_id));

-- Whether a stylist takes new bookings now: listed (active subscription, not rejected) with
-- bookings on. A lapsed subscription stops new bookings and keeps the existing ones.
create function public.stylist_takes_bookings(p_stylist_id bigint) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.stylists s join public.booking_settings b on b.stylist_id = s.id
    where s.id = p_stylist_id and b.accepts_bookings
      and public.stylist_is_listed(s.subscription_active_until, s.verification_status)
  )
$$;
comment on function public.stylist_takes_bookings(bigint) is 'True when the stylist is listed and has bookings on.';
grant execute on function public.stylist_takes_bookings(bigint) to anon, authenticated, service_role;

-- The times a stylist is busy, for the slot list and a booking's validation: only the blocked
-- ranges of the appointments that hold a slot, nothing about who booked or what. Security definer
-- because visitors and clients cannot read other people's appointments; limited to stylists the
-- caller may see (listed, their own) or has an appointment with. p_except leaves one appointment
-- out (a reschedule may move onto part of its own old time).
create function public.stylist_busy_times(p_stylist_id bigint, p_from timestamptz, p_to timestamptz, p_except bigint default null)
returns table (starts_at timestamptz, blocked_until timestamptz)
language sql stable
security definer
set search_path = ''
as $$
  select a.starts_at, a.blocked_until from public.appointments a
  where a.stylist_id = p_stylist_id
    and a.status in ('requested', 'confirmed', 'completed', 'no_show')
    and a.starts_at < p_to and a.blocked_until > p_from
    and (p_except is null or a.id <> p_except)
    and (public.stylist_is_visible(p_stylist_id) or exists (
      select 1 from public.appointments mine where mine.stylist_id = p_stylist_id and mine.client_id = (select auth.uid())
    ))
$$;
comment on function public.stylist_busy_times(bigint, timestamptz, timestamptz, bigint) is 'Blocked ranges of a visible stylist''s slot-holding appointments between two instants (times only).';
revoke all on function public.stylist_busy_times(bigint, timestamptz, timestamptz, bigint) from public;
grant execute on function public.stylist_busy_times(bigint, timestamptz, timestamptz, bigint) to anon, authenticated, service_role;

create policy "Clients and stylists read their appointments and the admin reads all" on public.appointments
  for select to authenticated
  using (client_id = (select auth.uid()) or public.owns_stylist(stylist_id) or public.is_admin());
create policy "Clients book listed stylists that take bookings as themselves" on public.appointments
  for insert to authenticated
  with check (
    client_id = (select auth.uid())
    and status in ('requested', 'confirmed')
    and public.stylist_takes_bookings(stylist_id)
    and not public.owns_stylist(stylist_id)
  );
create policy "Clients and their stylists change their appointments" on public.appointments
  for update to authenticated
  using (client_id = (select auth.uid()) or public.owns_stylist(stylist_id))
  with check (client_id = (select auth.uid()) or public.owns_stylist(stylist_id));

create policy "Parties and the admin read the history of appointments" on public.appointment_events
  for select to authenticated
  using (exists (
    select 1 from public.appointments a where a.id = appointment_id
      and (a.client_id = (select auth.uid()) or public.owns_stylist(a.stylist_id) or public.is_admin())
  ));
create policy "Parties record changes of their appointments as themselves" on public.appointment_events
  for insert to authenticated
  with check (
    actor_id = (select auth.uid())
    and exists (
      select 1 from public.appointments a where a.id = appointment_id
        and (a.client_id = (select auth.uid()) or public.owns_stylist(a.stylist_id))
    )
  );

-- What each side may change. The client: cancel (cancelled_by_client) or move their own booking;
-- the stylist: accept, decline, cancel (cancelled_by_stylist), move, mark completed or no-show.
-- Nobody changes who, what or the price of an existing appointment through the Data API or the
-- API's user role. The service role (maintenance, expiry sweeps) is not limited.
create function public.guard_appointment_changes() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  is_client boolean := new.client_id = auth.uid();
  is_stylist boolean := public.owns_stylist(new.stylist_id);
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.stylist_id <> old.stylist_id or new.client_id <> old.client_id
     or new.service_id is distinct from old.service_id or new.service_name <> old.service_name
     or new.price_cents <> old.price_cents or new.duration_minutes <> old.duration_minutes
     or new.time_zone <> old.time_zone or new.created_at <> old.created_at
     or new.idempotency_key is distinct from old.idempotency_key then
    raise exception 'Only the status, time, notes and reason of an appointment can change' using errcode = '42501';
  end if;
  if new.status <> old.status then
    if not (
      (is_client and old.status in ('requested', 'confirmed') and new.status = 'cancelled_by_client')
      or (is_stylist and old.status = 'requested' and new.status in ('confirmed', 'declined'))
      or (is_stylist and old.status in ('requested', 'confirmed') and new.status = 'cancelled_by_stylist')
      or (is_stylist and old.status = 'confirmed' and new.status in ('completed', 'no_show') and old.starts_at <= now())
    ) then
      raise exception 'This change of status is not allowed' using errcode = '42501';
    end if;
  end if;
  if (new.starts_at <> old.starts_at or new.blocked_until <> old.blocked_until)
     and old.status not in ('requested', 'confirmed') then
    raise exception 'Only an upcoming appointment can be moved' using errcode = '42501';
  end if;
  if new.notes <> old.notes and not is_client then
    raise exception 'Only the client edits the notes' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger appointments_guard_changes before update on public.appointments
  for each row execute function public.guard_appointment_changes();
