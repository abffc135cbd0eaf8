-- The per-cell walks read index entries, not search rows (ADR 007, 2026-11-27): the three cell
-- indexes of 20261126003000 carry what a walk tests on each row, as the count index does.
--
-- Why: a price or recommended page with more than 1,000 matches walks, in each cell the circle
-- touches, that cell's index in sort order until enough rows pass the radius and the filters. Each
-- step read the search row (about 1 KB with the full-text document): 25 miles around Chicago,
-- recommended, rating 4 and up, at 1M, read 9,937 buffers to find L, the bound of the exact
-- top k (7.3 ms; 4.5 ms as an index-only scan). Free text is still tested on the row.

drop index if exists public.stylist_search_cell_price_asc;
create index stylist_search_cell_price_asc on public.stylist_search (cell, starting_price_cents, id)
  include (unit_x, unit_y, unit_z, location, subscription_active_until, verification_status, price_range,
           rating_average, home_visits, gender, product_brands, service_codes, specialty_codes, recommended_score);
comment on index public.stylist_search_cell_price_asc is 'price-low pages when more than 1,000 match: each cell of the circle walked in order, index-only but for free text.';

drop index if exists public.stylist_search_cell_price_desc;
create index stylist_search_cell_price_desc on public.stylist_search (cell, starting_price_cents desc, id)
  include (unit_x, unit_y, unit_z, location, subscription_active_until, verification_status, price_range,
           rating_average, home_visits, gender, product_brands, service_codes, specialty_codes, recommended_score);
comment on index public.stylist_search_cell_price_desc is 'price-high pages when more than 1,000 match (ties by id ascending), index-only but for free text.';

drop index if exists public.stylist_search_cell_score_desc;
create index stylist_search_cell_score_desc on public.stylist_search (cell, recommended_score desc, id)
  include (unit_x, unit_y, unit_z, location, subscription_active_until, verification_status, price_range,
           rating_average, home_visits, gender, product_brands, service_codes, specialty_codes, starting_price_cents);
comment on index public.stylist_search_cell_score_desc is 'recommended pages when more than 1,000 match: each cell''s top k by static score (step 1 of the exact top k), index-only but for free text.';
