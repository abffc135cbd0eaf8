-- The outbox sends each message at most once (issue 35, ADR 014 "Sends fenced per message"). A
-- claim no longer means "sending": a worker claims a batch (`claimed`, a lease and a token), and
-- right before each send moves that one message to `sending` if its token still stands (the fence).
-- A `claimed` message whose lease ran out was never handed to the relay, so another worker may claim
-- it; a `sending` one whose lease ran out may have been delivered, so it becomes `unknown` and is
-- never sent again. The token stays on an `unknown` message, so the worker that sent it can still
-- record `sent` when its slow send or its database write finally lands.

alter table public.mail_outbox drop constraint mail_outbox_status_check;
alter table public.mail_outbox drop constraint mail_outbox_check;
alter table public.mail_outbox
  add constraint mail_outbox_status_check
    check (status in ('pending', 'claimed', 'sending', 'unknown', 'sent', 'failed', 'skipped')),
  add constraint mail_outbox_claim_check
    check ((status in ('claimed', 'sending', 'unknown')) = (claim_token is not null and claimed_until is not null));

comment on column public.mail_outbox.status is 'pending; claimed (a worker holds it until claimed_until, nothing sent yet); sending (handed to the relay by the token''s worker); unknown (its lease ran out mid-send: perhaps delivered, never sent again); sent; failed (tries used up); skipped (the recipient unsubscribed).';
comment on column public.mail_outbox.claim_token is 'The claiming worker''s token (the fence): a send starts and an outcome is recorded only where it still stands, and a new claim replaces it.';
comment on column public.mail_outbox.claimed_until is 'The lease of a claim, renewed when the send starts: a claimed message past it is claimed again; a sending one becomes unknown.';
comment on column public.mail_outbox.attempts is 'Claims so far; a worker that died before sending used one, and its message is claimed again once the lease ends.';

-- The worker's query for expired leases, now over both leased states.
drop index public.mail_outbox_lease_idx;
create index mail_outbox_lease_idx on public.mail_outbox (claimed_until) where status in ('claimed', 'sending');
comment on index public.mail_outbox_lease_idx is 'Expired leases: claimed messages to claim again, sending ones to mark unknown.';
