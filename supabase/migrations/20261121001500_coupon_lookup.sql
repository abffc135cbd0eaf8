-- A signed-in user may look up one coupon by its exact code (to apply it at registration), never
-- list coupons: the table stays closed to them, and this function answers for one code only.
-- The API runs the lookup as the user (DESIGN.md: only admin work and webhooks use the
-- privileged role); whether the user already redeemed it comes from their own redemptions.
create function public.coupon_for_code(p_code text)
returns table (
  id bigint, code text, type text, value integer, duration_months integer, max_uses integer,
  current_uses integer, is_active boolean, subscription_types text[], valid_from timestamptz, valid_until timestamptz
)
language sql stable
security definer
set search_path = ''
as $$
  select c.id, c.code, c.type, c.value, c.duration_months, c.max_uses, c.current_uses, c.is_active,
         c.subscription_types, c.valid_from, c.valid_until
    from public.coupons c
   where c.code = upper(btrim(p_code)) and auth.uid() is not null
$$;
comment on function public.coupon_for_code(text) is 'The coupon with exactly this code, for a signed-in user applying it.';
revoke all on function public.coupon_for_code(text) from public;
grant execute on function public.coupon_for_code(text) to authenticated, service_role;
