-- "Available today" and "Next available" from real open slots (issue 19, ADR 015).
--
-- Slots are computed by the API's slot engine (domain/src/booking/slots.ts) from the working
-- hours, time off, appointments and booking settings; search cannot run it per candidate. So each
-- stylist's earliest open start is precomputed into the search row (stylist_search, read per
-- candidate, no extra index: the value changes often and an index would make every change a
-- non-HOT update of a row that five indexes point at). The API recomputes it
-- (api/src/features/booking/next-available.ts) in the transaction of every write that changes
-- it, and a sweep recomputes the values that time is about to make wrong. The triggers below mark
-- a stylist due whenever one of the inputs changes by any path (the Data API, maintenance), so a
-- write that does not recompute is caught by the next sweep.

alter table public.stylist_search
  add column books_online boolean not null default false,
  add column next_available_at timestamptz;
comment on column public.stylist_search.books_online is 'Bookings on and at least one service: "available today" then means an open slot today (ADR 015).';
comment on column public.stylist_search.next_available_at is 'Earliest open start for the shortest service, still open at the next sweep; null when none (or not booking online). Kept by the API (next-available.ts).';

-- The bookkeeping of the recomputation: when each stylist's value must be recomputed.
create table public.next_available_refresh (
  stylist_id bigint primary key references public.stylists (id) on delete cascade,
  due_at timestamptz,
  refreshed_at timestamptz
);
comment on table public.next_available_refresh is 'When each stylist''s next_available_at must be recomputed: -infinity after a change of its inputs, the instant the shown slot stops being bookable, or null (only a write changes it).';
create index next_available_refresh_due_idx on public.next_available_refresh (due_at) where due_at is not null;
comment on index public.next_available_refresh_due_idx is 'The sweep: values due before its next run.';

alter table public.next_available_refresh enable row level security;
revoke all on public.next_available_refresh from anon, authenticated;
grant all on public.next_available_refresh to service_role;

-- The API computes the values (the slot engine is TypeScript); this stores them. Bookkeeping rows
-- first, then search rows, in id order: the order the triggers below lock bookkeeping rows in. A
-- search row is written only when its value changes, so an unchanged value costs no row version.
create function public.store_next_available(p_values jsonb, p_now timestamptz) returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.next_available_refresh (stylist_id, due_at, refreshed_at)
  select v.id, v.due_at, p_now
    from jsonb_to_recordset(p_values) as v(id bigint, due_at timestamptz)
    join public.stylists s on s.id = v.id
   order by v.id
  on conflict (stylist_id) do update set due_at = excluded.due_at, refreshed_at = excluded.refreshed_at;

  update public.stylist_search t set books_online = v.books_online, next_available_at = v.next_available_at
    from jsonb_to_recordset(p_values) as v(id bigint, books_online boolean, next_available_at timestamptz)
   where t.id = v.id
     and (t.books_online, t.next_available_at) is distinct from (v.books_online, v.next_available_at);
$$;
comment on function public.store_next_available(jsonb, timestamptz) is 'Stores the next open slots the API computed ([{id, books_online, next_available_at, due_at}]) into stylist_search and the bookkeeping.';
revoke all on function public.store_next_available(jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.store_next_available(jsonb, timestamptz) to service_role;

create function public.mark_next_available_due(p_stylist_id bigint) returns void
language sql
security definer
set search_path = ''
as $$
  -- The stylist may be going away (a cascaded delete fires these triggers too): no row then.
  insert into public.next_available_refresh (stylist_id, due_at)
  select p_stylist_id, '-infinity' where exists (select 1 from public.stylists s where s.id = p_stylist_id)
  on conflict (stylist_id) do update set due_at = '-infinity'
   where public.next_available_refresh.due_at is distinct from '-infinity'
$$;
comment on function public.mark_next_available_due(bigint) is 'Marks a stylist''s next available slot for recomputation by the next sweep (or the write''s own refresh).';
revoke all on function public.mark_next_available_due(bigint) from public, anon, authenticated;

create function public.next_available_inputs_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform public.mark_next_available_due(old.stylist_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.stylist_id <> old.stylist_id) then
    perform public.mark_next_available_due(new.stylist_id);
  end if;
  return null;
end
$$;
comment on function public.next_available_inputs_changed() is 'Marks the stylist of a changed working-hours, time-off, booking-settings, service or appointment row due for recomputation.';
revoke all on function public.next_available_inputs_changed() from public, anon, authenticated;

create trigger working_hours_next_available after insert or update or delete on public.working_hours
  for each row execute function public.next_available_inputs_changed();
create trigger time_off_next_available after insert or update or delete on public.time_off
  for each row execute function public.next_available_inputs_changed();
create trigger booking_settings_next_available after insert or update or delete on public.booking_settings
  for each row execute function public.next_available_inputs_changed();
create trigger services_next_available after insert or delete or update of duration_minutes, stylist_id on public.services
  for each row execute function public.next_available_inputs_changed();
-- Notes, reasons and the iCalendar sequence do not move a slot.
create trigger appointments_next_available after insert or delete or update of status, starts_at, blocked_until, stylist_id
  on public.appointments for each row execute function public.next_available_inputs_changed();

create function public.stylist_zone_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.mark_next_available_due(new.id);
  return null;
end
$$;
comment on function public.stylist_zone_changed() is 'Marks a stylist due when the time zone of their hours changes.';
revoke all on function public.stylist_zone_changed() from public, anon, authenticated;

create trigger stylists_next_available after update of time_zone on public.stylists
  for each row when (old.time_zone is distinct from new.time_zone) execute function public.stylist_zone_changed();

-- The search surface gains both columns (new last columns, as create or replace view requires).
create or replace view public.listed_stylist_search as
  select id, unit_x, unit_y, unit_z, recommended_score, starting_price_cents, review_count, home_visits, rating_average,
         location, price_range, gender, verification_status, time_zone, product_brands, service_codes, specialty_codes,
         closing_times, search_document, books_online, next_available_at
    from public.stylist_search
   where public.stylist_is_listed(subscription_active_until, verification_status);
comment on view public.listed_stylist_search is 'Listed stylists'' search columns, document and next open slot (stylist_search under the listing rule); the index-friendly surface of search.';

-- Stylists already taking bookings (none before this feature, but a database restored from a
-- later dump may hold some): due now, so the first sweep computes them.
insert into public.next_available_refresh (stylist_id, due_at)
select stylist_id, '-infinity' from public.booking_settings where accepts_bookings
on conflict (stylist_id) do nothing;
