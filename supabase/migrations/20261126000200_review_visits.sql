-- Reviews from real visits (issue 20): a review written by a client after a completed appointment
-- with that stylist is linked to it and shows "Verified visit"; a stylist may reply once; anyone
-- signed in may report a review once; an admin hides or keeps reported reviews. Hidden reviews
-- vanish from every public read, from the counts and from the rating and the ranking. The
-- ranking weighs a verified review 1 and another 0.5 (docs/decisions/006-recommended-ranking.md).

-- Reviews: the visit they come from, and whether an admin hid them.
alter table public.reviews
  add column appointment_id bigint unique references public.appointments (id) on delete set null,
  add column visit_service_name text check (char_length(visit_service_name) between 1 and 120),
  add column hidden_at timestamptz;
comment on column public.reviews.appointment_id is 'The completed appointment of the author with this stylist the review comes from (a verified visit); set by the database, never by the writer.';
comment on column public.reviews.visit_service_name is 'The service of that appointment, copied for the "Verified visit" badge (visitors cannot read appointments).';
comment on column public.reviews.hidden_at is 'When an admin hid the review after a report; hidden reviews are left out of every public read and of the rating.';

create index reviews_visible_stylist_created_idx on public.reviews (stylist_id, created_at desc, id desc)
  where hidden_at is null;

-- The visit a review comes from: the author's latest completed appointment with the stylist that
-- no other review claims. The writer never names it, so a review cannot borrow someone else's
-- visit or one that did not happen. A review keeps the visit it was first linked to.
create function public.link_review_visit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    new.appointment_id := old.appointment_id;
    new.visit_service_name := old.visit_service_name;
  else
    new.appointment_id := null;
    new.visit_service_name := null;
  end if;
  if new.appointment_id is null then
    select a.id, a.service_name into new.appointment_id, new.visit_service_name
      from public.appointments a
     where a.client_id = new.author_id and a.stylist_id = new.stylist_id and a.status = 'completed'
       and not exists (select 1 from public.reviews r where r.appointment_id = a.id)
     order by a.starts_at desc, a.id desc
     limit 1;
  end if;
  return new;
end
$$;
comment on function public.link_review_visit() is 'Links a review to its author''s latest unclaimed completed appointment with the stylist (a verified visit), once.';

-- Only the writer's own changes (rating, comment) link a visit; an admin hiding a review does not.
create trigger reviews_link_visit before insert or update of rating, comment on public.reviews
  for each row execute function public.link_review_visit();

-- The rating the profile and the cards show (plain average and count of visible reviews) and the
-- weighted sums the ranking uses: a verified review weighs 1, any other 0.5 (ADR 006).
alter table public.stylists
  add column ranking_weight double precision not null default 0 check (ranking_weight >= 0),
  add column ranking_rating_sum double precision not null default 0 check (ranking_rating_sum >= 0);
comment on column public.stylists.ranking_weight is 'Sum of the weights of the visible reviews (verified 1, others 0.5): the review volume the ranking sees; kept by a trigger.';
comment on column public.stylists.ranking_rating_sum is 'Sum of weight * rating over the visible reviews; the ranking''s average is this over ranking_weight; kept by a trigger.';

create or replace function public.refresh_stylist_rating() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids bigint[] := array_remove(array[
    case when tg_op <> 'INSERT' then old.stylist_id end,
    case when tg_op <> 'DELETE' then new.stylist_id end
  ], null);
begin
  update public.stylists s
     set rating_average = agg.avg_rating, review_count = agg.n,
         ranking_weight = agg.weight, ranking_rating_sum = agg.weighted
    from (
      select st.id, round(avg(r.rating)::numeric, 2) as avg_rating, count(r.id)::integer as n,
             coalesce(sum(case when r.appointment_id is not null then 1.0 else 0.5 end), 0)::float8 as weight,
             coalesce(sum(r.rating * case when r.appointment_id is not null then 1.0 else 0.5 end), 0)::float8 as weighted
        from public.stylists st
        left join public.reviews r on r.stylist_id = st.id and r.hidden_at is null
       where st.id = any (v_ids)
       group by st.id
    ) agg
   where s.id = agg.id;
  return null;
end
$$;
comment on function public.refresh_stylist_rating() is 'Recomputes the rating average, review count and weighted ranking sums of the affected stylists from their visible reviews.';

-- The distance-free part of the recommended score (ADR 006), from the weighted sums: the rating
-- shrunk toward m = 4.5 with a weight of C = 10, a bonus for volume, for verification and for a
-- complete profile.
create function public.stylist_recommended_score(
  p_rating_sum double precision, p_weight double precision, p_verification_status text,
  p_profile_image_url text, p_salon_name text, p_has_portfolio boolean
) returns double precision
language sql immutable
set search_path = ''
as $$
  select (10 * 4.5 + p_rating_sum) / (10 + p_weight)
    + 0.10 * ln(1 + p_weight)
    + case when p_verification_status = 'approved' then 0.15 else 0 end
    + case when p_profile_image_url is not null then 0.05 else 0 end
    + case when coalesce(p_salon_name, '') <> '' then 0.05 else 0 end
    + case when p_has_portfolio then 0.05 else 0 end
$$;
comment on function public.stylist_recommended_score(double precision, double precision, text, text, text, boolean) is 'Distance-free part of the recommended ranking from the weighted review sums (ADR 006).';

create or replace function public.set_stylist_recommended_score() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.recommended_score := public.stylist_recommended_score(new.ranking_rating_sum, new.ranking_weight,
    new.verification_status, new.profile_image_url, new.salon_name, new.has_portfolio);
  return new;
end
$$;
comment on function public.set_stylist_recommended_score() is 'Recomputes the stored recommended score from the row.';

drop trigger stylists_recommended_score on public.stylists;
drop function public.stylist_recommended_score(numeric, integer, text, text, text, boolean);
create trigger stylists_recommended_score before insert or update of ranking_weight, ranking_rating_sum,
  verification_status, profile_image_url, salon_name, has_portfolio, recommended_score
  on public.stylists for each row execute function public.set_stylist_recommended_score();

-- Existing reviews: none is linked yet (all weigh 0.5); the score follows through the trigger.
update public.stylists s
   set ranking_weight = agg.weight, ranking_rating_sum = agg.weighted
  from (select stylist_id, count(*) * 0.5 as weight, sum(rating) * 0.5 as weighted
          from public.reviews group by stylist_id) agg
 where s.id = agg.stylist_id;

-- Who may see and write reviews now: visitors see the visible reviews of visible stylists; an
-- author also sees their own hidden one (to be told it was removed) and may not edit it.
drop policy "Anyone can read the reviews of visible stylists" on public.reviews;
-- One read policy per role (Supabase's multiple_permissive_policies advisor): signed-in users also
-- read their own reviews, hidden or not, so they can see that one was removed.
create policy "Anyone can read the visible reviews of visible stylists" on public.reviews
  for select to anon using (hidden_at is null and public.stylist_is_visible(stylist_id));
create policy "Signed-in users can read visible reviews and their own" on public.reviews
  for select to authenticated
  using ((hidden_at is null and public.stylist_is_visible(stylist_id)) or author_id = (select auth.uid()));
drop policy "Authors can edit their own reviews" on public.reviews;
create policy "Authors can edit their own reviews unless hidden" on public.reviews
  for update to authenticated using (author_id = (select auth.uid()) and hidden_at is null)
  with check (author_id = (select auth.uid()));
grant select (visit_service_name) on table public.reviews to anon;
grant select (visit_service_name, hidden_at) on table public.reviews to authenticated;

-- True when the signed-in user owns the stylist of a visible review (who may reply to it).
create function public.owns_reviewed_stylist(p_review_id bigint) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.reviews r
     where r.id = p_review_id and r.hidden_at is null and public.owns_stylist(r.stylist_id)
  )
$$;
comment on function public.owns_reviewed_stylist(bigint) is 'True when the signed-in user is the stylist of this visible review.';
grant execute on function public.owns_reviewed_stylist(bigint) to authenticated, service_role;

-- A stylist's public answer to a review: one per review, written by the reviewed stylist.
create table public.review_replies (
  review_id bigint primary key references public.reviews (id) on delete cascade,
  author_id uuid not null references public.users (id) on delete cascade,
  body text not null check (char_length(btrim(body)) between 1 and 1000),
  created_at timestamptz not null default now()
);
comment on table public.review_replies is 'The reviewed stylist''s reply to a review, shown under it; one per review, not edited.';
create index review_replies_author_idx on public.review_replies (author_id);

alter table public.review_replies enable row level security;
revoke all on table public.review_replies from anon, authenticated;
grant select (review_id, body, created_at) on table public.review_replies to anon, authenticated;
grant insert (review_id, author_id, body) on table public.review_replies to authenticated;
grant all on table public.review_replies to service_role;

create policy "Anyone can read the replies to visible reviews" on public.review_replies
  for select to anon, authenticated using (exists (select 1 from public.reviews r where r.id = review_id));
create policy "Stylists can reply to reviews of their own profile" on public.review_replies
  for insert to authenticated
  with check (author_id = (select auth.uid()) and public.owns_reviewed_stylist(review_id));

-- Reports of reviews by signed-in users, for the admin's queue: once per user and review.
create table public.review_reports (
  id bigint generated always as identity primary key,
  review_id bigint not null references public.reviews (id) on delete cascade,
  reporter_id uuid not null references public.users (id) on delete cascade,
  reason text not null check (reason in ('spam', 'offensive', 'fake', 'personal_info', 'other')),
  details text check (char_length(details) between 1 and 500),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolution text check (resolution in ('hidden', 'kept')),
  check ((resolved_at is null) = (resolution is null)),
  unique (review_id, reporter_id)
);
comment on table public.review_reports is 'A signed-in user''s report of a review (reason, optional details); open until an admin hides or keeps the review.';
comment on column public.review_reports.resolution is 'What the admin did with the review: hidden, or kept (the report leaves the queue).';
create index review_reports_open_idx on public.review_reports (review_id) where resolved_at is null;
create index review_reports_reporter_idx on public.review_reports (reporter_id);

alter table public.review_reports enable row level security;
revoke all on table public.review_reports from anon, authenticated;
grant select (id, review_id, reporter_id, reason, details, created_at) on table public.review_reports to authenticated;
grant insert (review_id, reporter_id, reason, details) on table public.review_reports to authenticated;
grant all on table public.review_reports to service_role;

create policy "Signed-in users can report visible reviews as themselves" on public.review_reports
  for insert to authenticated
  with check (reporter_id = (select auth.uid()) and exists (select 1 from public.reviews r where r.id = review_id and r.hidden_at is null));
create policy "Reporters can read their own reports" on public.review_reports
  for select to authenticated using (reporter_id = (select auth.uid()));

-- The audit log names reviews as targets (review.hide, review.keep).
alter table public.admin_audit_log drop constraint admin_audit_log_target_type_check;
alter table public.admin_audit_log add constraint admin_audit_log_target_type_check
  check (target_type in ('stylist', 'coupon', 'user', 'support_message', 'review'));
