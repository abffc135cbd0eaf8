-- Calendars both ways (issue 39, points 1 and 2). Out: each user may have a private iCalendar feed
-- of their appointments at a secret address (a stylist's of the appointments with them, a client's
-- of their own); the address's token is never stored, only its SHA-256 and the random nonce the
-- server signs into it (api/src/features/calendar/feed-token.ts). In: a stylist's outside
-- calendars (secret iCal addresses), fetched by the server on a schedule, and the busy intervals
-- expanded from them, which block slots as time off does.

create table public.calendar_feeds (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.users (id) on delete cascade,
  kind text not null check (kind in ('stylist', 'client')),
  nonce text not null check (nonce ~ '^[0-9a-f]{32}$'),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  unique (user_id, kind)
);
comment on table public.calendar_feeds is 'A user''s private calendar feed: the SHA-256 of its address''s token (never the token) and the nonce the server signs into it; a new nonce revokes the old address.';
comment on column public.calendar_feeds.kind is 'stylist: the appointments with the user''s stylist profile; client: the user''s own bookings.';
comment on column public.calendar_feeds.nonce is 'Random; the token is an HMAC of it under a server key, so the database alone cannot give the address.';
comment on column public.calendar_feeds.token_hash is 'SHA-256 (hex) of the token: how a subscriber''s request finds the feed.';

create table public.calendar_sources (
  id bigint generated always as identity primary key,
  stylist_id bigint not null references public.stylists (id) on delete cascade,
  url text not null check (char_length(url) between 8 and 2000),
  label text not null default '' check (char_length(label) <= 80),
  etag text check (char_length(etag) <= 400),
  last_modified text check (char_length(last_modified) <= 100),
  expanded_until timestamptz,
  last_attempt_at timestamptz,
  last_synced_at timestamptz,
  last_error text check (char_length(last_error) <= 300),
  next_sync_at timestamptz not null default '-infinity',
  created_at timestamptz not null default now()
);
comment on table public.calendar_sources is 'An outside calendar of a stylist (a secret iCal address) whose busy time blocks their slots; fetched by the server''s calendar sync.';
comment on column public.calendar_sources.url is 'The secret address the stylist pasted (webcal:// kept as typed); shown back only shortened.';
comment on column public.calendar_sources.etag is 'The ETag of the last fetched version, sent as If-None-Match.';
comment on column public.calendar_sources.last_modified is 'The Last-Modified of the last fetched version, sent as If-Modified-Since.';
comment on column public.calendar_sources.expanded_until is 'How far ahead the stored busy intervals reach; a conditional fetch is only made while they reach the booking horizon.';
comment on column public.calendar_sources.last_error is 'Why the last attempt failed, in plain words for the stylist; null after a success.';
comment on column public.calendar_sources.next_sync_at is 'When the sync fetches it next; a claimed source is moved ahead by a lease so two workers never fetch it at once.';
create index calendar_sources_stylist_idx on public.calendar_sources (stylist_id);
create index calendar_sources_due_idx on public.calendar_sources (next_sync_at);

create table public.calendar_busy (
  id bigint generated always as identity primary key,
  source_id bigint not null references public.calendar_sources (id) on delete cascade,
  stylist_id bigint not null references public.stylists (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  check (ends_at > starts_at)
);
comment on table public.calendar_busy is 'Busy intervals expanded from a stylist''s outside calendar (times only, never titles); they block slots as time off does.';
create index calendar_busy_stylist_idx on public.calendar_busy (stylist_id, ends_at);
create index calendar_busy_source_idx on public.calendar_busy (source_id);

alter table public.calendar_feeds enable row level security;
alter table public.calendar_sources enable row level security;
alter table public.calendar_busy enable row level security;

revoke all on table public.calendar_feeds, public.calendar_sources, public.calendar_busy from anon, authenticated;
grant all on table public.calendar_feeds, public.calendar_sources, public.calendar_busy to service_role;
-- Column grants (ADR 012): the API's statements as the user name these columns, no more. The sync
-- (service role) writes what it fetched; a stylist adds and removes addresses. Busy times are
-- public like time off: visitors see when, never what.
grant select (id, user_id, kind, nonce, created_at) on table public.calendar_feeds to authenticated;
grant insert (user_id, kind, nonce, token_hash) on table public.calendar_feeds to authenticated;
grant update (nonce, token_hash) on table public.calendar_feeds to authenticated;
grant delete on table public.calendar_feeds to authenticated;
grant select (id, stylist_id, url, label, last_attempt_at, last_synced_at, last_error, created_at)
  on table public.calendar_sources to authenticated;
grant insert (stylist_id, url, label) on table public.calendar_sources to authenticated;
grant delete on table public.calendar_sources to authenticated;
grant select (stylist_id, starts_at, ends_at) on table public.calendar_busy to anon, authenticated;
-- The dashboard counts each of the stylist's own calendars' intervals.
grant select (source_id) on table public.calendar_busy to authenticated;

create policy "Users read their own calendar feeds" on public.calendar_feeds
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users make their own calendar feeds" on public.calendar_feeds
  for insert to authenticated with check (
    user_id = (select auth.uid())
    and (kind = 'client' or exists (select 1 from private.own_stylists o where o.user_id = (select auth.uid())))
  );
create policy "Users change the address of their own calendar feeds" on public.calendar_feeds
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users turn off their own calendar feeds" on public.calendar_feeds
  for delete to authenticated using (user_id = (select auth.uid()));

create policy "Stylists read their own outside calendars" on public.calendar_sources
  for select to authenticated using (public.owns_stylist(stylist_id));
create policy "Stylists add their own outside calendars" on public.calendar_sources
  for insert to authenticated with check (public.owns_stylist(stylist_id));
create policy "Stylists remove their own outside calendars" on public.calendar_sources
  for delete to authenticated using (public.owns_stylist(stylist_id));

create policy "Anyone can read the outside busy times of visible stylists" on public.calendar_busy
  for select to anon, authenticated using (public.stylist_is_visible(stylist_id));

-- Outside busy time moves the stylist's next open slot, as time off does (migration 20261125001100).
create trigger calendar_busy_next_available after insert or update or delete on public.calendar_busy
  for each row execute function public.next_available_inputs_changed();
