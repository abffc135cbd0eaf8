-- Email (issue 20): a transactional outbox and each user's mail preferences. A message is written
-- to the outbox in the same transaction as the change that causes it (a booking, a cancellation),
-- so it exists exactly when that change committed; a worker on the Node server sends it later
-- (api/src/features/mail/mail-worker.ts, docs/decisions/014-email-outbox.md). Only the API's
-- owner and the service role reach these tables: no grants to anon or authenticated.

create table public.mail_outbox (
  id bigint generated always as identity primary key,
  kind text not null check (kind ~ '^[a-z0-9-]{1,40}$'),
  recipient text not null check (char_length(recipient) between 3 and 320 and position('@' in recipient) > 1),
  user_id uuid references public.users (id) on delete cascade,
  subject text not null check (char_length(subject) between 1 and 300),
  html text not null,
  text text not null,
  headers jsonb not null default '{}'::jsonb check (jsonb_typeof(headers) = 'object'),
  attachments jsonb not null default '[]'::jsonb check (jsonb_typeof(attachments) = 'array'),
  dedupe_key text unique check (char_length(dedupe_key) between 1 and 200),
  send_after timestamptz not null default now(),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed', 'skipped')),
  attempts integer not null default 0 check (attempts >= 0),
  claim_token uuid,
  claimed_until timestamptz,
  last_error text check (char_length(last_error) <= 2000),
  provider_id text check (char_length(provider_id) <= 500),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  check ((status = 'sending') = (claim_token is not null and claimed_until is not null)),
  check ((status = 'sent') = (sent_at is not null))
);
comment on table public.mail_outbox is 'Email to send: written in the transaction of the change that causes it, sent once by the mail worker.';
comment on column public.mail_outbox.kind is 'What the message is (booking-confirmed, reminder-24h, ...); reminder kinds honour mail_preferences.reminders.';
comment on column public.mail_outbox.user_id is 'The recipient''s account, when they have one: unsubscribe and account deletion go by it.';
comment on column public.mail_outbox.headers is 'Extra headers as {name: value}, e.g. List-Unsubscribe and List-Unsubscribe-Post on reminders.';
comment on column public.mail_outbox.attachments is 'Array of {filename, contentType, content (base64)}, e.g. invite.ics as text/calendar; method=REQUEST.';
comment on column public.mail_outbox.dedupe_key is 'One message per key (e.g. appointment:42:reminder-24h:seq3): enqueueing it again does nothing; cancelMail drops pending ones by prefix.';
comment on column public.mail_outbox.send_after is 'Not sent before this instant: a reminder''s time, or the next try after a failure (exponential backoff).';
comment on column public.mail_outbox.status is 'pending, sending (claimed by a worker until claimed_until), sent, failed (tries used up) or skipped (the recipient unsubscribed).';
comment on column public.mail_outbox.attempts is 'Claims so far; a worker that died mid-send used one, and its message is claimed again once the lease ends.';
comment on column public.mail_outbox.claim_token is 'The claiming worker''s token: only it may record the outcome, so a worker whose lease ran out cannot overwrite a newer claim.';
comment on column public.mail_outbox.claimed_until is 'The lease of a claim: a message still sending after it is claimed again.';
comment on column public.mail_outbox.provider_id is 'What the mail provider answered for the message (its queue id), for tracing a delivery.';

-- The worker's query: due pending messages, and claims whose lease ended, oldest first.
create index mail_outbox_due_idx on public.mail_outbox (send_after, id) where status = 'pending';
create index mail_outbox_lease_idx on public.mail_outbox (claimed_until) where status = 'sending';
create index mail_outbox_user_idx on public.mail_outbox (user_id);

alter table public.mail_outbox enable row level security;
revoke all on table public.mail_outbox from anon, authenticated;
grant all on table public.mail_outbox to service_role;

create table public.mail_preferences (
  user_id uuid primary key references public.users (id) on delete cascade,
  reminders boolean not null default true,
  updated_at timestamptz not null default now()
);
comment on table public.mail_preferences is 'What email a user takes; no row means the defaults (reminders on). Set by the one-click unsubscribe link.';
comment on column public.mail_preferences.reminders is 'false: the worker skips this user''s appointment reminders (booking messages still go).';

create trigger mail_preferences_touch_updated_at before update on public.mail_preferences
  for each row execute function public.touch_updated_at();

alter table public.mail_preferences enable row level security;
revoke all on table public.mail_preferences from anon, authenticated;
grant all on table public.mail_preferences to service_role;
