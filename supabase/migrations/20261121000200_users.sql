-- Users of the marketplace: one row per identity-service account, created by a trigger when the
-- account is created. Admin rights are a server-side fact held here, writable only by the
-- service role.

create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  user_number bigint generated always as identity unique,
  email text not null check (char_length(email) between 3 and 320),
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  profile_image_url text check (char_length(profile_image_url) <= 2048 and profile_image_url not like 'data:%'),
  is_admin boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.users is 'Marketplace users: names and photo from sign-in, a sequential user number, admin rights.';
comment on column public.users.user_number is 'Sequential, human-friendly number shown in the admin console.';
comment on column public.users.is_admin is 'Granted by `npm run admin:grant` or ADMIN_EMAILS; never by the browser.';

create index users_email_idx on public.users (lower(email));
create index users_name_trgm_idx on public.users using gin ((coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email) extensions.gin_trgm_ops);

alter table public.users enable row level security;
revoke all on table public.users from anon, authenticated;
grant select on table public.users to authenticated;
grant insert (id, email, first_name, last_name, profile_image_url) on table public.users to authenticated;
grant update (first_name, last_name, profile_image_url, updated_at) on table public.users to authenticated;
grant all on table public.users to service_role;

create policy "Users can read their own user record" on public.users
  for select to authenticated using (id = auth.uid());
create policy "Users can create their own user record" on public.users
  for insert to authenticated with check (id = auth.uid());
create policy "Users can update their own names and photo" on public.users
  for update to authenticated using (id = auth.uid()) with check (id = auth.uid());

-- Keeps updated_at current on every table that has one.
create function public.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
comment on function public.touch_updated_at() is 'Sets updated_at to now() on update.';

create trigger users_touch_updated_at before update on public.users
  for each row execute function public.touch_updated_at();

-- Every new identity account gets its marketplace user row (Supabase's handle_new_user pattern).
create function public.handle_new_auth_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.users (id, email, first_name, last_name, profile_image_url)
  values (
    new.id,
    coalesce(new.email, ''),
    nullif(new.raw_user_meta_data ->> 'first_name', ''),
    nullif(new.raw_user_meta_data ->> 'last_name', ''),
    nullif(new.raw_user_meta_data ->> 'avatar_url', '')
  )
  on conflict (id) do nothing;
  return new;
end
$$;
comment on function public.handle_new_auth_user() is 'Creates the public.users row for a new auth.users account.';

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_auth_user();

-- Keeps the copied email in step when the account's email changes.
create function public.handle_auth_user_email_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.users set email = coalesce(new.email, '') where id = new.id;
  return new;
end
$$;
comment on function public.handle_auth_user_email_change() is 'Copies a changed auth.users email to public.users.';

create trigger on_auth_user_email_changed after update of email on auth.users
  for each row execute function public.handle_auth_user_email_change();

-- Whether the current request's user is an admin; for policies and SQL helpers.
create function public.is_admin() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select coalesce((select u.is_admin from public.users u where u.id = auth.uid()), false)
$$;
comment on function public.is_admin() is 'True when the signed-in user of this request has admin rights.';
grant execute on function public.is_admin() to anon, authenticated, service_role;
