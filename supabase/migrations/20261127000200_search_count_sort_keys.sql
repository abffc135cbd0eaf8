-- The count index carries the sort keys too (ADR 007, 2026-11-27): a search with at most 1,000
-- matches and no free text or "available today" finds its page from the index alone.
--
-- Why: such a page (the plan "sort-all": every match, sorted) found its matches through the
-- radius (GiST) and read each candidate's search row, about 1 KB with the full-text document,
-- to test the filters and compute the sort key; at 100k stylists, searches with two or more
-- filters over a wide circle were the largest share of the mix's time. The count index already
-- holds everything those filters test; with the id, the starting price and the static score the
-- page is an index-only scan of the same key ranges as the count, and only the page's 12 rows are
-- read (by search_cards). The distance sort's key comes from `location`, already included.

drop index public.stylist_search_count;
create index stylist_search_count on public.stylist_search (band, lng)
  include (unit_x, unit_y, unit_z, location, subscription_active_until, verification_status, price_range,
           rating_average, home_visits, gender, product_brands, service_codes, specialty_codes,
           id, starting_price_cents, recommended_score);
comment on index public.stylist_search_count is 'The capped count and the sort-all page without reading rows: band and longitude ranges of the circle, every column the count tests (but free text and "available today") and the sort keys included, for an index-only scan.';
