-- A new booking as the stylist's settings and service say (issue 19). The insert policy checks who
-- books whom; this trigger checks what is booked, for every insert made as `anon` or
-- `authenticated` (the API's user role and, were it on, the Data API): the status the stylist's
-- confirmation mode gives (confirmed when instant, requested otherwise), a service the stylist
-- offers with its name and price copied as they are now and its length on the slot grid (rounded up
-- to 15 minutes, at least 15: loadService in api/src/features/booking/booking-rules.sql.ts), an end that is the start plus
-- that length, a blocked range at least that long, and the stylist's time zone. The service role
-- (seed, maintenance) is not limited. SQLSTATE 42501, as the update guard.
create function public.guard_appointment_insert() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_confirmation text;
  v_zone text;
  v_service public.services%rowtype;
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  select b.confirmation, s.time_zone into v_confirmation, v_zone
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
     or new.blocked_until < new.ends_at or new.time_zone is distinct from v_zone then
    raise exception 'A booking ends its service''s length after its start, in the stylist''s zone'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
comment on function public.guard_appointment_insert() is 'Refuses a new booking (as anon or authenticated) whose status, service copy, end or zone is not what the stylist''s settings and service give.';

create trigger appointments_guard_insert before insert on public.appointments
  for each row execute function public.guard_appointment_insert();
