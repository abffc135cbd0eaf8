-- The second wall behind the Data API being off (docs/decisions/012-data-api-off-and-advisors.md):
-- the browser-facing roles may read only the columns the public contract shows. Until now `anon`
-- and `authenticated` held SELECT on every column of stylists, so anyone holding the public anon
-- key could read each listed stylist's email, license, verification notes, user id and
-- subscription end through PostgREST (`/rest/v1/stylists`).
--
-- Column grants are per role, not per row: a column granted to `authenticated` is readable on
-- every row the policies show it (every listed stylist), not only on the caller's own. So a
-- stylist reads the private columns of their own profile through private.own_stylists, a view
-- restricted to the caller's row, in a schema the Data API never exposes.

-- Stylists: the columns of a public profile and of a search card, nothing else.
revoke select on table public.stylists from anon, authenticated;
grant select (id, stylist_name, salon_name, bio, address, city, state, zip_code, location, phone, website,
  instagram, facebook, starting_price_cents, price_range, gender, profile_image_url, home_visits, product_brands,
  time_zone, verification_status, rating_average, review_count, created_at, updated_at)
  on table public.stylists to anon, authenticated;

-- Reviews are shown as "Client": who wrote one is not public. A signed-in author's upsert names
-- (stylist_id, author_id) as its conflict target, which needs SELECT on author_id, and tells an
-- insert from an update by the system column xmax, which a column grant must name once the table
-- grant is gone.
revoke select on table public.reviews from anon, authenticated;
grant select (id, stylist_id, rating, comment, created_at) on table public.reviews to anon;
grant select (id, stylist_id, author_id, rating, comment, created_at, updated_at, xmax) on table public.reviews to authenticated;

-- A portfolio object's path starts with its owner's user id; visitors get the image URL only. The
-- owner's delete returns the path (to remove the file), so `authenticated` keeps it.
revoke select on table public.portfolio_items from anon, authenticated;
grant select (id, stylist_id, image_url, caption, tags, position, created_at) on table public.portfolio_items to anon;
grant select (id, stylist_id, image_url, storage_path, caption, tags, position, created_at)
  on table public.portfolio_items to authenticated;

-- Private to the API: not part of any schema the Data API serves (supabase/config.toml exposes
-- none; a hosted project exposes `public` and `graphql_public` when the Data API is turned on).
create schema if not exists private;
comment on schema private is 'Objects the API reads that no Data API (PostgREST) schema list may include: per-caller views over private columns.';
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

-- The caller's own stylist profile with its private columns. Runs with its owner's rights (the
-- private columns are not granted to `authenticated`) and shows one row at most: the caller's.
-- security_barrier: a caller's own predicates run after the row filter, so a leaky function in a
-- WHERE clause cannot see other stylists' rows.
create view private.own_stylists with (security_barrier = true) as
  select s.id, s.stylist_name, s.salon_name, s.bio, s.address, s.city, s.state, s.zip_code, s.location, s.phone,
         s.website, s.instagram, s.facebook, s.starting_price_cents, s.price_range, s.gender, s.profile_image_url,
         s.home_visits, s.product_brands, s.time_zone, s.verification_status, s.rating_average, s.review_count,
         s.created_at, s.updated_at, s.user_id, s.email, s.license_number, s.license_state
    from public.stylists s
   where s.user_id = (select auth.uid());
comment on view private.own_stylists is 'The signed-in caller''s own stylist profile, private columns included (email, license); one row at most.';
revoke all on private.own_stylists from public, anon, authenticated;
grant select on private.own_stylists to authenticated, service_role;
