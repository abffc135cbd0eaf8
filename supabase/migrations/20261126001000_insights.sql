-- Insights (issue 23): what a listing earns a stylist, counted so that it survives scale. Every
-- card of every results page is an appearance; recording each as a row would write twenty rows per
-- search. Instead the API gathers what requests saw in memory and writes one statement per batch
-- (api/src/features/insights/insights-recorder.ts), which adds to one counter row per stylist and
-- UTC day. A request is counted once: its id goes into a ledger in the same statement, and a
-- retried request (same X-Request-Id) finds it there. The ledger is the only raw record and is
-- kept for as long as a retry may come (a day; see the recorder), then pruned.

create table public.stylist_daily_insights (
  stylist_id bigint not null references public.stylists (id) on delete cascade,
  day date not null,
  search_appearances integer not null default 0 check (search_appearances >= 0),
  profile_views integer not null default 0 check (profile_views >= 0),
  phone_clicks integer not null default 0 check (phone_clicks >= 0),
  website_clicks integer not null default 0 check (website_clicks >= 0),
  instagram_clicks integer not null default 0 check (instagram_clicks >= 0),
  primary key (stylist_id, day)
);
comment on table public.stylist_daily_insights is
  'Per stylist and UTC day: results pages they appeared on, profile views and clicks on phone, website and Instagram.';

-- The marketplace's daily totals for the admin read the counters by day, across stylists.
create index stylist_daily_insights_day_idx on public.stylist_daily_insights (day);

alter table public.stylist_daily_insights enable row level security;
revoke all on table public.stylist_daily_insights from anon, authenticated;
grant select on table public.stylist_daily_insights to authenticated;
grant all on table public.stylist_daily_insights to service_role;

create policy "Stylists can read their own daily insights" on public.stylist_daily_insights
  for select to authenticated
  using (public.owns_stylist(stylist_id));

create table public.insight_requests (
  request_id text not null check (char_length(request_id) between 1 and 255),
  kind text not null check (kind in ('search', 'profile_view', 'phone', 'website', 'instagram')),
  recorded_at timestamptz not null default now(),
  primary key (request_id, kind)
);
comment on table public.insight_requests is
  'Requests already counted into stylist_daily_insights, by request id: a retry is not counted twice. Pruned after a day.';

create index insight_requests_recorded_idx on public.insight_requests (recorded_at);

alter table public.insight_requests enable row level security;
revoke all on table public.insight_requests from anon, authenticated;
-- Only the server (service role, which bypasses RLS) reaches the ledger: no grants, no policies.
grant all on table public.insight_requests to service_role;
