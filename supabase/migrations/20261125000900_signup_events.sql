-- A `signup` analytics event for every new account, written where every new account passes: the
-- trigger on auth.users that makes the public.users row. The embedded issuer and Supabase Auth
-- (production) both insert there, so both kinds of sign-up are counted, by the database, once.

-- One signup event per user: the trigger, the demo seed and the backfill below may all try.
-- (A deleted user's events keep a null user_id, which the index does not hold against anyone.)
delete from public.analytics_events a
 using public.analytics_events b
 where a.event_type = 'signup' and b.event_type = 'signup' and a.user_id = b.user_id and a.id > b.id;
create unique index analytics_events_one_signup_per_user on public.analytics_events (user_id) where event_type = 'signup';
comment on index public.analytics_events_one_signup_per_user is 'At most one signup event per user: recording a sign-up is idempotent.';

create or replace function public.handle_new_auth_user() returns trigger
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
  -- Dated when the account was made; the provider (email, google) is what the console summarises.
  insert into public.analytics_events (event_type, user_id, metadata, created_at)
  values ('signup', new.id, jsonb_build_object('provider', coalesce(new.raw_app_meta_data ->> 'provider', 'email')),
          coalesce(new.created_at, now()))
  on conflict (user_id) where event_type = 'signup' do nothing;
  return new;
end
$$;
comment on function public.handle_new_auth_user() is
  'Creates the public.users row and the one signup analytics event of a new auth.users account.';

-- Accounts made before this migration get the event they would have had, dated when they were made.
insert into public.analytics_events (event_type, user_id, metadata, created_at)
select 'signup', u.id, jsonb_build_object('provider', coalesce(a.raw_app_meta_data ->> 'provider', 'email')), u.created_at
  from public.users u
  left join auth.users a on a.id = u.id
 where not exists (select 1 from public.analytics_events e where e.event_type = 'signup' and e.user_id = u.id)
on conflict (user_id) where event_type = 'signup' do nothing;
