-- Stylist profiles, their chosen specialties and their weekly working hours. A profile belongs to
-- one user; it is public while the owner's subscription is active and it is not rejected.

create table public.stylists (
  id bigint generated always as identity primary key,
  user_id uuid not null unique references public.users (id) on delete cascade,
  email text not null check (char_length(email) between 3 and 320),
  stylist_name text not null check (char_length(stylist_name) between 1 and 120),
  salon_name text check (char_length(salon_name) <= 120),
  bio text not null check (char_length(bio) between 100 and 5000),
  address text not null check (char_length(address) between 1 and 300),
  city text not null check (char_length(city) between 1 and 120),
  state char(2) not null check (state ~ '^[A-Z]{2}$'),
  zip_code text not null check (zip_code ~ '^[0-9]{5}(-[0-9]{4})?$'),
  location extensions.geography(Point, 4326) not null,
  phone text not null check (phone ~ '^[0-9]{10,15}$'),
  website text check (char_length(website) <= 300),
  instagram text check (char_length(instagram) <= 100),
  facebook text check (char_length(facebook) <= 300),
  starting_price_cents integer not null check (starting_price_cents >= 100),
  price_range text generated always as (
    case
      when starting_price_cents < 5000 then '$'
      when starting_price_cents <= 10000 then '$$'
      when starting_price_cents <= 20000 then '$$$'
      else '$$$$'
    end
  ) stored,
  gender text not null default 'prefer-not-to-say'
    check (gender in ('female', 'male', 'non-binary', 'prefer-not-to-say')),
  license_number text check (char_length(license_number) between 1 and 60),
  license_state char(2) check (license_state ~ '^[A-Z]{2}$'),
  profile_image_url text check (char_length(profile_image_url) <= 2048 and profile_image_url not like 'data:%'),
  home_visits boolean not null default false,
  product_brands text[] not null default '{}' check (
    product_brands <@ array['kerastase', 'oribe', 'olaplex', 'redken', 'ghd', 'davines', 'bumble', 'kevinmurphy', 'moroccanoil']
  ),
  time_zone text not null default 'America/New_York' check (char_length(time_zone) between 3 and 64),
  verification_status text check (verification_status in ('pending', 'approved', 'rejected')),
  verification_notes text check (char_length(verification_notes) <= 2000),
  verified_at timestamptz,
  subscription_active_until timestamptz,
  rating_average numeric(3, 2) check (rating_average between 1 and 5),
  review_count integer not null default 0 check (review_count >= 0),
  search_document tsvector not null default ''::tsvector,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.stylists is 'Public stylist profiles; listed in search while the subscription is active and the profile is not rejected.';
comment on column public.stylists.price_range is 'Price tier from the starting price: $ under $50, $$ $50-$100, $$$ $100-$200, $$$$ over $200.';
comment on column public.stylists.subscription_active_until is 'End of the owner''s active or trialing subscription period, kept by a trigger on subscriptions.';
comment on column public.stylists.rating_average is 'Average review rating, kept by a trigger on reviews (null without reviews).';
comment on column public.stylists.search_document is 'Full-text document over names, bio, services and specialties, kept by triggers.';
comment on column public.stylists.time_zone is 'IANA time zone of the working hours ("available today" is judged in it).';

create index stylists_location_gix on public.stylists using gist (location);
create index stylists_search_document_idx on public.stylists using gin (search_document);
create index stylists_product_brands_idx on public.stylists using gin (product_brands);
create index stylists_state_city_idx on public.stylists (state, lower(city));
create index stylists_active_until_idx on public.stylists (subscription_active_until);
create index stylists_verification_idx on public.stylists (verification_status, created_at);
create index stylists_rating_idx on public.stylists (rating_average desc nulls last, review_count desc, id);
create index stylists_price_idx on public.stylists (starting_price_cents, id);

create trigger stylists_touch_updated_at before update on public.stylists
  for each row execute function public.touch_updated_at();

-- Whether a stylist profile is publicly listed: active subscription and not rejected.
create function public.stylist_is_listed(p_active_until timestamptz, p_verification_status text) returns boolean
language sql stable
as $$
  select p_active_until is not null and p_active_until > now()
    and p_verification_status is distinct from 'rejected'
$$;
comment on function public.stylist_is_listed(timestamptz, text) is 'A profile is listed while its subscription is active and it is not rejected.';

-- Whether the signed-in user owns the given stylist profile. Security definer so that policies on
-- child tables can ask without the caller needing to see the row.
create function public.owns_stylist(p_stylist_id bigint) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.stylists s where s.id = p_stylist_id and s.user_id = auth.uid()
  )
$$;
comment on function public.owns_stylist(bigint) is 'True when the current request''s user owns the stylist profile.';

-- Whether a stylist profile is visible to the current request: listed, or the caller's own.
create function public.stylist_is_visible(p_stylist_id bigint) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.stylists s
    where s.id = p_stylist_id
      and (public.stylist_is_listed(s.subscription_active_until, s.verification_status) or s.user_id = auth.uid())
  )
$$;
comment on function public.stylist_is_visible(bigint) is 'True when the stylist profile is listed or belongs to the caller.';

grant execute on function public.stylist_is_listed(timestamptz, text), public.owns_stylist(bigint),
  public.stylist_is_visible(bigint) to anon, authenticated, service_role;

-- Stylists may submit their profile for review, never approve or reject it themselves; and the
-- columns kept by the database are not theirs to write.
create function public.guard_stylist_columns() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if new.verification_status is distinct from (case when tg_op = 'UPDATE' then old.verification_status end)
       and new.verification_status is distinct from 'pending' then
      raise exception 'A stylist can only submit the profile for review'
        using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;
comment on function public.guard_stylist_columns() is 'Stops a stylist from setting their own verification to anything but pending.';

create trigger stylists_guard_columns before insert or update on public.stylists
  for each row execute function public.guard_stylist_columns();

alter table public.stylists enable row level security;
revoke all on table public.stylists from anon, authenticated;
grant select on table public.stylists to anon, authenticated;
grant insert (user_id, email, stylist_name, salon_name, bio, address, city, state, zip_code, location, phone,
  website, instagram, facebook, starting_price_cents, gender, license_number, license_state,
  profile_image_url, home_visits, product_brands, time_zone, verification_status)
  on table public.stylists to authenticated;
grant update (email, stylist_name, salon_name, bio, address, city, state, zip_code, location, phone,
  website, instagram, facebook, starting_price_cents, gender, license_number, license_state,
  profile_image_url, home_visits, product_brands, time_zone, verification_status, updated_at)
  on table public.stylists to authenticated;
grant all on table public.stylists to service_role;

create policy "Anyone can read listed stylist profiles" on public.stylists
  for select to anon, authenticated
  using (public.stylist_is_listed(subscription_active_until, verification_status));
create policy "Stylists can read their own profile" on public.stylists
  for select to authenticated using (user_id = auth.uid());
create policy "Stylists can create their own profile" on public.stylists
  for insert to authenticated with check (user_id = auth.uid());
create policy "Stylists can update their own profile" on public.stylists
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());

create table public.stylist_specialties (
  stylist_id bigint not null references public.stylists (id) on delete cascade,
  specialty_id smallint not null references public.specialties (id),
  primary key (stylist_id, specialty_id)
);
comment on table public.stylist_specialties is 'The specialties a stylist has chosen: at most 5 each (enforced by a trigger).';
create index stylist_specialties_specialty_idx on public.stylist_specialties (specialty_id, stylist_id);

-- Caps the rows a stylist may have in the trigger's table (TG_ARGV: the maximum, and what the
-- rows are, for the message). The stylist row is locked before counting so that concurrent inserts cannot
-- both see one below the cap and each add one.
create function public.enforce_per_stylist_limit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_max integer := tg_argv[0]::integer;
  v_count integer;
begin
  -- NO KEY UPDATE: the insert's foreign-key check already holds KEY SHARE on this row, which
  -- NO KEY UPDATE does not conflict with (FOR UPDATE would deadlock two concurrent inserts).
  perform 1 from public.stylists where id = new.stylist_id for no key update;
  execute format('select count(*) from %I.%I where stylist_id = $1', tg_table_schema, tg_table_name)
    into v_count using new.stylist_id;
  if v_count > v_max then
    raise exception 'A stylist can have at most % %', v_max, tg_argv[1]
      using errcode = '23514', constraint = tg_name;
  end if;
  return null;
end
$$;
comment on function public.enforce_per_stylist_limit() is 'Refuses a row beyond the per-stylist maximum given as the trigger''s first argument.';

create constraint trigger stylist_specialties_max_5 after insert or update on public.stylist_specialties
  for each row execute function public.enforce_per_stylist_limit('5', 'specialties');

alter table public.stylist_specialties enable row level security;
revoke all on table public.stylist_specialties from anon, authenticated;
grant select on table public.stylist_specialties to anon, authenticated;
grant insert, delete on table public.stylist_specialties to authenticated;
grant all on table public.stylist_specialties to service_role;

create policy "Anyone can read the specialties of visible stylists" on public.stylist_specialties
  for select to anon, authenticated using (public.stylist_is_visible(stylist_id));
create policy "Stylists can add specialties to their own profile" on public.stylist_specialties
  for insert to authenticated with check (public.owns_stylist(stylist_id));
create policy "Stylists can remove specialties from their own profile" on public.stylist_specialties
  for delete to authenticated using (public.owns_stylist(stylist_id));

create table public.working_hours (
  id bigint generated always as identity primary key,
  stylist_id bigint not null references public.stylists (id) on delete cascade,
  day_of_week smallint not null check (day_of_week between 0 and 6),
  opens_at time not null,
  closes_at time not null,
  check (closes_at > opens_at),
  unique (stylist_id, day_of_week, opens_at)
);
comment on table public.working_hours is 'Weekly opening hours of a stylist (0 = Sunday), in the stylist''s time zone; several intervals a day allowed.';
comment on column public.working_hours.day_of_week is '0 = Sunday ... 6 = Saturday, as extract(dow from ...).';
create index working_hours_day_idx on public.working_hours (day_of_week, stylist_id);

alter table public.working_hours enable row level security;
revoke all on table public.working_hours from anon, authenticated;
grant select on table public.working_hours to anon, authenticated;
grant insert, update, delete on table public.working_hours to authenticated;
grant all on table public.working_hours to service_role;

create policy "Anyone can read the working hours of visible stylists" on public.working_hours
  for select to anon, authenticated using (public.stylist_is_visible(stylist_id));
create policy "Stylists can manage their own working hours" on public.working_hours
  for all to authenticated
  using (public.owns_stylist(stylist_id)) with check (public.owns_stylist(stylist_id));
