-- Reference data: the specialties stylists choose from, and the US gazetteer (cities and ZIP codes
-- with coordinates) that geocodes typed locations and powers the embedded places autocomplete.

create table public.specialties (
  id smallint primary key,
  code text not null unique check (code ~ '^[a-z][a-z-]{1,40}$'),
  name text not null unique check (char_length(name) between 1 and 60)
);
comment on table public.specialties is 'The specialties a stylist can pick (at most 5 each); codes are the search filter values.';

insert into public.specialties (id, code, name) values
  (1, 'curly-hair', 'Curly Hair'),
  (2, 'color-specialist', 'Color Specialist'),
  (3, 'barbering', 'Barbering'),
  (4, 'extensions', 'Extensions'),
  (5, 'natural-hair', 'Natural Hair'),
  (6, 'bridal', 'Bridal'),
  (7, 'balayage', 'Balayage'),
  (8, 'color-correction', 'Color Correction')
on conflict (id) do nothing;

alter table public.specialties enable row level security;
revoke all on table public.specialties from anon, authenticated;
grant select on table public.specialties to anon, authenticated;
grant all on table public.specialties to service_role;

create policy "Anyone can read the specialties" on public.specialties
  for select to anon, authenticated using (true);

create table public.places (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('city', 'zip')),
  name text not null check (char_length(name) between 1 and 120),
  state char(2) not null check (state ~ '^[A-Z]{2}$'),
  zip_code text check (zip_code ~ '^[0-9]{5}$'),
  county text,
  population integer check (population >= 0),
  location extensions.geography(Point, 4326) not null,
  check ((kind = 'zip') = (zip_code is not null))
);
comment on table public.places is 'US gazetteer: cities (GeoNames, population >= 1000) and ZIP codes (GeoNames postal codes), CC BY 4.0.';
comment on column public.places.population is 'Cities only: ranks suggestions and picks the demo cities.';

create index places_location_gix on public.places using gist (location);
create index places_name_prefix_idx on public.places (lower(name) text_pattern_ops, state);
create index places_name_trgm_idx on public.places using gin (lower(name) extensions.gin_trgm_ops);
create unique index places_zip_code_key on public.places (zip_code) where kind = 'zip';
create index places_city_state_idx on public.places (state, population desc) where kind = 'city';

alter table public.places enable row level security;
revoke all on table public.places from anon, authenticated;
grant select on table public.places to anon, authenticated;
grant all on table public.places to service_role;

create policy "Anyone can look up places" on public.places
  for select to anon, authenticated using (true);
