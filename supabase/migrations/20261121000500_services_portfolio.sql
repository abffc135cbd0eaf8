-- What a stylist offers (services with prices in cents) and shows (portfolio images in storage),
-- plus the full-text search document that covers them.

create table public.services (
  id bigint generated always as identity primary key,
  stylist_id bigint not null references public.stylists (id) on delete cascade,
  catalogue_code text check (catalogue_code ~ '^[a-z][a-z-]{1,40}$'),
  name text not null check (char_length(btrim(name)) between 1 and 120),
  description text check (char_length(description) <= 1000),
  price_cents integer not null check (price_cents >= 0 and price_cents <= 10000000),
  duration_minutes integer not null default 30 check (duration_minutes between 0 and 1440),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.services is 'Services a stylist offers; catalogue_code links to the service catalogue used by search filters.';
comment on column public.services.price_cents is 'Price in integer cents (0 = price on request).';

create index services_stylist_idx on public.services (stylist_id, price_cents);
create index services_catalogue_code_idx on public.services (catalogue_code, stylist_id);

create trigger services_touch_updated_at before update on public.services
  for each row execute function public.touch_updated_at();

alter table public.services enable row level security;
revoke all on table public.services from anon, authenticated;
grant select on table public.services to anon, authenticated;
grant insert (stylist_id, catalogue_code, name, description, price_cents, duration_minutes),
  update (catalogue_code, name, description, price_cents, duration_minutes, updated_at),
  delete on table public.services to authenticated;
grant all on table public.services to service_role;

create policy "Anyone can read the services of visible stylists" on public.services
  for select to anon, authenticated using (public.stylist_is_visible(stylist_id));
create policy "Stylists can add services to their own profile" on public.services
  for insert to authenticated with check (public.owns_stylist(stylist_id));
create policy "Stylists can update their own services" on public.services
  for update to authenticated
  using (public.owns_stylist(stylist_id)) with check (public.owns_stylist(stylist_id));
create policy "Stylists can delete their own services" on public.services
  for delete to authenticated using (public.owns_stylist(stylist_id));

create table public.portfolio_items (
  id bigint generated always as identity primary key,
  stylist_id bigint not null references public.stylists (id) on delete cascade,
  image_url text not null check (char_length(image_url) <= 2048 and image_url not like 'data:%'),
  storage_path text check (char_length(storage_path) <= 500),
  caption text check (char_length(caption) <= 300),
  tags text[] not null default '{}' check (cardinality(tags) <= 20),
  position smallint not null default 0 check (position between 0 and 100),
  created_at timestamptz not null default now()
);
comment on table public.portfolio_items is 'Portfolio photos of a stylist: files live in storage, rows hold their URL (at most 9 per stylist).';
comment on column public.portfolio_items.storage_path is 'Object path in the portfolio bucket, so the file can be removed with the row; null for shared demo images.';

create index portfolio_items_stylist_idx on public.portfolio_items (stylist_id, position, id);

-- At most 9 portfolio images per stylist, safe under concurrent inserts (see enforce_per_stylist_limit).
create constraint trigger portfolio_items_max_9 after insert or update on public.portfolio_items
  for each row execute function public.enforce_per_stylist_limit('9', 'portfolio images');

alter table public.portfolio_items enable row level security;
revoke all on table public.portfolio_items from anon, authenticated;
grant select on table public.portfolio_items to anon, authenticated;
grant insert (stylist_id, image_url, storage_path, caption, tags, position),
  update (caption, tags, position), delete on table public.portfolio_items to authenticated;
grant all on table public.portfolio_items to service_role;

create policy "Anyone can read the portfolios of visible stylists" on public.portfolio_items
  for select to anon, authenticated using (public.stylist_is_visible(stylist_id));
create policy "Stylists can add images to their own portfolio" on public.portfolio_items
  for insert to authenticated with check (public.owns_stylist(stylist_id));
create policy "Stylists can update their own portfolio images" on public.portfolio_items
  for update to authenticated
  using (public.owns_stylist(stylist_id)) with check (public.owns_stylist(stylist_id));
create policy "Stylists can delete their own portfolio images" on public.portfolio_items
  for delete to authenticated using (public.owns_stylist(stylist_id));

-- The search document of one stylist: names weigh most, then specialties and service names, then
-- the bio and service descriptions.
create function public.build_stylist_search_document(
  p_stylist_id bigint, p_stylist_name text, p_salon_name text, p_bio text
) returns tsvector
language sql stable
security definer
set search_path = ''
as $$
  select
    setweight(to_tsvector('english'::regconfig, coalesce(p_stylist_name, '') || ' ' || coalesce(p_salon_name, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce((
         select string_agg(sp.name, ' ') from public.stylist_specialties ss
         join public.specialties sp on sp.id = ss.specialty_id where ss.stylist_id = p_stylist_id), '')), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce((
         select string_agg(s.name, ' ') from public.services s where s.stylist_id = p_stylist_id), '')), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(p_bio, '') || ' ' || coalesce((
         select string_agg(coalesce(s.description, ''), ' ') from public.services s where s.stylist_id = p_stylist_id), '')), 'C')
$$;
comment on function public.build_stylist_search_document(bigint, text, text, text) is 'Builds a stylist''s weighted full-text search document.';

create function public.set_stylist_search_document() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.search_document := public.build_stylist_search_document(new.id, new.stylist_name, new.salon_name, new.bio);
  return new;
end
$$;
comment on function public.set_stylist_search_document() is 'Recomputes the search document when a stylist''s names or bio change.';

create trigger stylists_search_document before insert or update of stylist_name, salon_name, bio
  on public.stylists for each row execute function public.set_stylist_search_document();

create function public.refresh_stylist_search_document() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_stylist_id bigint := case when tg_op = 'DELETE' then old.stylist_id else new.stylist_id end;
begin
  update public.stylists s
     set search_document = public.build_stylist_search_document(s.id, s.stylist_name, s.salon_name, s.bio)
   where s.id = v_stylist_id;
  return null;
end
$$;
comment on function public.refresh_stylist_search_document() is 'Recomputes a stylist''s search document after services or specialties change.';

create trigger services_refresh_search_document after insert or update or delete on public.services
  for each row execute function public.refresh_stylist_search_document();
create trigger stylist_specialties_refresh_search_document after insert or delete on public.stylist_specialties
  for each row execute function public.refresh_stylist_search_document();
