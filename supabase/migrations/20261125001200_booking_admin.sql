-- The admin overview counts upcoming appointments (requested or confirmed, not started yet) across
-- all stylists. appointments_stylist_starts_idx leads with the stylist; this partial index holds
-- only the appointments still ahead of their status change, so the count reads a small range.
-- The by-day figures read appointment_events through appointment_events_day_idx (created_at, action).
create index appointments_upcoming_idx on public.appointments (starts_at)
  where status in ('requested', 'confirmed');
comment on index public.appointments_upcoming_idx is 'The admin overview''s count of upcoming appointments.';
