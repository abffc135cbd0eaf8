-- The filters' codes as bits on the search indexes (ADR 007, 2026-12-08, design B).
--
-- Why: at 1M the four wide search indexes (the count index and the three per-cell walks) outgrew
-- shared_buffers (9.4 GB of search rows and indexes against 6 GB), and a search paid for the pages
-- it read back from the OS. Their entries were 810 bytes, 232 of them the three code arrays
-- (services 138, specialties 57, brands 37). The codes of each list are now bits, in catalogue
-- order (services: a bigint, at most 63 of them; specialties and brands: an integer, at most 31),
-- generated from the arrays, which stay on the row. A search tests "all these services" as
-- `bits & mask = mask` and "any of these brands" (or the one specialty) as `bits & mask <> 0`; the
-- masks come from the same functions (search-source.ts).
--
-- The catalogue lists below are the domain's (domain/src/catalogue: serviceCodes, specialties by
-- id, productBrands), in that order; search-bits.test.ts holds them equal. A code outside a list
-- (a service without a catalogue code, or a code no filter offers) has no bit: no filter can ask
-- for it. A new code is appended to its list in a new migration (the bits of the others stay).

create function public.search_code_bits(p_codes text[], p_catalogue text[]) returns bigint
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(sum(1::bigint << (c.n - 1)::int), 0)::bigint
    from unnest(p_catalogue) with ordinality as c(code, n)
   where c.code = any(p_codes)
$$;
comment on function public.search_code_bits(text[], text[]) is 'The codes as bits: bit n - 1 for the n-th code of the catalogue list that p_codes holds.';

create function public.search_service_bits(p_codes text[]) returns bigint
language sql
immutable
parallel safe
set search_path = ''
as $$
  select public.search_code_bits(p_codes, array['standard-haircut', 'curly-haircut', 'clipper-cut-fade', 'kids-cut', 'beard-trim-lineup', 'bang-trim', 'root-touch-up', 'all-over-color', 'highlights', 'balayage-ombre', 'fashion-color', 'color-correction', 'gloss-toner', 'deep-conditioning', 'protein-treatment', 'scalp-treatment', 'bond-builder', 'detox-clarifying', 'split-end-repair', 'smoothing-treatment', 'blowout', 'silk-press', 'flat-iron-curls', 'updo-event', 'bridal-hair', 'ponytails-sleek', 'box-knotless-braids', 'cornrows-feedin', 'twists', 'faux-locs', 'loc-maintenance', 'crochet-styles', 'hair-wraps', 'perm-body-wave', 'relaxer-texturizer', 'japanese-straightening', 'thermal-reconditioning', 'tapein-sewin', 'clipins-halo', 'microlink-fusion', 'wig-install', 'lace-front', 'hair-replacement', 'bridal-party', 'prom-photoshoot', 'travel-onsite', 'wash-style', 'detangling', 'scalp-massage', 'quick-style', 'consultation', 'custom-color'])
$$;
comment on function public.search_service_bits(text[]) is 'Catalogue service codes as bits, in the catalogue''s order (domain serviceCodes; at most 63).';

create function public.search_specialty_bits(p_codes text[]) returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select public.search_code_bits(p_codes, array['curly-hair', 'color-specialist', 'barbering', 'extensions',
    'natural-hair', 'bridal', 'balayage', 'color-correction'])::integer
$$;
comment on function public.search_specialty_bits(text[]) is 'Specialty codes as bits, in the order of their ids (at most 31).';

create function public.search_brand_bits(p_codes text[]) returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select public.search_code_bits(p_codes, array['kerastase', 'oribe', 'olaplex', 'redken', 'ghd', 'davines', 'bumble',
    'kevinmurphy', 'moroccanoil'])::integer
$$;
comment on function public.search_brand_bits(text[]) is 'Product brand codes as bits, in the filter panel''s order (at most 31).';

revoke all on function public.search_code_bits(text[], text[]), public.search_service_bits(text[]),
  public.search_specialty_bits(text[]), public.search_brand_bits(text[]) from public;
-- Searches run as anon and build their masks with these.
grant execute on function public.search_code_bits(text[], text[]), public.search_service_bits(text[]),
  public.search_specialty_bits(text[]), public.search_brand_bits(text[]) to anon, authenticated, service_role;

-- The indexes go first, so the table's rewrite does not rebuild them.
drop index public.stylist_search_count;
drop index public.stylist_search_cell_price_asc;
drop index public.stylist_search_cell_price_desc;
drop index public.stylist_search_cell_score_desc;

alter table public.stylist_search
  add column service_bits bigint generated always as (public.search_service_bits(service_codes)) stored,
  add column specialty_bits integer generated always as (public.search_specialty_bits(specialty_codes)) stored,
  add column brand_bits integer generated always as (public.search_brand_bits(product_brands)) stored;
comment on column public.stylist_search.service_bits is 'service_codes as bits (search_service_bits): on the search indexes in place of the array.';
comment on column public.stylist_search.specialty_bits is 'specialty_codes as bits (search_specialty_bits): on the search indexes in place of the array.';
comment on column public.stylist_search.brand_bits is 'product_brands as bits (search_brand_bits): on the search indexes in place of the array.';

-- The same entries as 20261127000500's, the bits for the arrays; fixed-width columns first (the
-- 8-byte ones, then 4, then 1) so no entry pays for alignment in the middle.
create index stylist_search_count on public.stylist_search (band, lng)
  include (unit_x, unit_y, unit_z, id, recommended_score, service_bits, subscription_active_until,
           starting_price_cents, specialty_bits, brand_bits, next_available_day, home_visits, books_online,
           location, verification_status, price_range, rating_average, gender, time_zone, closing_times, search_lexemes);
comment on index public.stylist_search_count is 'The capped count and the sort-all page without reading rows: band and longitude ranges of the circle, every column a search tests (the codes as bits, plain words as lexeme ids, "available today" as the next open day) and the sort keys, for an index-only scan.';

create index stylist_search_cell_price_asc on public.stylist_search (cell, starting_price_cents, id)
  include (unit_x, unit_y, unit_z, recommended_score, service_bits, subscription_active_until, specialty_bits,
           brand_bits, next_available_day, home_visits, books_online,
           location, verification_status, price_range, rating_average, gender, time_zone, closing_times, search_lexemes);
comment on index public.stylist_search_cell_price_asc is 'price-low pages when more than 1,000 match: each cell of the circle walked in order, index-only (the codes as bits, plain words as lexeme ids).';

create index stylist_search_cell_price_desc on public.stylist_search (cell, starting_price_cents desc, id)
  include (unit_x, unit_y, unit_z, recommended_score, service_bits, subscription_active_until, specialty_bits,
           brand_bits, next_available_day, home_visits, books_online,
           location, verification_status, price_range, rating_average, gender, time_zone, closing_times, search_lexemes);
comment on index public.stylist_search_cell_price_desc is 'price-high pages when more than 1,000 match (ties by id ascending), index-only (the codes as bits, plain words as lexeme ids).';

create index stylist_search_cell_score_desc on public.stylist_search (cell, recommended_score desc, id)
  include (unit_x, unit_y, unit_z, service_bits, subscription_active_until, starting_price_cents, specialty_bits,
           brand_bits, next_available_day, home_visits, books_online,
           location, verification_status, price_range, rating_average, gender, time_zone, closing_times, search_lexemes);
comment on index public.stylist_search_cell_score_desc is 'recommended pages when more than 1,000 match: each cell''s top k by static score (step 1 of the exact top k), index-only (the codes as bits, plain words as lexeme ids).';

-- The search surface gains the bits (new last columns, as create or replace view requires).
create or replace view public.listed_stylist_search as
  select id, unit_x, unit_y, unit_z, recommended_score, starting_price_cents, review_count, home_visits, rating_average,
         location, price_range, gender, verification_status, time_zone, product_brands, service_codes, specialty_codes,
         closing_times, search_document, books_online, cell, band, lng, search_lexemes, next_available_day,
         service_bits, specialty_bits, brand_bits
    from public.stylist_search
   where public.stylist_is_listed(subscription_active_until, verification_status);

analyze public.stylist_search;
