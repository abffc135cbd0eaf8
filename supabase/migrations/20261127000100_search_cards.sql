-- The card columns of a results page in one function call (ADR 007, 2026-11-27): what a card shows
-- beyond the stylist's own row (the first portfolio image, three cheapest services, the weekly
-- hours, the newest review's opening words, the next open slot and the map point).
--
-- Why: read as anon, each of those subqueries ran the row-level security check of its table
-- (stylist_is_visible, a lookup of the stylist) on every row it read, about 150 calls for a page of
-- 12, and the statement that held them was planned afresh on every search (search statements run
-- with plan_cache_mode = force_custom_plan): 1.2 ms of planning and 1.4 ms of execution of a 4 ms
-- search at 100k stylists. A PL/pgSQL function keeps its plan for the session, and it applies the
-- rule those policies apply for anon once per stylist: listed stylists only, hidden reviews never.
-- It reads only what a public profile shows, so its grant to anon exposes nothing new.

create function public.search_cards(p_ids bigint[])
returns table (
  id bigint, stylist_name text, salon_name text, city text, state character(2), zip_code text, phone text,
  profile_image_url text, price_range text, starting_price_cents integer, rating_average numeric,
  review_count integer, verification_status text, first_image text, services json, time_zone text,
  next_available_at timestamptz, lat double precision, lng double precision, working_hours json,
  review_quote text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  select s.id, s.stylist_name, s.salon_name, s.city, s.state, s.zip_code, s.phone, s.profile_image_url,
         s.price_range, s.starting_price_cents, s.rating_average, s.review_count, s.verification_status,
         (select p.image_url from public.portfolio_items p where p.stylist_id = s.id order by p.position, p.id limit 1),
         (select coalesce(json_agg(json_build_object('name', x.name, 'price_cents', x.price_cents) order by x.price_cents, x.id), '[]'::json)
            from (select sv.id, sv.name, sv.price_cents from public.services sv
                   where sv.stylist_id = s.id order by sv.price_cents, sv.id limit 3) x),
         n.time_zone, n.next_available_at,
         extensions.st_y(n.location::extensions.geometry), extensions.st_x(n.location::extensions.geometry),
         (select coalesce(json_agg(json_build_object('day_of_week', w.day_of_week, 'opens_at', w.opens_at, 'closes_at', w.closes_at)
                   order by w.day_of_week, w.opens_at), '[]'::json)
            from public.working_hours w where w.stylist_id = s.id),
         (select left(r.comment, 160) from public.reviews r
           where r.stylist_id = s.id and r.hidden_at is null
           order by r.created_at desc, r.id desc limit 1)
    from public.stylists s
    left join public.stylist_search n on n.id = s.id
   where s.id = any(p_ids)
     and public.stylist_is_listed(s.subscription_active_until, s.verification_status);
end
$$;
comment on function public.search_cards(bigint[]) is 'The card columns of listed stylists by id (results, directory, featured): what their public profiles show, without per-row policy checks.';
revoke execute on function public.search_cards(bigint[]) from public;
grant execute on function public.search_cards(bigint[]) to anon, authenticated, service_role;
