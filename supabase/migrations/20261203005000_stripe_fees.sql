-- Stripe's processing fee of each charge (issue 37, point 6; ADR 021): read from the charge's
-- balance transaction when a booking payment or a fee's off-session charge succeeds (the embedded
-- twin's is Stripe's published US card rate), so the stylist's payments list shows what Stripe
-- took rather than an estimate. Null until known (older rows, a charge not settled yet).

alter table public.appointment_payments
  add column stripe_fee_cents integer check (stripe_fee_cents >= 0);
comment on column public.appointment_payments.stripe_fee_cents is 'Stripe''s processing fee on the succeeded charge (its balance transaction''s fee), in cents; null until known.';

alter table public.appointment_fees
  add column stripe_fee_cents integer check (stripe_fee_cents >= 0);
comment on column public.appointment_fees.stripe_fee_cents is 'Stripe''s processing fee on the fee''s off-session charge (its balance transaction''s fee), in cents; null until known.';
