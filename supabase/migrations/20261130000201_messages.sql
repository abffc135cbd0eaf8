-- Messages between a client and a stylist (issue 38, docs/decisions/022-messages.md): one
-- conversation per client and stylist profile, its messages, each participant's read state,
-- blocks, and reports for the admin's queue. Only the two parties read a conversation; admins
-- handle reports through the API as the service role.

create table public.conversations (
  id bigint generated always as identity primary key,
  client_id uuid not null references public.users (id) on delete cascade,
  stylist_id bigint not null references public.stylists (id) on delete cascade,
  stylist_user_id uuid not null references public.users (id) on delete cascade,
  appointment_id bigint references public.appointments (id) on delete set null,
  last_message_id bigint,
  last_message_at timestamptz,
  hidden_at timestamptz,
  created_at timestamptz not null default now(),
  unique (client_id, stylist_id),
  check (client_id <> stylist_user_id)
);
comment on table public.conversations is 'One conversation per client and stylist profile; read and written only by its two participants.';
comment on column public.conversations.stylist_user_id is 'The profile owner''s user id, copied when the conversation starts so policies compare one column with auth.uid().';
comment on column public.conversations.appointment_id is 'The appointment the thread is about, when there is one.';
comment on column public.conversations.last_message_id is 'The newest message, kept by a trigger on messages (orders the inbox).';
comment on column public.conversations.hidden_at is 'Set when an admin hides the conversation after a report: nobody can write in it and it leaves both inboxes.';
create index conversations_client_inbox_idx on public.conversations (client_id, last_message_at desc nulls last, id desc);
create index conversations_stylist_inbox_idx on public.conversations (stylist_user_id, last_message_at desc nulls last, id desc);
create index conversations_stylist_idx on public.conversations (stylist_id);
create index conversations_appointment_idx on public.conversations (appointment_id);

create table public.messages (
  id bigint generated always as identity primary key,
  conversation_id bigint not null references public.conversations (id) on delete cascade,
  sender_id uuid not null references public.users (id) on delete cascade,
  body text not null check (char_length(body) <= 2000 and char_length(btrim(body)) > 0),
  hidden_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.messages is 'A message in a conversation: text up to 2,000 characters (photos come with a later migration, ADR 022).';
comment on column public.messages.hidden_at is 'Set when an admin hides the message after a report; it is then shown to nobody.';
create index messages_thread_idx on public.messages (conversation_id, id desc);
create index messages_sender_idx on public.messages (sender_id);

create table public.conversation_reads (
  conversation_id bigint not null references public.conversations (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  last_read_message_id bigint not null,
  read_at timestamptz not null default now(),
  primary key (conversation_id, user_id)
);
comment on table public.conversation_reads is 'Each participant''s read position in a conversation: the last message id they have read (unread counts, "Seen").';
create index conversation_reads_user_idx on public.conversation_reads (user_id);

create table public.user_blocks (
  blocker_id uuid not null references public.users (id) on delete cascade,
  blocked_id uuid not null references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  check (blocker_id <> blocked_id)
);
comment on table public.user_blocks is 'A block between two accounts: no messages either way, and the blocked client cannot book the blocker.';
create index user_blocks_blocked_idx on public.user_blocks (blocked_id);

create table public.message_reports (
  id bigint generated always as identity primary key,
  conversation_id bigint not null references public.conversations (id) on delete cascade,
  message_id bigint references public.messages (id) on delete cascade,
  reporter_id uuid not null references public.users (id) on delete cascade,
  reason text not null check (reason in ('spam', 'offensive', 'harassment', 'personal_info', 'other')),
  details text check (char_length(details) between 1 and 500),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolution text check (resolution in ('hidden', 'kept')),
  check ((resolved_at is null) = (resolution is null))
);
comment on table public.message_reports is 'A participant''s report of a message (message_id set) or of a whole conversation, for the admin''s queue.';
comment on column public.message_reports.resolution is 'What the admin did: hid the message or conversation, or kept it.';
create unique index message_reports_once_idx on public.message_reports (reporter_id, conversation_id, coalesce(message_id, 0));
create index message_reports_open_idx on public.message_reports (conversation_id) where resolved_at is null;
create index message_reports_message_idx on public.message_reports (message_id);

-- Helpers for the policies: security definer so a policy can look at the conversation without the
-- caller's own policies on it (and without recursion).
create function public.is_conversation_participant(p_conversation_id bigint) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.conversations c
    where c.id = p_conversation_id and (select auth.uid()) in (c.client_id, c.stylist_user_id)
  )
$$;
comment on function public.is_conversation_participant(bigint) is 'True when the signed-in user is the client or the stylist of the conversation.';

create function public.is_blocked_between(p_a uuid, p_b uuid) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_blocks b
    where (b.blocker_id = p_a and b.blocked_id = p_b) or (b.blocker_id = p_b and b.blocked_id = p_a)
  )
$$;
comment on function public.is_blocked_between(uuid, uuid) is 'True when either account has blocked the other.';

-- The writing rule (issue 38): a participant, no block either way, the conversation not hidden;
-- the client only while the stylist is listed; the stylist only once the client has written to
-- them or has an appointment with them. The reason is for the API's answer; the policy asks for null.
create function public.message_write_refusal(p_conversation_id bigint) returns text
language sql stable
security definer
set search_path = ''
as $$
  select case
    when c.id is null or (select auth.uid()) not in (c.client_id, c.stylist_user_id) then 'not_found'
    when c.hidden_at is not null then 'hidden'
    when public.is_blocked_between(c.client_id, c.stylist_user_id) then 'blocked'
    when c.client_id = (select auth.uid()) then
      case when public.stylist_is_listed(s.subscription_active_until, s.verification_status) then null else 'not_listed' end
    when exists (select 1 from public.messages m where m.conversation_id = c.id and m.sender_id = c.client_id)
      or exists (select 1 from public.appointments a where a.stylist_id = c.stylist_id and a.client_id = c.client_id) then null
    else 'client_first'
  end
  from (select 1) one
  left join public.conversations c on c.id = p_conversation_id
  left join public.stylists s on s.id = c.stylist_id
$$;
comment on function public.message_write_refusal(bigint) is 'Why the signed-in user may not write in the conversation now (not_found, hidden, blocked, not_listed, client_first), or null.';

create function public.may_write_message(p_conversation_id bigint) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select public.message_write_refusal(p_conversation_id) is null
$$;
comment on function public.may_write_message(bigint) is 'True when the signed-in user may write in the conversation now (message_write_refusal is null).';

-- Why the signed-in user may not open this client-stylist conversation, or null when they may: the
-- client with a listed stylist (not their own profile), or the stylist with a client who has an
-- appointment with them; never across a block. The API answers with the reason; the insert policy
-- asks for null.
create function public.conversation_start_refusal(p_client_id uuid, p_stylist_id bigint) returns text
language sql stable
security definer
set search_path = ''
as $$
  select case
    when s.id is null then 'not_found'
    when s.user_id = p_client_id then 'own_profile'
    when public.is_blocked_between(p_client_id, s.user_id) then 'blocked'
    when p_client_id = (select auth.uid()) then
      case when public.stylist_is_listed(s.subscription_active_until, s.verification_status) then null else 'not_listed' end
    when s.user_id = (select auth.uid()) then
      case when exists (select 1 from public.appointments a where a.stylist_id = s.id and a.client_id = p_client_id)
           then null else 'client_first' end
    else 'not_found'
  end
  from (select 1) one left join public.stylists s on s.id = p_stylist_id
$$;
comment on function public.conversation_start_refusal(uuid, bigint) is 'Why the signed-in user may not open this conversation (not_found, own_profile, blocked, not_listed, client_first), or null.';

-- A conversation's stylist user is the profile's owner, whatever the insert said.
create function public.conversation_stylist_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.stylist_user_id := (select s.user_id from public.stylists s where s.id = new.stylist_id);
  return new;
end
$$;
comment on function public.conversation_stylist_user() is 'Trigger: fills conversations.stylist_user_id from the stylist profile.';
revoke all on function public.conversation_stylist_user() from public, anon, authenticated;
create trigger conversations_stylist_user before insert on public.conversations
  for each row execute function public.conversation_stylist_user();

revoke all on function public.is_conversation_participant(bigint), public.is_blocked_between(uuid, uuid),
  public.message_write_refusal(bigint), public.may_write_message(bigint), public.conversation_start_refusal(uuid, bigint) from public;
grant execute on function public.is_conversation_participant(bigint), public.is_blocked_between(uuid, uuid),
  public.message_write_refusal(bigint), public.may_write_message(bigint), public.conversation_start_refusal(uuid, bigint) to authenticated, service_role;

-- Keeps the conversation's newest message (the inbox order) as messages arrive. Once per
-- statement over its new rows, not once per row: a bulk insert updates each conversation once.
create function public.conversation_last_message() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.conversations c
     set last_message_id = n.id, last_message_at = n.created_at
    from (select distinct on (conversation_id) conversation_id, id, created_at
            from new_messages order by conversation_id, id desc) n
   where c.id = n.conversation_id and (c.last_message_id is null or c.last_message_id < n.id);
  return null;
end
$$;
comment on function public.conversation_last_message() is 'Trigger: records the newest of a statement''s new messages as its conversation''s newest.';
revoke all on function public.conversation_last_message() from public, anon, authenticated;
create trigger messages_last_message after insert on public.messages
  referencing new table as new_messages
  for each statement execute function public.conversation_last_message();

-- Row-level security and grants: participants only; no deletes; reports and moderation columns
-- are the service role's.
alter table public.conversations enable row level security;
alter table public.messages enable row level security;
alter table public.conversation_reads enable row level security;
alter table public.user_blocks enable row level security;
alter table public.message_reports enable row level security;
revoke all on table public.conversations, public.messages, public.conversation_reads, public.user_blocks,
  public.message_reports from anon, authenticated;
grant all on table public.conversations, public.messages, public.conversation_reads, public.user_blocks,
  public.message_reports to service_role;

grant select on table public.conversations to authenticated;
grant insert (client_id, stylist_id, appointment_id) on table public.conversations to authenticated;
grant update (appointment_id) on table public.conversations to authenticated;
create policy "Participants read their conversations" on public.conversations
  for select to authenticated using ((select auth.uid()) in (client_id, stylist_user_id));
create policy "Clients and stylists open conversations the writing rules allow" on public.conversations
  for insert to authenticated with check (public.conversation_start_refusal(client_id, stylist_id) is null);
create policy "Participants name the appointment a conversation is about" on public.conversations
  for update to authenticated
  using ((select auth.uid()) in (client_id, stylist_user_id))
  with check (appointment_id is null or exists (
    select 1 from public.appointments a where a.id = appointment_id and a.client_id = conversations.client_id and a.stylist_id = conversations.stylist_id
  ));

grant select (id, conversation_id, sender_id, body, hidden_at, created_at) on table public.messages to authenticated;
grant insert (conversation_id, sender_id, body) on table public.messages to authenticated;
-- "conversation_id in (the caller's conversations)" is planned once per statement (a hashed
-- subplan), not once per row: a 10,000-message thread's unread count stays one index scan.
create policy "Participants read the messages of their conversations" on public.messages
  for select to authenticated using (conversation_id in (
    select c.id from public.conversations c where (select auth.uid()) in (c.client_id, c.stylist_user_id)));
create policy "Participants write as themselves where the writing rules allow" on public.messages
  for insert to authenticated
  with check (sender_id = (select auth.uid()) and public.may_write_message(conversation_id));

grant select on table public.conversation_reads to authenticated;
grant insert (conversation_id, user_id, last_read_message_id, read_at) on table public.conversation_reads to authenticated;
grant update (last_read_message_id, read_at) on table public.conversation_reads to authenticated;
create policy "Participants see both read positions of their conversations" on public.conversation_reads
  for select to authenticated using (conversation_id in (
    select c.id from public.conversations c where (select auth.uid()) in (c.client_id, c.stylist_user_id)));
create policy "Participants record their own read position" on public.conversation_reads
  for insert to authenticated
  with check (user_id = (select auth.uid()) and public.is_conversation_participant(conversation_id));
create policy "Participants move their own read position" on public.conversation_reads
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

grant select, delete on table public.user_blocks to authenticated;
grant insert (blocker_id, blocked_id) on table public.user_blocks to authenticated;
create policy "Users see the blocks they made and those against them" on public.user_blocks
  for select to authenticated using ((select auth.uid()) in (blocker_id, blocked_id));
create policy "Users block as themselves" on public.user_blocks
  for insert to authenticated with check (blocker_id = (select auth.uid()));
create policy "Users lift their own blocks" on public.user_blocks
  for delete to authenticated using (blocker_id = (select auth.uid()));

grant select (id, conversation_id, message_id, reporter_id, reason, details, created_at) on table public.message_reports to authenticated;
grant insert (conversation_id, message_id, reporter_id, reason, details) on table public.message_reports to authenticated;
create policy "Participants report as themselves what they can read" on public.message_reports
  for insert to authenticated
  with check (
    reporter_id = (select auth.uid())
    and public.is_conversation_participant(conversation_id)
    and (message_id is null or exists (
      select 1 from public.messages m where m.id = message_id and m.conversation_id = message_reports.conversation_id
    ))
  );
create policy "Reporters read their own message reports" on public.message_reports
  for select to authenticated using (reporter_id = (select auth.uid()));

-- Whether the signed-in user and a stylist profile's owner are blocked, either way (booking).
create function public.blocked_with_stylist(p_stylist_id bigint) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.stylists s
    where s.id = p_stylist_id and public.is_blocked_between((select auth.uid()), s.user_id)
  )
$$;
comment on function public.blocked_with_stylist(bigint) is 'True when the signed-in user and the owner of this stylist profile have blocked each other (either way).';
revoke all on function public.blocked_with_stylist(bigint) from public;
-- anon too: the public slot and booking reads load the same stylist row (always false for a visitor).
grant execute on function public.blocked_with_stylist(bigint) to anon, authenticated, service_role;

-- A blocked client cannot book the stylist who blocked them, nor a stylist they blocked.
create policy "Nobody books across a block" on public.appointments
  as restrictive for insert to authenticated
  with check (not public.blocked_with_stylist(stylist_id));

-- Message emails to an away party (kind new-message) have their own one-click unsubscribe.
alter table public.mail_preferences add column messages boolean not null default true;
comment on column public.mail_preferences.messages is 'false: the worker skips this user''s "New message from …" emails (the inbox still shows them).';

-- The audit log names messages and conversations (message.hide, conversation.keep, ...).
alter table public.admin_audit_log drop constraint admin_audit_log_target_type_check;
alter table public.admin_audit_log add constraint admin_audit_log_target_type_check
  check (target_type in ('stylist', 'coupon', 'user', 'support_message', 'review', 'message', 'conversation'));

-- Production delivery (ADR 022): Realtime Broadcast on a private channel per user, carrying only
-- ids. Only where Supabase Realtime's schema exists; PostgreSQL and PGlite have none.
do $$
begin
  if to_regclass('realtime.messages') is null or to_regprocedure('realtime.send(jsonb, text, text, boolean)') is null then
    raise notice 'No Supabase Realtime here: messages are delivered by the Node server''s stream';
    return;
  end if;
  execute $f$
    create function public.broadcast_message() returns trigger
    language plpgsql
    security definer
    set search_path = ''
    as $body$
    declare
      c public.conversations;
    begin
      select * into c from public.conversations where id = new.conversation_id;
      perform realtime.send(jsonb_build_object('conversationId', new.conversation_id, 'messageId', new.id),
        'message', 'user:' || c.client_id::text, true);
      perform realtime.send(jsonb_build_object('conversationId', new.conversation_id, 'messageId', new.id),
        'message', 'user:' || c.stylist_user_id::text, true);
      return null;
    end
    $body$
  $f$;
  execute $c$ comment on function public.broadcast_message() is 'Trigger: tells both participants'' private Realtime channels that a message arrived (ids only).' $c$;
  execute 'revoke all on function public.broadcast_message() from public, anon, authenticated';
  execute 'create trigger messages_broadcast after insert on public.messages for each row execute function public.broadcast_message()';
  execute $p$
    create policy "Users receive the broadcasts of their own channel" on realtime.messages
      for select to authenticated
      using (realtime.messages.extension = 'broadcast' and (select realtime.topic()) = 'user:' || (select auth.uid())::text)
  $p$;
end
$$;
