-- "Available today" on the index entries too (ADR 007, 2026-11-27, late).
--
-- Why: a search with "available today" (15% of the benchmark's mix) was the only kind that still
-- counted through the radius and read each candidate's search row: at 1M it took 17 ms on average
-- without free text and 40 ms with it, a third of the mix's time. The columns of the test were
-- left out of the index (20261126004000) because the next-available sweep rewrites
-- next_available_at, and an update of an indexed column is not HOT. The test needs less: for a
-- stylist who books online, "an open slot before the end of today in their zone" is "the local
-- date of the next open slot is at most today's", and that date (next_available_day, generated
-- from the instant and the zone) changes at most once a day for a stylist, not at every sweep. So
-- the indexes include the date, the zone, books_online and the closing times (for the others),
-- and a sweep that moves the next slot within the same day changes no indexed column (a HOT update
-- wherever the row's page has room).
--
-- One count index, the ids included: a narrower one without them beside it (tried) would serve
-- searches without free text from smaller entries, but the planner then chose between the two by
-- its estimates, and on a small table it read the narrow one and each row's ids from the heap.
-- The per-cell walk indexes gain the same columns, and the ids, so a page past 1,000 matches with
-- free text or "available today" reads index entries too.

alter table public.stylist_search add column next_available_day date
  generated always as ((next_available_at at time zone time_zone)::date) stored;
comment on column public.stylist_search.next_available_day is 'The date, in the stylist''s zone, of the next open slot: "available today" for stylists who book online is next_available_day <= today there (ADR 015; on the search indexes, ADR 007).';

drop index public.stylist_search_count;
create index stylist_search_count on public.stylist_search (band, lng)
  include (unit_x, unit_y, unit_z, location, subscription_active_until, verification_status, price_range,
           rating_average, home_visits, gender, product_brands, service_codes, specialty_codes,
           books_online, next_available_day, time_zone, closing_times,
           id, starting_price_cents, recommended_score, search_lexemes);
comment on index public.stylist_search_count is 'The capped count and the sort-all page without reading rows: band and longitude ranges of the circle, every column a search tests (plain words as lexeme ids, "available today" as the next open day) and the sort keys, for an index-only scan.';

drop index public.stylist_search_cell_price_asc;
create index stylist_search_cell_price_asc on public.stylist_search (cell, starting_price_cents, id)
  include (unit_x, unit_y, unit_z, location, subscription_active_until, verification_status, price_range,
           rating_average, home_visits, gender, product_brands, service_codes, specialty_codes,
           books_online, next_available_day, time_zone, closing_times, recommended_score, search_lexemes);
comment on index public.stylist_search_cell_price_asc is 'price-low pages when more than 1,000 match: each cell of the circle walked in order, index-only (plain words as lexeme ids).';

drop index public.stylist_search_cell_price_desc;
create index stylist_search_cell_price_desc on public.stylist_search (cell, starting_price_cents desc, id)
  include (unit_x, unit_y, unit_z, location, subscription_active_until, verification_status, price_range,
           rating_average, home_visits, gender, product_brands, service_codes, specialty_codes,
           books_online, next_available_day, time_zone, closing_times, recommended_score, search_lexemes);
comment on index public.stylist_search_cell_price_desc is 'price-high pages when more than 1,000 match (ties by id ascending), index-only (plain words as lexeme ids).';

drop index public.stylist_search_cell_score_desc;
create index stylist_search_cell_score_desc on public.stylist_search (cell, recommended_score desc, id)
  include (unit_x, unit_y, unit_z, location, subscription_active_until, verification_status, price_range,
           rating_average, home_visits, gender, product_brands, service_codes, specialty_codes,
           books_online, next_available_day, time_zone, closing_times, starting_price_cents, search_lexemes);
comment on index public.stylist_search_cell_score_desc is 'recommended pages when more than 1,000 match: each cell''s top k by static score (step 1 of the exact top k), index-only (plain words as lexeme ids).';

-- The search surface gains the date (a new last column, as create or replace view requires).
create or replace view public.listed_stylist_search as
  select id, unit_x, unit_y, unit_z, recommended_score, starting_price_cents, review_count, home_visits, rating_average,
         location, price_range, gender, verification_status, time_zone, product_brands, service_codes, specialty_codes,
         closing_times, search_document, books_online, next_available_at, cell, band, lng, search_lexemes,
         next_available_day
    from public.stylist_search
   where public.stylist_is_listed(subscription_active_until, verification_status);

analyze public.stylist_search;
