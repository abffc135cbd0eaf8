-- Per-cell sort indexes (ADR 007, design 2): a page of a price or recommended search with more than
-- 1,000 matches walks, for each grid cell its circle touches, that cell's rows in sort order.
--
-- Why: the walks of 20261125000600 follow one nationwide index (price, or the static score) and
-- test the radius on each row, so they read rows from every city until the page is full. Around a
-- place that holds 1% of all stylists, a page of 12 reads about 1,200 rows, and ten times more at
-- a million stylists. Each cell's walk instead stops after its own k = offset + page rows that
-- pass, and the pages merge; the rows it reads lie in the cell, mostly inside the circle.
--
-- The cell: latitude and longitude cut into half-degree squares (about 35 by 27 miles in the
-- contiguous US), numbered row by row: floor(2 * (lat + 90)) * 720 + floor(2 * (lng + 180)).
-- The API lists the cells a circle touches (search-cells.ts); the radius test stays per row, so a
-- cell listed in excess costs time, never a wrong answer.

alter table public.stylist_search add column cell integer generated always as (
  (floor(2 * (extensions.st_y(location::extensions.geometry) + 90)))::integer * 720
  + (floor(2 * (extensions.st_x(location::extensions.geometry) + 180)))::integer % 720
) stored;
comment on column public.stylist_search.cell is 'Half-degree grid cell of the location: floor(2 * (lat + 90)) * 720 + floor(2 * (lng + 180)) mod 720 (ADR 007).';

create index stylist_search_cell_price_asc on public.stylist_search (cell, starting_price_cents, id);
comment on index public.stylist_search_cell_price_asc is 'price-low pages when more than 1,000 match: each cell of the circle walked in order.';
create index stylist_search_cell_price_desc on public.stylist_search (cell, starting_price_cents desc, id);
comment on index public.stylist_search_cell_price_desc is 'price-high pages when more than 1,000 match (ties by id ascending).';
create index stylist_search_cell_score_desc on public.stylist_search (cell, recommended_score desc, id);
comment on index public.stylist_search_cell_score_desc is 'recommended pages when more than 1,000 match: each cell''s top k by static score (step 1 of the exact top k).';

-- The search surface gains the cell (a new last column, as create or replace view requires).
create or replace view public.listed_stylist_search as
  select id, unit_x, unit_y, unit_z, recommended_score, starting_price_cents, review_count, home_visits, rating_average,
         location, price_range, gender, verification_status, time_zone, product_brands, service_codes, specialty_codes,
         closing_times, search_document, books_online, next_available_at, cell
    from public.stylist_search
   where public.stylist_is_listed(subscription_active_until, verification_status);

analyze public.stylist_search;
