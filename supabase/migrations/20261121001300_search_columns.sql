-- Search reads only columns of the stylist row: the catalogue codes of the services, the codes of
-- the specialties, whether there is a portfolio, the latest closing time of each weekday (for
-- "available today"), and the distance-free part of the "recommended"
-- score (docs/decisions/006). Triggers keep them; nobody writes them directly.
--
-- Why: per-row subqueries (services, specialties, portfolio, working hours) in the filter and the score made a
-- search cost several index probes for every stylist inside the radius; a radius around a large
-- city holds thousands.

alter table public.stylists
  add column service_codes text[] not null default '{}',
  add column specialty_codes text[] not null default '{}',
  add column has_portfolio boolean not null default false,
  add column closing_times time[] not null default array[null, null, null, null, null, null, null]::time[],
  add column recommended_score double precision not null default 0;
comment on column public.stylists.service_codes is 'Catalogue codes of the stylist''s services, sorted; kept by a trigger on services.';
comment on column public.stylists.specialty_codes is 'Codes of the stylist''s specialties, sorted; kept by a trigger on stylist_specialties.';
comment on column public.stylists.has_portfolio is 'Whether the stylist has a portfolio image; kept by a trigger on portfolio_items.';
comment on column public.stylists.closing_times is 'Latest closing time of each weekday (index 1 = Sunday), null when closed; kept by a trigger on working_hours.';
comment on column public.stylists.recommended_score is 'The distance-free part of the recommended ranking (docs/decisions/006); kept by a trigger.';

-- The distance-free part of the recommended score (docs/decisions/006-recommended-ranking.md):
-- the rating shrunk toward m = 4.5 with a weight of C = 10 reviews, a bonus for many reviews,
-- for verification and for a complete profile.
create function public.stylist_recommended_score(
  p_rating_average numeric, p_review_count integer, p_verification_status text,
  p_profile_image_url text, p_salon_name text, p_has_portfolio boolean
) returns double precision
language sql immutable
set search_path = ''
as $$
  select (10 * 4.5 + coalesce(p_rating_average, 0)::float8 * p_review_count) / (10 + p_review_count)
    + 0.10 * ln(1 + p_review_count)
    + case when p_verification_status = 'approved' then 0.15 else 0 end
    + case when p_profile_image_url is not null then 0.05 else 0 end
    + case when coalesce(p_salon_name, '') <> '' then 0.05 else 0 end
    + case when p_has_portfolio then 0.05 else 0 end
$$;
comment on function public.stylist_recommended_score(numeric, integer, text, text, text, boolean) is 'Distance-free part of the recommended ranking (ADR 006).';

create function public.set_stylist_recommended_score() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.recommended_score := public.stylist_recommended_score(new.rating_average, new.review_count,
    new.verification_status, new.profile_image_url, new.salon_name, new.has_portfolio);
  return new;
end
$$;
comment on function public.set_stylist_recommended_score() is 'Recomputes the stored recommended score from the row.';

create trigger stylists_recommended_score before insert or update of rating_average, review_count,
  verification_status, profile_image_url, salon_name, has_portfolio, recommended_score
  on public.stylists for each row execute function public.set_stylist_recommended_score();

-- The sorted catalogue codes of a stylist's services, and the sorted codes of their specialties.
create function public.stylist_service_codes(p_stylist_id bigint) returns text[]
language sql stable
security definer
set search_path = ''
as $$
  select array(select distinct sv.catalogue_code from public.services sv
                where sv.stylist_id = p_stylist_id and sv.catalogue_code is not null order by 1)
$$;
comment on function public.stylist_service_codes(bigint) is 'Sorted catalogue codes of a stylist''s services.';

create function public.stylist_specialty_codes(p_stylist_id bigint) returns text[]
language sql stable
security definer
set search_path = ''
as $$
  select array(select sp.code from public.stylist_specialties ss
                 join public.specialties sp on sp.id = ss.specialty_id
                where ss.stylist_id = p_stylist_id order by 1)
$$;
comment on function public.stylist_specialty_codes(bigint) is 'Sorted codes of a stylist''s specialties.';

-- Services and specialties change the search document and the code arrays in one update.
create or replace function public.refresh_stylist_search_document() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_stylist_id bigint := case when tg_op = 'DELETE' then old.stylist_id else new.stylist_id end;
begin
  update public.stylists s
     set search_document = public.build_stylist_search_document(s.id, s.stylist_name, s.salon_name, s.bio),
         service_codes = public.stylist_service_codes(s.id),
         specialty_codes = public.stylist_specialty_codes(s.id)
   where s.id = v_stylist_id;
  return null;
end
$$;
comment on function public.refresh_stylist_search_document() is 'Recomputes a stylist''s search document and code arrays after services or specialties change.';

create function public.refresh_stylist_has_portfolio() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_stylist_id bigint := case when tg_op = 'DELETE' then old.stylist_id else new.stylist_id end;
  v_has boolean := exists (select 1 from public.portfolio_items p where p.stylist_id = v_stylist_id);
begin
  update public.stylists s set has_portfolio = v_has
   where s.id = v_stylist_id and s.has_portfolio is distinct from v_has;
  return null;
end
$$;
comment on function public.refresh_stylist_has_portfolio() is 'Keeps stylists.has_portfolio after portfolio images are added or removed.';

create trigger portfolio_items_refresh_has_portfolio after insert or delete on public.portfolio_items
  for each row execute function public.refresh_stylist_has_portfolio();

-- The latest closing time of each weekday, Sunday first (extract(dow) + 1), null when closed.
create function public.stylist_closing_times(p_stylist_id bigint) returns time[]
language sql stable
security definer
set search_path = ''
as $$
  select array(select (select max(wh.closes_at) from public.working_hours wh
                        where wh.stylist_id = p_stylist_id and wh.day_of_week = d)
                 from generate_series(0, 6) d order by d)
$$;
comment on function public.stylist_closing_times(bigint) is 'Latest closing time per weekday (Sunday first), null on closed days.';

create function public.refresh_stylist_closing_times() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.stylists set closing_times = public.stylist_closing_times(old.stylist_id) where id = old.stylist_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update public.stylists set closing_times = public.stylist_closing_times(new.stylist_id) where id = new.stylist_id;
  end if;
  return null;
end
$$;
comment on function public.refresh_stylist_closing_times() is 'Keeps stylists.closing_times after working hours change.';

create trigger working_hours_refresh_closing_times after insert or update or delete on public.working_hours
  for each row execute function public.refresh_stylist_closing_times();

-- Existing rows: derived columns only, so the profiles' updated_at stays as it was.
alter table public.stylists disable trigger stylists_touch_updated_at;
update public.stylists s
   set service_codes = public.stylist_service_codes(s.id),
       specialty_codes = public.stylist_specialty_codes(s.id),
       has_portfolio = exists (select 1 from public.portfolio_items p where p.stylist_id = s.id),
       closing_times = public.stylist_closing_times(s.id);
alter table public.stylists enable trigger stylists_touch_updated_at;

create index stylists_service_codes_idx on public.stylists using gin (service_codes);
create index stylists_specialty_codes_idx on public.stylists using gin (specialty_codes);

-- The public search surface gains the new columns (appended: a view's columns keep their order).
create or replace view public.listed_stylists as
  select s.id, s.stylist_name, s.salon_name, s.bio, s.address, s.city, s.state, s.zip_code, s.location,
         s.phone, s.website, s.instagram, s.facebook, s.starting_price_cents, s.price_range, s.gender,
         s.profile_image_url, s.home_visits, s.product_brands, s.time_zone, s.verification_status,
         s.rating_average, s.review_count, s.search_document, s.created_at, s.updated_at,
         s.service_codes, s.specialty_codes, s.has_portfolio, s.recommended_score, s.closing_times
    from public.stylists s
   where public.stylist_is_listed(s.subscription_active_until, s.verification_status);

-- Nothing looks stylists up by the end of their subscription, and the planner paired that index
-- with the radius (a bitmap AND over every listed stylist), which cost more than the radius alone.
drop index public.stylists_active_until_idx;
