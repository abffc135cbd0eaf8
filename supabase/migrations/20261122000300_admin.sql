-- The admin console: an audit log of what admins did, the one way to delete a user's account
-- (the identity account and, by cascade, everything of theirs), and the indexes that keep the
-- admin's lists and a user's deletion from scanning whole tables.

create table public.admin_audit_log (
  id bigint generated always as identity primary key,
  admin_id uuid references public.users (id) on delete set null,
  admin_email text not null check (char_length(admin_email) between 3 and 320),
  action text not null check (action ~ '^[a-z_]+\.[a-z_]+$'),
  target_type text not null check (target_type in ('stylist', 'coupon', 'user', 'support_message')),
  target_id text not null check (char_length(target_id) between 1 and 100),
  notes text check (char_length(notes) <= 2000),
  created_at timestamptz not null default now()
);
comment on table public.admin_audit_log is 'What admins did (who, what, to which row, notes, when); written in the same transaction as the change.';
comment on column public.admin_audit_log.admin_id is 'The admin''s user id; null once that account is deleted (admin_email still says who).';
comment on column public.admin_audit_log.action is 'What was done, as target.verb, e.g. stylist.approve, coupon.deactivate, user.delete.';
comment on column public.admin_audit_log.target_id is 'The id of the row acted on, as text (a stylist or coupon number, a user uuid); kept after that row is gone.';

create index admin_audit_log_created_idx on public.admin_audit_log (created_at desc, id desc);
create index admin_audit_log_admin_idx on public.admin_audit_log (admin_id) where admin_id is not null;

-- Append-only for the API: the service role may add entries and read them, never change or remove
-- them; nobody else may touch the table at all.
alter table public.admin_audit_log enable row level security;
revoke all on table public.admin_audit_log from anon, authenticated;
grant select, insert on table public.admin_audit_log to service_role;

-- Deleting a user deletes their identity account; every row of theirs goes with it through the
-- foreign keys (public.users, the stylist profile and its services, portfolio, specialties, hours
-- and reviews, their own reviews, subscriptions, billing customer, embedded cards), while revenue
-- (invoices), coupon history (redemptions), analytics and support messages stay with user_id null.
-- Security definer: the service role may not write auth.users itself; this function is the only
-- door, and the API calls it only for an admin, after cancelling the subscription at the provider.
create function public.delete_user_account(p_user_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from auth.users where id = p_user_id;
  return found;
end
$$;
comment on function public.delete_user_account(uuid) is 'Deletes an identity account and, by cascade, the user''s rows; true when the account existed. Service role only.';
revoke all on function public.delete_user_account(uuid) from public;
grant execute on function public.delete_user_account(uuid) to service_role;

-- The admin's user list: newest first, 20 a page, without sorting the whole table.
create index users_created_idx on public.users (created_at desc, user_number desc);

-- Foreign keys that a user's deletion follows had no index on the referencing side: each would
-- scan its whole table (analytics events run to millions of rows) once per deleted user.
create index analytics_events_user_idx on public.analytics_events (user_id) where user_id is not null;
create index analytics_events_stylist_idx on public.analytics_events (stylist_id) where stylist_id is not null;
create index contact_messages_user_idx on public.contact_messages (user_id) where user_id is not null;
create index coupon_redemptions_subscription_idx on public.coupon_redemptions (subscription_id) where subscription_id is not null;
-- Deleting an unused coupon sets subscriptions.coupon_id to null.
create index subscriptions_coupon_idx on public.subscriptions (coupon_id) where coupon_id is not null;
