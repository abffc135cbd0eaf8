-- Reviews signed with the reviewer's first name and last initial ("Maria G."), and the date a
-- stylist's license was verified on the public profile (issue 21). Who wrote a review stays
-- private: visitors read a label the database makes from the author's names, never the names,
-- the email or the author's id.

-- The label a review is signed with: the first name and the last name's initial ("Maria G."),
-- the first name alone without a last name, null without a first name (the page says "Client").
create function public.reviewer_label(p_first_name text, p_last_name text) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when nullif(btrim(p_first_name), '') is null then null
    when nullif(btrim(p_last_name), '') is null then left(btrim(p_first_name), 40)
    else left(btrim(p_first_name), 40) || ' ' || upper(left(btrim(p_last_name), 1)) || '.'
  end
$$;
comment on function public.reviewer_label(text, text) is 'First name and last initial ("Maria G."), as a review is signed in public; null without a first name.';
grant execute on function public.reviewer_label(text, text) to anon, authenticated, service_role;

alter table public.reviews
  add column author_label text check (char_length(author_label) between 1 and 43);
comment on column public.reviews.author_label is 'How the review is signed in public (first name and last initial), copied from the author by the database; never written by the author.';

-- A new review takes its author's label; the writer cannot set it (no column grant either).
create function public.set_review_author_label() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select public.reviewer_label(u.first_name, u.last_name) into new.author_label
    from public.users u where u.id = new.author_id;
  return new;
end
$$;
comment on function public.set_review_author_label() is 'Signs a new review with its author''s first name and last initial.';

create trigger reviews_author_label before insert on public.reviews
  for each row execute function public.set_review_author_label();

-- A user who changes their names re-signs their reviews.
create function public.refresh_review_author_labels() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.reviews r set author_label = public.reviewer_label(new.first_name, new.last_name)
   where r.author_id = new.id
     and r.author_label is distinct from public.reviewer_label(new.first_name, new.last_name);
  return null;
end
$$;
comment on function public.refresh_review_author_labels() is 'Keeps the labels of a user''s reviews in step with their first and last names.';

create trigger users_refresh_review_labels after update of first_name, last_name on public.users
  for each row execute function public.refresh_review_author_labels();

update public.reviews r set author_label = public.reviewer_label(u.first_name, u.last_name)
  from public.users u where u.id = r.author_id;

grant select (author_label) on table public.reviews to anon, authenticated;

-- "License verified on <date>": verified_at holds when the latest decision was made; the page
-- shows it only beside an approved status.
grant select (verified_at) on table public.stylists to anon, authenticated;

-- The dashboard reads the owner's profile through this view with the public profile's columns:
-- verified_at joins them (added last, as `create or replace view` requires).
create or replace view private.own_stylists with (security_barrier = true) as
  select s.id, s.stylist_name, s.salon_name, s.bio, s.address, s.city, s.state, s.zip_code, s.location, s.phone,
         s.website, s.instagram, s.facebook, s.starting_price_cents, s.price_range, s.gender, s.profile_image_url,
         s.home_visits, s.product_brands, s.time_zone, s.verification_status, s.rating_average, s.review_count,
         s.created_at, s.updated_at, s.user_id, s.email, s.license_number, s.license_state, s.verified_at
    from public.stylists s
   where s.user_id = (select auth.uid());
