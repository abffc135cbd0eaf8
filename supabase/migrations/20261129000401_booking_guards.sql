-- The database holds the booking rules that are cheap to hold there (issue 35). The insert guard
-- (20261125001400_booking_insert_guard.sql) let a booking drop the stylist's buffer: it asked only
-- for a blocked range at least as long as the service. It now asks for exactly the end plus the
-- buffer the stylist's settings give at the insert (the API reads the settings under the stylist's
-- booking lock, which settings writes take too, so the two agree). And the history that feeds
-- Insights and the admin's trends, appointment_events, is written by the server only (as the
-- service role, in the transaction of the change): a client or stylist could otherwise insert
-- "booked" or "no_show" rows about their own appointments through the Data API.

create or replace function public.guard_appointment_insert() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_confirmation text;
  v_zone text;
  v_buffer integer;
  v_service public.services%rowtype;
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  select b.confirmation, s.time_zone, b.buffer_minutes into v_confirmation, v_zone, v_buffer
    from public.booking_settings b join public.stylists s on s.id = b.stylist_id
    where b.stylist_id = new.stylist_id;
  if not found then
    return new; -- no settings, no bookings: the insert policy refuses it
  end if;
  if new.status is distinct from (case when v_confirmation = 'instant' then 'confirmed' else 'requested' end) then
    raise exception 'A new booking with this stylist starts as %',
      case when v_confirmation = 'instant' then 'confirmed' else 'requested' end
      using errcode = '42501';
  end if;
  select * into v_service from public.services sv where sv.id = new.service_id and sv.stylist_id = new.stylist_id;
  if not found or new.service_name <> v_service.name or new.price_cents <> v_service.price_cents
     or new.duration_minutes <> greatest(15, ceil(v_service.duration_minutes / 15.0)::integer * 15) then
    raise exception 'A booking copies a service the stylist offers as it is now' using errcode = '42501';
  end if;
  if new.ends_at <> new.starts_at + make_interval(mins => new.duration_minutes)
     or new.time_zone is distinct from v_zone then
    raise exception 'A booking ends its service''s length after its start, in the stylist''s zone'
      using errcode = '42501';
  end if;
  if new.blocked_until <> new.ends_at + make_interval(mins => v_buffer) then
    raise exception 'A booking holds the stylist''s buffer of % minutes after its end', v_buffer
      using errcode = '42501';
  end if;
  return new;
end;
$$;
comment on function public.guard_appointment_insert() is 'Refuses a new booking (as anon or authenticated) whose status, service copy, end, buffer or zone is not what the stylist''s settings and service give.';

-- The history is the server's record: readable by the parties (policy unchanged), written only by
-- the service role (api/src/features/booking/appointments.sql.ts, insertEvent).
drop policy "Parties record changes of their appointments as themselves" on public.appointment_events;
revoke insert on table public.appointment_events from authenticated;
