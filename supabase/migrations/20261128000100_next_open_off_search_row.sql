-- The next open slot's instant off the search row (ADR 007, 2026-11-28).
--
-- Why: index-only scans skip the heap only on pages whose all-visible bit is set, and any update
-- of a row, HOT or not, clears its page's bit until the next vacuum. The next-available sweep
-- rewrote stylist_search.next_available_at whenever a stylist's earliest slot moved (each time the
-- one shown passes, so many times a day for a stylist open today). Measured on the 100k benchmark
-- database: an hour of sweeps (10,801 stylists recomputed) left 34% of the search table's pages
-- without the bit, three hours 48%; an index-only band scan that read 1,001 matches then fetched
-- 2,808 heap rows (12.3 ms, against 7.4 ms after a vacuum). Autovacuum comes by after a fifth of
-- the table has changed, hours apart at this rate.
--
-- So the instant (shown on result cards) lives in a narrow table of its own, and the search row
-- keeps only what the search indexes hold: books_online and the slot's local date, which changes
-- at most once a day for a stylist. store_next_available writes the row only when one of those
-- two changes. The date was a generated column; it becomes a plain one that the function and a
-- trigger (a new row, a change of zone) keep.

create table public.stylist_next_open (
  stylist_id bigint primary key references public.stylists (id) on delete cascade,
  next_available_at timestamptz
);
comment on table public.stylist_next_open is 'Each stylist''s earliest open start for the shortest service, still open at the next sweep (null: none), kept by the API (next-available.ts); off stylist_search so that its frequent changes leave the search rows'' pages all-visible (ADR 007).';
alter table public.stylist_next_open enable row level security;
revoke all on public.stylist_next_open from anon, authenticated;
grant all on public.stylist_next_open to service_role;

insert into public.stylist_next_open (stylist_id, next_available_at)
select id, next_available_at from public.stylist_search where next_available_at is not null;

alter table public.stylist_search alter column next_available_day drop expression;
comment on column public.stylist_search.next_available_day is 'The date, in the stylist''s zone, of the next open slot (stylist_next_open): "available today" for stylists who book online is next_available_day <= today there (ADR 015; on the search indexes, ADR 007). Written by store_next_available when it changes, and by stylist_search_next_day for a new row or a new zone.';

drop view public.listed_stylist_search;
alter table public.stylist_search drop column next_available_at;
create view public.listed_stylist_search as
  select id, unit_x, unit_y, unit_z, recommended_score, starting_price_cents, review_count, home_visits, rating_average,
         location, price_range, gender, verification_status, time_zone, product_brands, service_codes, specialty_codes,
         closing_times, search_document, books_online, cell, band, lng, search_lexemes, next_available_day
    from public.stylist_search
   where public.stylist_is_listed(subscription_active_until, verification_status);
comment on view public.listed_stylist_search is 'Listed stylists'' search columns (stylist_search under the listing rule); the index-friendly surface of search.';
revoke all on public.listed_stylist_search from anon, authenticated;
grant select on public.listed_stylist_search to anon, authenticated, service_role;

-- A new search row takes its stylist's stored slot; a new zone moves the date.
create function public.stylist_search_next_day() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.next_available_day := (select (o.next_available_at at time zone new.time_zone)::date
                               from public.stylist_next_open o where o.stylist_id = new.id);
  return new;
end
$$;
comment on function public.stylist_search_next_day() is 'The local date of the stylist''s next open slot (stylist_next_open) on a new or re-zoned stylist_search row.';
revoke all on function public.stylist_search_next_day() from public, anon, authenticated;
create trigger stylist_search_next_day_insert before insert on public.stylist_search
  for each row execute function public.stylist_search_next_day();
create trigger stylist_search_next_day_zone before update of time_zone on public.stylist_search
  for each row when (old.time_zone is distinct from new.time_zone) execute function public.stylist_search_next_day();

create or replace function public.store_next_available(p_values jsonb, p_now timestamptz) returns void
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

  insert into public.stylist_next_open as o (stylist_id, next_available_at)
  select v.id, v.next_available_at
    from jsonb_to_recordset(p_values) as v(id bigint, next_available_at timestamptz)
    join public.stylists s on s.id = v.id
   order by v.id
  on conflict (stylist_id) do update set next_available_at = excluded.next_available_at
   where o.next_available_at is distinct from excluded.next_available_at;

  -- Only what the search indexes hold: bookings on or off, or the slot's local date.
  update public.stylist_search t
     set books_online = v.books_online, next_available_day = (v.next_available_at at time zone t.time_zone)::date
    from jsonb_to_recordset(p_values) as v(id bigint, books_online boolean, next_available_at timestamptz)
   where t.id = v.id
     and (t.books_online, t.next_available_day)
         is distinct from (v.books_online, (v.next_available_at at time zone t.time_zone)::date);
$$;
comment on function public.store_next_available(jsonb, timestamptz) is 'Stores the next open slots the API computed ([{id, books_online, next_available_at, due_at}]): the instant in stylist_next_open, books_online and the local date on stylist_search when they change, and the bookkeeping.';
revoke all on function public.store_next_available(jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.store_next_available(jsonb, timestamptz) to service_role;

-- Cards read the instant from its own table.
create or replace function public.search_cards(p_ids bigint[])
returns table (
  id bigint, stylist_name text, salon_name text, city text, state character(2), zip_code text, phone text,
  profile_image_url text, price_range text, starting_price_cents integer, rating_average numeric,
  review_count integer, verification_status text, first_image text, services json, time_zone text,
  next_available_at timestamptz, lat double precision, lng double precision, working_hours json,
  review_quote text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  select s.id, s.stylist_name, s.salon_name, s.city, s.state, s.zip_code, s.phone, s.profile_image_url,
         s.price_range, s.starting_price_cents, s.rating_average, s.review_count, s.verification_status,
         (select p.image_url from public.portfolio_items p where p.stylist_id = s.id order by p.position, p.id limit 1),
         (select coalesce(json_agg(json_build_object('name', x.name, 'price_cents', x.price_cents) order by x.price_cents, x.id), '[]'::json)
            from (select sv.id, sv.name, sv.price_cents from public.services sv
                   where sv.stylist_id = s.id order by sv.price_cents, sv.id limit 3) x),
         n.time_zone, (select o.next_available_at from public.stylist_next_open o where o.stylist_id = s.id),
         extensions.st_y(n.location::extensions.geometry), extensions.st_x(n.location::extensions.geometry),
         (select coalesce(json_agg(json_build_object('day_of_week', w.day_of_week, 'opens_at', w.opens_at, 'closes_at', w.closes_at)
                   order by w.day_of_week, w.opens_at), '[]'::json)
            from public.working_hours w where w.stylist_id = s.id),
         (select left(r.comment, 160) from public.reviews r
           where r.stylist_id = s.id and r.hidden_at is null
           order by r.created_at desc, r.id desc limit 1)
    from public.stylists s
    left join public.stylist_search n on n.id = s.id
   where s.id = any(p_ids)
     and public.stylist_is_listed(s.subscription_active_until, s.verification_status);
end
$$;

analyze public.stylist_next_open;
