-- Index-ordered search plans (ADR 007, 2026-11-25: every page exact, the count capped at 1,000).
--
-- Why: a search no longer visits every match. The count stops at 1,001 matches, and when more than
-- 1,000 match, a page is read by walking an index in the order of its sort (price, or the static
-- part of the recommended score) and testing the radius per row, stopping after the page; the
-- distance sort walks the GiST index nearest first (KNN). Free text is matched on the narrow rows,
-- with their own copy of the full-text document and a GIN index, so a text search combines the
-- GIN and GiST indexes (a bitmap AND) instead of reading every candidate's wide row.

alter table public.stylist_search add column search_document tsvector not null default ''::tsvector;
comment on column public.stylist_search.search_document is 'Copy of stylists.search_document, so free text is matched on the narrow rows (GIN index).';

create index stylist_search_document_gin on public.stylist_search using gin (search_document);
comment on index public.stylist_search_document_gin is 'Free-text search on the narrow rows, combined with the location index by a bitmap AND.';

create index stylist_search_price_asc on public.stylist_search (starting_price_cents, id);
comment on index public.stylist_search_price_asc is 'price-low pages when more than 1,000 match: walked in order, radius tested per row.';
create index stylist_search_price_desc on public.stylist_search (starting_price_cents desc, id);
comment on index public.stylist_search_price_desc is 'price-high pages when more than 1,000 match (ties by id ascending, as every sort).';
create index stylist_search_score_desc on public.stylist_search (recommended_score desc, id);
comment on index public.stylist_search_score_desc is 'recommended pages when more than 1,000 match: the top k by static score, step 1 of the exact top k (ADR 007).';

/** As in 20261122000400, with the full-text document. */
create or replace function public.sync_stylist_search(p_ids bigint[]) returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.stylist_search as t (id, recommended_score, subscription_active_until, starting_price_cents,
    review_count, home_visits, rating_average, location, price_range, gender, verification_status, time_zone,
    product_brands, service_codes, specialty_codes, closing_times, search_document)
  select s.id, s.recommended_score, s.subscription_active_until, s.starting_price_cents, s.review_count, s.home_visits,
         s.rating_average, s.location, s.price_range, s.gender, s.verification_status, s.time_zone, s.product_brands,
         s.service_codes, s.specialty_codes, s.closing_times, coalesce(s.search_document, ''::tsvector)
    from public.stylists s
   where s.id = any(p_ids)
  on conflict (id) do update
    set recommended_score = excluded.recommended_score, subscription_active_until = excluded.subscription_active_until,
        starting_price_cents = excluded.starting_price_cents, review_count = excluded.review_count,
        home_visits = excluded.home_visits, rating_average = excluded.rating_average, location = excluded.location,
        price_range = excluded.price_range, gender = excluded.gender, verification_status = excluded.verification_status,
        time_zone = excluded.time_zone, product_brands = excluded.product_brands, service_codes = excluded.service_codes,
        specialty_codes = excluded.specialty_codes, closing_times = excluded.closing_times,
        search_document = excluded.search_document
    -- An edit of the phone number leaves the search row (and its place on disk) alone.
    where (t.recommended_score, t.subscription_active_until, t.starting_price_cents, t.review_count, t.home_visits,
           t.rating_average, extensions.st_asbinary(t.location), t.price_range, t.gender, t.verification_status,
           t.time_zone, t.product_brands, t.service_codes, t.specialty_codes, t.closing_times, t.search_document)
          is distinct from
          (excluded.recommended_score, excluded.subscription_active_until, excluded.starting_price_cents,
           excluded.review_count, excluded.home_visits, excluded.rating_average, extensions.st_asbinary(excluded.location),
           excluded.price_range, excluded.gender, excluded.verification_status, excluded.time_zone,
           excluded.product_brands, excluded.service_codes, excluded.specialty_codes, excluded.closing_times,
           excluded.search_document)
$$;
comment on function public.sync_stylist_search(bigint[]) is 'Copies stylists'' search columns (with the full-text document) into stylist_search (the trigger, and the seed with triggers off).';
revoke all on function public.sync_stylist_search(bigint[]) from public, anon, authenticated;

-- The existing rows' documents, then the rows rewritten in location order again (the update left
-- a dead copy of each row behind).
update public.stylist_search t set search_document = coalesce(s.search_document, ''::tsvector)
  from public.stylists s where s.id = t.id;
cluster public.stylist_search using stylist_search_location_gix;
analyze public.stylist_search;

-- The view gains the document (a new last column, as create or replace view requires).
create or replace view public.listed_stylist_search as
  select id, unit_x, unit_y, unit_z, recommended_score, starting_price_cents, review_count, home_visits, rating_average,
         location, price_range, gender, verification_status, time_zone, product_brands, service_codes, specialty_codes,
         closing_times, search_document
    from public.stylist_search
   where public.stylist_is_listed(subscription_active_until, verification_status);
comment on view public.listed_stylist_search is 'Listed stylists'' search columns and document (stylist_search under the listing rule); the index-friendly surface of search.';
