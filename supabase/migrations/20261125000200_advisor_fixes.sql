-- What Supabase's advisors (`npx supabase db advisors`, the dashboard's Security and Performance
-- Advisors) found in the schema, fixed; the findings kept on purpose are named, with the reason,
-- in docs/decisions/012-data-api-off-and-advisors.md and scripts/db-advisors-allowed.json.

-- auth_rls_initplan: `(select auth.uid())` is evaluated once per statement (an InitPlan);
-- a bare `auth.uid()` is called again for every row the policy looks at.
alter policy "Users can read their own user record" on public.users using (id = (select auth.uid()));
alter policy "Users can create their own user record" on public.users with check (id = (select auth.uid()));
alter policy "Users can update their own names and photo" on public.users
  using (id = (select auth.uid())) with check (id = (select auth.uid()));
alter policy "Stylists can create their own profile" on public.stylists with check (user_id = (select auth.uid()));
alter policy "Stylists can update their own profile" on public.stylists
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
alter policy "Signed-in users can review other stylists as themselves" on public.reviews
  with check (author_id = (select auth.uid()) and not public.owns_stylist(stylist_id) and public.stylist_is_visible(stylist_id));
alter policy "Authors can edit their own reviews" on public.reviews
  using (author_id = (select auth.uid())) with check (author_id = (select auth.uid()));
alter policy "Authors can delete their own reviews" on public.reviews using (author_id = (select auth.uid()));
alter policy "Users can read their own subscriptions" on public.subscriptions using (user_id = (select auth.uid()));
alter policy "Users can read their own coupon redemptions" on public.coupon_redemptions using (user_id = (select auth.uid()));
alter policy "Users can read their own invoices" on public.invoices using (user_id = (select auth.uid()));
alter policy "Users can read their own billing customer" on public.billing_customers using (user_id = (select auth.uid()));
alter policy "Anyone can record a search or a profile view" on public.analytics_events
  with check (event_type in ('search', 'profile_view') and (user_id is null or user_id = (select auth.uid())));
alter policy "Anyone can send a support message" on public.contact_messages
  with check (user_id is null or user_id = (select auth.uid()));

-- multiple_permissive_policies: two permissive SELECT policies for one role are both evaluated
-- for every row. Stylists: one policy says both who may read a profile (for anon, whose
-- auth.uid() is null, it is the listing rule alone).
drop policy "Anyone can read listed stylist profiles" on public.stylists;
drop policy "Stylists can read their own profile" on public.stylists;
create policy "Anyone can read listed stylist profiles and stylists their own" on public.stylists
  for select to anon, authenticated
  using (public.stylist_is_listed(subscription_active_until, verification_status) or user_id = (select auth.uid()));
comment on policy "Anyone can read listed stylist profiles and stylists their own" on public.stylists is
  'Visitors see listed profiles (active subscription, not rejected); a stylist also sees their own.';

-- Working hours: "manage" was FOR ALL, so it was a second SELECT policy beside the public one
-- (which already shows a stylist their own hours: stylist_is_visible includes the owner).
drop policy "Stylists can manage their own working hours" on public.working_hours;
create policy "Stylists can add working hours to their own profile" on public.working_hours
  for insert to authenticated with check (public.owns_stylist(stylist_id));
create policy "Stylists can change their own working hours" on public.working_hours
  for update to authenticated using (public.owns_stylist(stylist_id)) with check (public.owns_stylist(stylist_id));
create policy "Stylists can remove their own working hours" on public.working_hours
  for delete to authenticated using (public.owns_stylist(stylist_id));
comment on policy "Stylists can add working hours to their own profile" on public.working_hours is 'Only the owner adds hours.';
comment on policy "Stylists can change their own working hours" on public.working_hours is 'Only the owner edits hours.';
comment on policy "Stylists can remove their own working hours" on public.working_hours is 'Only the owner removes hours.';

-- function_search_path_mutable (kept, ADR 012): the listing rule stays without a fixed
-- search_path, because a function with `set search_path` is never inlined: every row of a search
-- would call it (measured on 200,000 rows: 2.6 s with the setting, 0.09 s inlined). Instead its
-- body names every operator and function in pg_catalog, so no search_path can change its meaning
-- (`is null or <>` rather than `is distinct from`, which looks `=` up on the search_path).
create or replace function public.stylist_is_listed(p_active_until timestamptz, p_verification_status text) returns boolean
language sql stable
as $$
  select p_active_until is not null and p_active_until operator(pg_catalog.>) pg_catalog.now()
    and (p_verification_status is null or p_verification_status operator(pg_catalog.<>) 'rejected')
$$;
comment on function public.stylist_is_listed(timestamptz, text) is
  'A profile is listed while its subscription is active and it is not rejected (schema-qualified body, inlined by the planner).';
