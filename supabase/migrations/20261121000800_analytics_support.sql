-- Analytics events (searches, profile views, sign-ups, subscriptions) and messages sent through
-- the support form; both are read by the admin through the API only.

create table public.analytics_events (
  id bigint generated always as identity primary key,
  event_type text not null check (event_type in ('search', 'profile_view', 'signup', 'subscription')),
  user_id uuid references public.users (id) on delete set null,
  stylist_id bigint references public.stylists (id) on delete cascade,
  search_term text check (char_length(search_term) <= 200),
  metadata jsonb not null default '{}'::jsonb check (jsonb_typeof(metadata) = 'object'),
  created_at timestamptz not null default now()
);
comment on table public.analytics_events is 'What users do: searches (with the term), profile views, sign-ups, subscriptions.';

create index analytics_events_created_idx on public.analytics_events (created_at desc);
create index analytics_events_type_created_idx on public.analytics_events (event_type, created_at desc);
create index analytics_events_profile_views_idx on public.analytics_events (stylist_id) where event_type = 'profile_view';
create index analytics_events_search_terms_idx on public.analytics_events (lower(search_term)) where event_type = 'search';

alter table public.analytics_events enable row level security;
revoke all on table public.analytics_events from anon, authenticated;
grant insert (event_type, user_id, stylist_id, search_term, metadata) on table public.analytics_events to anon, authenticated;
grant all on table public.analytics_events to service_role;

create policy "Anyone can record a search or a profile view" on public.analytics_events
  for insert to anon, authenticated
  with check (event_type in ('search', 'profile_view') and (user_id is null or user_id = auth.uid()));

create table public.contact_messages (
  id bigint generated always as identity primary key,
  user_id uuid references public.users (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  email text not null check (char_length(email) between 3 and 320 and email like '%_@_%'),
  subject text not null check (char_length(btrim(subject)) between 1 and 200),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  status text not null default 'new' check (status in ('new', 'read', 'resolved')),
  created_at timestamptz not null default now()
);
comment on table public.contact_messages is 'Messages sent through the support page; the admin reads them in the support inbox.';
create index contact_messages_created_idx on public.contact_messages (created_at desc);

alter table public.contact_messages enable row level security;
revoke all on table public.contact_messages from anon, authenticated;
grant insert (user_id, name, email, subject, message) on table public.contact_messages to anon, authenticated;
grant all on table public.contact_messages to service_role;

create policy "Anyone can send a support message" on public.contact_messages
  for insert to anon, authenticated with check (user_id is null or user_id = auth.uid());
