-- Hardening what booking opened (issue 35): requests that lapse when the stylist does not answer
-- in time, the body an Idempotency-Key was first used with, and abuse-limit counters kept in the
-- database so every server process (Node, each Edge worker) draws on one allowance.

-- A request lapses at expires_at or at its start, whichever is sooner (least() skips a null: the
-- requests made before this column lapse at their start, as they did). The API sets it from its
-- clock (booking time + the answer window) and passes its clock to every comparison, so a test's
-- pinned clock holds on the database side too.
alter table public.appointments add column expires_at timestamptz;
comment on column public.appointments.expires_at is 'A request not answered by then (or by its start, if sooner) expires and frees its slot; null for instant bookings.';

-- SHA-256 of the booking request's canonical JSON: a replay of the key with another body is refused (422).
alter table public.appointments add column idempotency_hash text check (idempotency_hash ~ '^[0-9a-f]{64}$');
comment on column public.appointments.idempotency_hash is 'SHA-256 (hex) of the canonical JSON body first sent with idempotency_key.';

-- The client books as themselves (asUser): these two columns are written with the booking.
grant insert (expires_at, idempotency_hash) on table public.appointments to authenticated;

-- Caps on live bookings count a client's upcoming appointments; this index finds them.
create index appointments_client_live_idx on public.appointments (client_id, stylist_id)
  where status in ('requested', 'confirmed');

-- The busy times no longer count a lapsed request, before any sweep has marked it 'expired' (the
-- slot list and a booking's check read this). p_now is the API's clock; null means now().
drop function public.stylist_busy_times(bigint, timestamptz, timestamptz, bigint);
create function public.stylist_busy_times(
  p_stylist_id bigint, p_from timestamptz, p_to timestamptz, p_except bigint default null, p_now timestamptz default null
)
returns table (starts_at timestamptz, blocked_until timestamptz)
language sql stable
security definer
set search_path = ''
as $$
  select a.starts_at, a.blocked_until from public.appointments a
  where a.stylist_id = p_stylist_id
    and a.status in ('requested', 'confirmed', 'completed', 'no_show')
    and not (a.status = 'requested' and least(a.starts_at, a.expires_at) <= coalesce(p_now, now()))
    and a.starts_at < p_to and a.blocked_until > p_from
    and (p_except is null or a.id <> p_except)
    and (public.stylist_is_visible(p_stylist_id) or exists (
      select 1 from public.appointments mine where mine.stylist_id = p_stylist_id and mine.client_id = (select auth.uid())
    ))
$$;
comment on function public.stylist_busy_times(bigint, timestamptz, timestamptz, bigint, timestamptz) is 'Blocked ranges of a visible stylist''s slot-holding appointments between two instants (times only); a lapsed request holds nothing.';
revoke all on function public.stylist_busy_times(bigint, timestamptz, timestamptz, bigint, timestamptz) from public;
grant execute on function public.stylist_busy_times(bigint, timestamptz, timestamptz, bigint, timestamptz) to anon, authenticated, service_role;

-- Abuse-limit counters (api/src/lib/rate-limit.ts): one row per key, its window and the attempts in
-- it, counted by an atomic upsert, so two servers on this database share one allowance. A window
-- opens at a key's first attempt after the last one closed (as the in-memory counters did): no
-- boundary at which a caller gets twice the allowance. The key is a SHA-256 of the limit's name
-- and the caller (an IP address, an account id, an email address): nobody's address is stored.
-- Rows are deleted once their window has closed.
create table public.rate_limit_counters (
  key text primary key check (key ~ '^[0-9a-f]{64}$'),
  window_start timestamptz not null,
  window_end timestamptz not null,
  count integer not null check (count > 0),
  check (window_end > window_start)
);
comment on table public.rate_limit_counters is 'Abuse-limit attempts per hashed (limit, caller) in its current window, shared by every API process; service role only.';
comment on column public.rate_limit_counters.key is 'SHA-256 (hex) of the namespace, limit name and caller key.';
comment on column public.rate_limit_counters.window_start is 'The first attempt of the window.';
comment on column public.rate_limit_counters.window_end is 'When the window closes: Retry-After counts down to it; the next attempt after it opens a new window, and pruning deletes the row.';
create index rate_limit_counters_end_idx on public.rate_limit_counters (window_end);

alter table public.rate_limit_counters enable row level security;
revoke all on table public.rate_limit_counters from anon, authenticated;
grant all on table public.rate_limit_counters to service_role;
