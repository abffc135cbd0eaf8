-- Gives plain PostgreSQL and PGlite what a Supabase project already has, so the migrations in
-- ../migrations run unchanged everywhere. The runner applies this file only when the database has
-- no `auth.users` table of Supabase's own (see api/src/db/migrate.ts); every statement is
-- idempotent, so running it twice changes nothing.

-- The three API roles Supabase creates. `service_role` bypasses row-level security: only the
-- server uses it, after it has checked who is calling.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- The connecting role (the database owner here) must be able to `set role` to each of them.
do $$
begin
  execute format('grant anon, authenticated, service_role to %I', current_user);
exception when others then
  -- Already a member, or a superuser that needs no grant.
  null;
end
$$;

-- Supabase keeps extensions in their own schema and puts it on every role's search_path.
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

-- The subset of Supabase's auth.users that the product and the embedded identity issuer use;
-- the column names and types are Supabase's own.
create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text default null,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_sso_user boolean not null default false,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where is_sso_user = false;
comment on table auth.users is 'Accounts of the identity service (a local stand-in for Supabase Auth''s table).';

-- Sign-in sessions and their rotating refresh tokens: the subset of Supabase Auth's own tables
-- that the embedded identity issuer writes and the API reads (an access token is honoured only
-- while its session exists). Column names and types are Supabase's; `token` here holds the
-- SHA-256 of the refresh token, never the token itself.
create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  not_after timestamptz
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);
comment on table auth.sessions is 'Sign-in sessions (a local stand-in for Supabase Auth''s table).';

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
comment on table auth.refresh_tokens is 'Rotating refresh tokens, hashed (a local stand-in for Supabase Auth''s table).';

-- One-time tokens: the embedded issuer's password-recovery links (POST /auth/v1/recover, then
-- GET or POST /auth/v1/verify). Supabase Auth's own table, with its names; `token_type` is text
-- here (Supabase's is an enum of the same words) and `created_at` a timestamptz, so the issuer can
-- compare it with the app's clock. `token_hash` is the SHA-256 of the link's token, never the
-- token. One token per account and type: a new request replaces the older link.
create table if not exists auth.one_time_tokens (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('recovery_token')),
  token_hash text not null check (char_length(token_hash) > 0),
  relates_to text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint one_time_tokens_user_id_token_type_key unique (user_id, token_type)
);
create index if not exists one_time_tokens_token_hash_hash_idx on auth.one_time_tokens using hash (token_hash);
comment on table auth.one_time_tokens is 'One-time tokens of emailed links, hashed: one per account and type, deleted when used (a local stand-in for Supabase Auth''s table).';
comment on column auth.one_time_tokens.token_hash is 'SHA-256 (hex) of the token in the link; the token itself is only in the email.';
comment on column auth.one_time_tokens.relates_to is 'The address the link was sent to.';
comment on column auth.one_time_tokens.created_at is 'When the link was sent: it works for one hour from then.';
comment on index auth.one_time_tokens_token_hash_hash_idx is 'Finds the token a link presents.';
-- Nobody but the server reads or writes it: RLS on, no policy, no grant to the API roles.
alter table auth.one_time_tokens enable row level security;
revoke all on table auth.one_time_tokens from anon, authenticated;

-- The request's JWT claims, as PostgREST and the API set them for the transaction.
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;
comment on function auth.jwt() is 'The JWT claims of the current request (Supabase''s definition).';

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
comment on function auth.uid() is 'The user id (sub claim) of the current request, or null (Supabase''s definition).';

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
comment on function auth.role() is 'The role claim of the current request (Supabase''s definition).';

grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;
grant select on auth.users to service_role;
grant select on auth.sessions to service_role;
