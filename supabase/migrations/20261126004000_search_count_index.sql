-- An index-only count (ADR 007, 2026-11-26 late): a search's capped count reads index entries,
-- not search rows.
--
-- Why: the count stops at the 1,001st match, but it found them through the GiST index and read
-- each candidate's row (about 1 KB with the full-text document) to test the radius and the
-- filters: 2,000-6,000 buffers per search at 1M. This index holds, for each stylist, everything
-- the count tests except free text and "available today": a B-tree keyed on a thin latitude band
-- and the longitude, so the circle is a few key ranges (one per band, search-cells.ts), and the
-- radius, the listing rule and the filters as INCLUDE columns, tested on the index entry. About
-- 60 entries fit a page where 7 rows fit a heap page.
--
-- Index-only scans skip the heap only for pages the visibility map marks all-visible, which
-- VACUUM sets (CLUSTER does not): the seed vacuums after its CLUSTER (upkeep.ts), and deploy.md's
-- weekly job runs VACUUM after CLUSTER. With autovacuum off (this project's machines) a page
-- written since the last VACUUM costs one heap visit per entry on it: slower, never wrong.
-- The columns of "available today" (next_available_at, rewritten by every sweep) stay out, so
-- the sweep's updates stay HOT (an update of an indexed column writes an entry in every index).

alter table public.stylist_search
  add column band integer generated always as
    ((floor(20 * (extensions.st_y(location::extensions.geometry) + 90)))::integer) stored,
  add column lng double precision generated always as (extensions.st_x(location::extensions.geometry)) stored;
comment on column public.stylist_search.band is 'Latitude band of 0.05 degree (about 3.5 miles): floor(20 * (lat + 90)); the first key of the count index (ADR 007).';
comment on column public.stylist_search.lng is 'Longitude in degrees: the second key of the count index, so a circle is one longitude range per band.';

create index stylist_search_count on public.stylist_search (band, lng)
  include (unit_x, unit_y, unit_z, location, subscription_active_until, verification_status, price_range,
           rating_average, home_visits, gender, product_brands, service_codes, specialty_codes);
comment on index public.stylist_search_count is 'The capped count without reading rows: band and longitude ranges of the circle, every column the count tests (but free text and "available today") included, for an index-only scan.';

-- The search surface gains both keys (new last columns, as create or replace view requires).
create or replace view public.listed_stylist_search as
  select id, unit_x, unit_y, unit_z, recommended_score, starting_price_cents, review_count, home_visits, rating_average,
         location, price_range, gender, verification_status, time_zone, product_brands, service_codes, specialty_codes,
         closing_times, search_document, books_online, next_available_at, cell, band, lng
    from public.stylist_search
   where public.stylist_is_listed(subscription_active_until, verification_status);

analyze public.stylist_search;
