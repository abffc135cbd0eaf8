-- Client reviews of stylists, one per client and stylist, with the per-stylist average and count
-- kept on the stylist row by the database.

create table public.reviews (
  id bigint generated always as identity primary key,
  stylist_id bigint not null references public.stylists (id) on delete cascade,
  author_id uuid not null references public.users (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  comment text not null check (char_length(btrim(comment)) between 1 and 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (stylist_id, author_id)
);
comment on table public.reviews is 'Reviews written by signed-in users (shown anonymously as "Client"); one per user and stylist.';

create index reviews_stylist_created_idx on public.reviews (stylist_id, created_at desc);
create index reviews_author_idx on public.reviews (author_id);

create trigger reviews_touch_updated_at before update on public.reviews
  for each row execute function public.touch_updated_at();

-- Keeps stylists.rating_average and review_count current after any change to reviews.
create function public.refresh_stylist_rating() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids bigint[] := array_remove(array[
    case when tg_op <> 'INSERT' then old.stylist_id end,
    case when tg_op <> 'DELETE' then new.stylist_id end
  ], null);
begin
  update public.stylists s
     set rating_average = agg.avg_rating, review_count = agg.n
    from (
      select st.id, round(avg(r.rating)::numeric, 2) as avg_rating, count(r.id)::integer as n
        from public.stylists st
        left join public.reviews r on r.stylist_id = st.id
       where st.id = any (v_ids)
       group by st.id
    ) agg
   where s.id = agg.id;
  return null;
end
$$;
comment on function public.refresh_stylist_rating() is 'Recomputes the rating average and review count of the affected stylists.';

create trigger reviews_refresh_rating after insert or update or delete on public.reviews
  for each row execute function public.refresh_stylist_rating();

alter table public.reviews enable row level security;
revoke all on table public.reviews from anon, authenticated;
grant select on table public.reviews to anon, authenticated;
grant insert (stylist_id, author_id, rating, comment),
  update (rating, comment, updated_at), delete on table public.reviews to authenticated;
grant all on table public.reviews to service_role;

create policy "Anyone can read the reviews of visible stylists" on public.reviews
  for select to anon, authenticated using (public.stylist_is_visible(stylist_id));
create policy "Signed-in users can review other stylists as themselves" on public.reviews
  for insert to authenticated
  with check (author_id = auth.uid() and not public.owns_stylist(stylist_id) and public.stylist_is_visible(stylist_id));
create policy "Authors can edit their own reviews" on public.reviews
  for update to authenticated using (author_id = auth.uid()) with check (author_id = auth.uid());
create policy "Authors can delete their own reviews" on public.reviews
  for delete to authenticated using (author_id = auth.uid());
