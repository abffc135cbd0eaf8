-- Directory counts (listed stylists per state and city) kept in a materialized view.
--
-- Why: counting every listed stylist on each visit of /stylist-directory scans the whole table
-- (14.5 s measured at 1,000,000 stylists). The counts change slowly, and listing also changes by
-- the clock (a subscription ends), so no trigger can keep them; the server refreshes the view
-- every few minutes and after loading data (api/src/features/directory/directory-refresh.ts),
-- concurrently, so readers never wait. States and cities come from the same rows, so their
-- counts always agree with each other.
create materialized view public.directory_city_counts as
  select s.state,
         lower(s.city) as city_key,
         mode() within group (order by s.city) as city,
         count(*)::integer as stylist_count
    from public.listed_stylists s
   group by s.state, lower(s.city);
comment on materialized view public.directory_city_counts is 'Listed stylists per state and city (most common spelling), refreshed by the server every few minutes.';

create unique index directory_city_counts_key on public.directory_city_counts (state, city_key);

revoke all on public.directory_city_counts from anon, authenticated;
grant select on public.directory_city_counts to anon, authenticated, service_role;

-- Refreshes the counts without blocking readers; callable by the server's service role.
create function public.refresh_directory_counts() returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  refresh materialized view concurrently public.directory_city_counts;
end
$$;
comment on function public.refresh_directory_counts() is 'Recounts listed stylists per state and city (concurrently: readers keep the old counts meanwhile).';
revoke all on function public.refresh_directory_counts() from public;
grant execute on function public.refresh_directory_counts() to service_role;
