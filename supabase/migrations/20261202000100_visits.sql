-- Visits of several services, and processing time (issue 39, points 3 and 4; ADR 023).
--
-- A service may be split into an active part, a processing gap (colour develops, the stylist is
-- free) and a finishing part: active + processing + finishing = duration_minutes, all three or none.
-- An appointment books one or more services (service_ids, in the stylist's order); the database
-- copies each as agreed at booking into appointment_services, and keeps appointment_segments, the
-- ACTIVE intervals of the visit, for the statuses that hold time. The exclusion constraint moves
-- from the whole appointment to its active segments: another client's service may sit in a gap.

-- ---- Services: the parts of a service ----
alter table public.services
  add column active_minutes integer,
  add column processing_minutes integer,
  add column finishing_minutes integer,
  add constraint services_processing_parts check (
    (active_minutes is null and processing_minutes is null and finishing_minutes is null)
    or (active_minutes between 5 and 720 and processing_minutes between 5 and 720 and finishing_minutes between 0 and 720
        and active_minutes + processing_minutes + finishing_minutes = duration_minutes)
  );
comment on column public.services.active_minutes is 'With processing time: the first active part (the stylist works); null when the whole service is active.';
comment on column public.services.processing_minutes is 'With processing time: the gap after the active part when the stylist is free for another client.';
comment on column public.services.finishing_minutes is 'With processing time: the active part after the gap (0: the client leaves after processing).';
grant insert (active_minutes, processing_minutes, finishing_minutes),
  update (active_minutes, processing_minutes, finishing_minutes) on table public.services to authenticated;

-- ---- Appointments: the visit's services ----
alter table public.appointments add column service_ids bigint[];
update public.appointments set service_ids = array[service_id] where service_id is not null;
alter table public.appointments add constraint appointments_service_ids check (
  service_ids is null or (cardinality(service_ids) between 1 and 5 and array_position(service_ids, null) is null)
);
comment on column public.appointments.service_ids is 'The services of the visit in the stylist''s order (service_id is the first); name, price and length are the visit''s totals.';
grant insert (service_ids) on table public.appointments to authenticated;

create table public.appointment_services (
  appointment_id bigint not null references public.appointments (id) on delete cascade,
  position smallint not null check (position between 1 and 5),
  service_id bigint references public.services (id) on delete set null,
  name text not null check (char_length(name) between 1 and 120),
  price_cents integer not null check (price_cents >= 0),
  duration_minutes integer not null check (duration_minutes between 0 and 1440),
  active_minutes integer,
  processing_minutes integer,
  finishing_minutes integer,
  primary key (appointment_id, position),
  check (
    (active_minutes is null and processing_minutes is null and finishing_minutes is null)
    or (active_minutes >= 0 and processing_minutes >= 0 and finishing_minutes >= 0
        and active_minutes + processing_minutes + finishing_minutes = duration_minutes)
  )
);
comment on table public.appointment_services is 'The services of a visit as agreed at booking (name, price, minutes and processing parts copied), in the visit''s order.';
create index appointment_services_service_idx on public.appointment_services (service_id);

create table public.appointment_segments (
  id bigint generated always as identity primary key,
  appointment_id bigint not null references public.appointments (id) on delete cascade,
  stylist_id bigint not null references public.stylists (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  check (ends_at > starts_at),
  -- The guard (replacing appointments_no_double_booking): the stylist's active time never overlaps.
  -- Segments exist only while their appointment holds time (held, requested, confirmed, completed,
  -- no_show); half-open ranges, the buffer inside the visit's last segment.
  constraint appointment_segments_no_overlap exclude using gist (
    stylist_id with =,
    tstzrange(starts_at, ends_at, '[)') with &&
  )
);
comment on table public.appointment_segments is 'The active intervals of each appointment that holds time (processing gaps left out, the buffer in the last), kept by triggers on appointments; the exclusion constraint keeps a stylist''s active time from overlapping.';
create index appointment_segments_appointment_idx on public.appointment_segments (appointment_id);

alter table public.appointments drop constraint appointments_no_double_booking;

-- The active segments of one appointment, rebuilt from its services as agreed: each service's
-- active part runs on until a processing gap; the run after the last gap (or the whole visit,
-- without gaps) ends at blocked_until (the 15-minute rounding and the buffer are active).
create function public.rebuild_appointment_segments(p_id bigint) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v public.appointments%rowtype;
  s record;
  t integer := 0;
  run_start integer := 0;
begin
  delete from public.appointment_segments where appointment_id = p_id;
  select * into v from public.appointments where id = p_id;
  if not found or v.status not in ('held', 'requested', 'confirmed', 'completed', 'no_show') then
    return;
  end if;
  for s in select * from public.appointment_services where appointment_id = p_id order by position loop
    if coalesce(s.processing_minutes, 0) > 0 then
      if s.active_minutes + t > run_start then
        insert into public.appointment_segments (appointment_id, stylist_id, starts_at, ends_at)
        values (p_id, v.stylist_id, v.starts_at + make_interval(mins => run_start),
          least(v.blocked_until, v.starts_at + make_interval(mins => t + s.active_minutes)));
      end if;
      run_start := t + s.active_minutes + s.processing_minutes;
    end if;
    t := t + s.duration_minutes;
  end loop;
  if v.starts_at + make_interval(mins => run_start) < v.blocked_until then
    insert into public.appointment_segments (appointment_id, stylist_id, starts_at, ends_at)
    values (p_id, v.stylist_id, v.starts_at + make_interval(mins => run_start), v.blocked_until);
  end if;
end;
$$;
comment on function public.rebuild_appointment_segments(bigint) is 'Replaces an appointment''s active segments (none unless it holds time); the exclusion constraint on appointment_segments refuses an overlap (23P01).';
revoke execute on function public.rebuild_appointment_segments(bigint) from public, anon, authenticated;

-- On a new appointment: its services copied as they are now (unless the writer copied them, as the
-- seed does), then its segments.
create function public.appointment_visit_on_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.appointment_services where appointment_id = new.id) then
    insert into public.appointment_services (appointment_id, position, service_id, name, price_cents, duration_minutes,
      active_minutes, processing_minutes, finishing_minutes)
    select new.id, u.ord, sv.id, sv.name, sv.price_cents, sv.duration_minutes, sv.active_minutes, sv.processing_minutes,
           sv.finishing_minutes
      from unnest(coalesce(new.service_ids, case when new.service_id is null then '{}'::bigint[] else array[new.service_id] end))
           with ordinality u(id, ord)
      join public.services sv on sv.id = u.id and sv.stylist_id = new.stylist_id;
  end if;
  perform public.rebuild_appointment_segments(new.id);
  return null;
end;
$$;
create trigger appointments_visit_insert after insert on public.appointments
  for each row execute function public.appointment_visit_on_insert();

-- On a move or a change of status: the segments follow (removed when it stops holding time).
create function public.appointment_visit_on_update() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.rebuild_appointment_segments(new.id);
  return null;
end;
$$;
create trigger appointments_visit_update after update of starts_at, ends_at, blocked_until, status
  on public.appointments
  for each row
  when (old.starts_at is distinct from new.starts_at or old.ends_at is distinct from new.ends_at
    or old.blocked_until is distinct from new.blocked_until or old.status is distinct from new.status)
  execute function public.appointment_visit_on_update();
revoke execute on function public.appointment_visit_on_insert(), public.appointment_visit_on_update()
  from public, anon, authenticated;

-- Existing appointments get their services and segments.
insert into public.appointment_services (appointment_id, position, service_id, name, price_cents, duration_minutes)
select a.id, 1, a.service_id, a.service_name, a.price_cents, a.duration_minutes from public.appointments a;
select public.rebuild_appointment_segments(a.id) from public.appointments a
 where a.status in ('held', 'requested', 'confirmed', 'completed', 'no_show');

alter table public.appointment_services enable row level security;
alter table public.appointment_segments enable row level security;
revoke all on table public.appointment_services, public.appointment_segments from anon, authenticated;
grant all on table public.appointment_services, public.appointment_segments to service_role;
grant select on table public.appointment_services, public.appointment_segments to authenticated;
-- What the caller may see of appointments (their own, a stylist's with them, the admin all).
create policy "Parties read the services of their appointments" on public.appointment_services
  for select to authenticated using (exists (select 1 from public.appointments a where a.id = appointment_id));
create policy "Parties read the segments of their appointments" on public.appointment_segments
  for select to authenticated using (exists (select 1 from public.appointments a where a.id = appointment_id));

-- The insert guard: a booking copies its visit (one service or several) as the stylist offers it now.
create or replace function public.guard_appointment_insert() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_confirmation text;
  v_zone text;
  v_buffer integer;
  v_ids bigint[];
  v_count integer;
  v_name text;
  v_price bigint;
  v_minutes integer;
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
  v_ids := coalesce(new.service_ids, array[new.service_id]);
  select count(*), left(string_agg(sv.name, ' + ' order by u.ord), 120), sum(sv.price_cents),
         sum(sv.duration_minutes)
    into v_count, v_name, v_price, v_minutes
    from unnest(v_ids) with ordinality u(id, ord)
    join public.services sv on sv.id = u.id and sv.stylist_id = new.stylist_id;
  if new.service_id is distinct from v_ids[1] or v_count <> cardinality(v_ids)
     or (select count(distinct x) from unnest(v_ids) x) <> cardinality(v_ids)
     or new.service_name <> v_name or new.price_cents <> v_price
     or new.duration_minutes <> greatest(15, ceil(v_minutes / 15.0)::integer * 15) then
    raise exception 'A booking copies the services the stylist offers as they are now' using errcode = '42501';
  end if;
  if new.ends_at <> new.starts_at + make_interval(mins => new.duration_minutes)
     or new.time_zone is distinct from v_zone then
    raise exception 'A booking ends its services'' length after its start, in the stylist''s zone'
      using errcode = '42501';
  end if;
  if new.blocked_until <> new.ends_at + make_interval(mins => v_buffer) then
    raise exception 'A booking holds the stylist''s buffer of % minutes after its end', v_buffer
      using errcode = '42501';
  end if;
  return new;
end;
$$;

-- The busy times are the active segments of the appointments that hold time.
create or replace function public.stylist_busy_times(
  p_stylist_id bigint, p_from timestamptz, p_to timestamptz, p_except bigint default null, p_now timestamptz default null
)
returns table (starts_at timestamptz, blocked_until timestamptz)
language sql stable
security definer
set search_path = ''
as $$
  select g.starts_at, g.ends_at from public.appointment_segments g join public.appointments a on a.id = g.appointment_id
  where g.stylist_id = p_stylist_id
    and a.status in ('held', 'requested', 'confirmed', 'completed', 'no_show')
    and not (a.status = 'requested' and least(a.starts_at, a.expires_at) <= coalesce(p_now, now()))
    and not (a.status = 'held' and a.hold_expires_at <= coalesce(p_now, now()))
    and g.starts_at < p_to and g.ends_at > p_from
    and (p_except is null or a.id <> p_except)
    and (public.stylist_is_visible(p_stylist_id) or exists (
      select 1 from public.appointments mine where mine.stylist_id = p_stylist_id and mine.client_id = (select auth.uid())
    ))
$$;
comment on function public.stylist_busy_times(bigint, timestamptz, timestamptz, bigint, timestamptz) is 'Active segments of a visible stylist''s slot-holding appointments between two instants (times only; processing gaps are free); a lapsed request or hold holds nothing.';
