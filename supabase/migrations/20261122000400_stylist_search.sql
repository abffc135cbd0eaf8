-- A narrow, spatially clustered copy of what search filters and ranks on: one row of about 170
-- bytes per stylist, kept by a trigger on stylists (ADR 007, option 3).
--
-- Why: a search visits every listed stylist inside its radius (the count and the rankings are
-- exact), and a stylist row is about 1.8 KB (bio, full-text document...), so each candidate cost
-- a heap page of its own, and PostGIS's geography distance about 5 microseconds more. Measured at
-- 100,000 stylists, 5 miles around Brooklyn (3,586 candidates): 12 ms on stylists, 1.7 ms here.
-- Rows are stored in the order of a space-filling curve (geohash) and kept there by CLUSTER after
-- bulk loads, so a radius reads a few hundred pages; each row carries its position as a unit
-- vector, so the distance is the chord between two vectors (a few multiplications; it gives the
-- great-circle distance on PostGIS's own sphere: over 20,000 stylists the two differ by at most
-- 7.5e-9 m). The card columns and the full-text document stay on stylists: a search reads them
-- for its page of 12 and, for free text, per candidate.

create table public.stylist_search (
  id bigint primary key references public.stylists (id) on delete cascade,
  -- Fixed-width columns first: they are read for every candidate.
  unit_x double precision generated always as
    (cos(radians(extensions.st_y(location::extensions.geometry))) * cos(radians(extensions.st_x(location::extensions.geometry)))) stored,
  unit_y double precision generated always as
    (cos(radians(extensions.st_y(location::extensions.geometry))) * sin(radians(extensions.st_x(location::extensions.geometry)))) stored,
  unit_z double precision generated always as (sin(radians(extensions.st_y(location::extensions.geometry)))) stored,
  recommended_score double precision not null,
  subscription_active_until timestamptz,
  starting_price_cents integer not null,
  review_count integer not null,
  home_visits boolean not null,
  rating_average numeric(3, 2),
  location extensions.geography(Point, 4326) not null,
  price_range text not null,
  gender text not null,
  verification_status text,
  time_zone text not null,
  product_brands text[] not null,
  service_codes text[] not null,
  specialty_codes text[] not null,
  closing_times time[] not null
) with (fillfactor = 90);
comment on table public.stylist_search is 'What search filters and ranks on, one narrow row per stylist in space-filling-curve order; kept by a trigger on stylists (ADR 007).';

create index stylist_search_location_gix on public.stylist_search using gist (location);

-- Closed to everyone but its owner: searches read it through listed_stylist_search.
alter table public.stylist_search enable row level security;
revoke all on public.stylist_search from anon, authenticated;

/** Copies the given stylists' search columns from stylists (insert, or update when they changed). */
create function public.sync_stylist_search(p_ids bigint[]) returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.stylist_search as t (id, recommended_score, subscription_active_until, starting_price_cents,
    review_count, home_visits, rating_average, location, price_range, gender, verification_status, time_zone,
    product_brands, service_codes, specialty_codes, closing_times)
  select s.id, s.recommended_score, s.subscription_active_until, s.starting_price_cents, s.review_count, s.home_visits,
         s.rating_average, s.location, s.price_range, s.gender, s.verification_status, s.time_zone, s.product_brands,
         s.service_codes, s.specialty_codes, s.closing_times
    from public.stylists s
   where s.id = any(p_ids)
  on conflict (id) do update
    set recommended_score = excluded.recommended_score, subscription_active_until = excluded.subscription_active_until,
        starting_price_cents = excluded.starting_price_cents, review_count = excluded.review_count,
        home_visits = excluded.home_visits, rating_average = excluded.rating_average, location = excluded.location,
        price_range = excluded.price_range, gender = excluded.gender, verification_status = excluded.verification_status,
        time_zone = excluded.time_zone, product_brands = excluded.product_brands, service_codes = excluded.service_codes,
        specialty_codes = excluded.specialty_codes, closing_times = excluded.closing_times
    -- An edit of the bio or the phone number leaves the search row (and its place on disk) alone.
    where (t.recommended_score, t.subscription_active_until, t.starting_price_cents, t.review_count, t.home_visits,
           t.rating_average, extensions.st_asbinary(t.location), t.price_range, t.gender, t.verification_status,
           t.time_zone, t.product_brands, t.service_codes, t.specialty_codes, t.closing_times)
          is distinct from
          (excluded.recommended_score, excluded.subscription_active_until, excluded.starting_price_cents,
           excluded.review_count, excluded.home_visits, excluded.rating_average, extensions.st_asbinary(excluded.location),
           excluded.price_range, excluded.gender, excluded.verification_status, excluded.time_zone,
           excluded.product_brands, excluded.service_codes, excluded.specialty_codes, excluded.closing_times)
$$;
comment on function public.sync_stylist_search(bigint[]) is 'Copies stylists'' search columns into stylist_search (the trigger, and the seed with triggers off).';
revoke all on function public.sync_stylist_search(bigint[]) from public, anon, authenticated;

create function public.sync_stylist_search_row() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.sync_stylist_search(array[new.id]);
  return null;
end
$$;
comment on function public.sync_stylist_search_row() is 'Keeps stylist_search in step with a stylist row (deletes cascade).';
revoke all on function public.sync_stylist_search_row() from public, anon, authenticated;

-- AFTER every insert or update: the BEFORE triggers have set the derived columns by then.
create trigger stylists_sync_search after insert or update on public.stylists
  for each row execute function public.sync_stylist_search_row();

-- The existing stylists, in geohash order (a Z-order curve), so neighbours share pages.
insert into public.stylist_search (id, recommended_score, subscription_active_until, starting_price_cents, review_count,
  home_visits, rating_average, location, price_range, gender, verification_status, time_zone, product_brands,
  service_codes, specialty_codes, closing_times)
select id, recommended_score, subscription_active_until, starting_price_cents, review_count, home_visits, rating_average,
       location, price_range, gender, verification_status, time_zone, product_brands, service_codes, specialty_codes,
       closing_times
  from public.stylists
 order by extensions.st_geohash(location::extensions.geometry);

-- The search surface for anon, as listed_stylists is for profiles: the listing rule, no private columns.
create view public.listed_stylist_search as
  select id, unit_x, unit_y, unit_z, recommended_score, starting_price_cents, review_count, home_visits, rating_average,
         location, price_range, gender, verification_status, time_zone, product_brands, service_codes, specialty_codes,
         closing_times
    from public.stylist_search
   where public.stylist_is_listed(subscription_active_until, verification_status);
comment on view public.listed_stylist_search is 'Listed stylists'' search columns (stylist_search under the listing rule); the index-friendly surface of search.';
revoke all on public.listed_stylist_search from anon, authenticated;
grant select on public.listed_stylist_search to anon, authenticated, service_role;
