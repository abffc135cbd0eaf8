-- Email on a schedule (issue 20): the stylist's daily agenda, which the mail worker's agenda pass
-- queues each morning in the stylist's own zone (api/src/features/mail/agenda.ts), and the
-- preference that turns it off. Billing mails (receipts, trial ending) need no schema: they are
-- outbox rows keyed by the provider's invoice and subscription ids (docs/decisions/014-email-outbox.md).

alter table public.mail_preferences
  add column agenda boolean not null default true;
comment on column public.mail_preferences.agenda is 'false: no daily agenda email to this stylist (the agenda pass queues none, the worker skips any queued).';
comment on table public.mail_preferences is 'What email a user takes; no row means the defaults (reminders and agenda on). Set by the one-click unsubscribe links.';

-- The agenda pass looks at the live appointments of the next day or so, across every stylist:
-- by start, without walking each stylist's history.
-- That index exists already (the admin overview's, 20261125001200): it now serves both.
comment on index public.appointments_upcoming_idx is 'Live appointments by start time, across stylists: the admin overview''s upcoming count and the daily agenda pass.';
