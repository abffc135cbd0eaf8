-- Search helpers: a vocabulary of service and specialty words that lets free-text search forgive a
-- typo ("balayge" -> balayage), and the function that turns what a visitor typed into a tsquery.

create table public.search_vocabulary (
  word text primary key check (char_length(word) between 3 and 60)
);
comment on table public.search_vocabulary is 'Lower-case words of service and specialty names: the targets of typo correction in free-text search.';

create index search_vocabulary_word_trgm_idx on public.search_vocabulary using gin (word extensions.gin_trgm_ops);

alter table public.search_vocabulary enable row level security;
revoke all on table public.search_vocabulary from anon, authenticated;
grant select on table public.search_vocabulary to anon, authenticated;
grant all on table public.search_vocabulary to service_role;

create policy "Anyone can read the search vocabulary" on public.search_vocabulary
  for select to anon, authenticated using (true);

-- Words of 3 letters or more in a text, lower-cased (the vocabulary's unit).
create function public.search_words(p_text text) returns setof text
language sql immutable
set search_path = ''
as $$
  select distinct w from regexp_split_to_table(lower(coalesce(p_text, '')), '[^a-z0-9]+') as w
  where char_length(w) between 3 and 60
$$;
comment on function public.search_words(text) is 'Splits a text into the lower-case words the search vocabulary holds.';

insert into public.search_vocabulary (word)
select public.search_words(name) from public.specialties
union
select public.search_words(name) from public.services
union
select public.search_words(w) from unnest(array[
  'Standard Haircut', 'Curly Haircut', 'Clipper Cut Fade', 'Kids Cut', 'Beard Trim Line-Up', 'Bang Trim Shape-Up',
  'Root Touch-Up', 'All-Over Color', 'Highlights', 'Balayage Ombre', 'Fashion Vivid Color', 'Color Correction',
  'Gloss Toner', 'Deep Conditioning', 'Protein Treatment', 'Scalp Treatment', 'Bond Builder', 'Detox Clarifying',
  'Split-End Repair', 'Smoothing Treatment', 'Blowout', 'Silk Press', 'Flat Iron Curls', 'Updo Event Styling',
  'Bridal Hair', 'Ponytails Sleek Styles', 'Box Knotless Braids', 'Cornrows Feed-In Braids', 'Twists',
  'Faux Locs Starter Locs', 'Loc Maintenance', 'Crochet Styles', 'Hair Wraps Bantu Knots', 'Perm Body Wave',
  'Relaxer Texturizer', 'Japanese Straightening', 'Thermal Reconditioning', 'Tape-In Sew-In Extensions',
  'Clip-Ins Halo Styling', 'Micro-Link Fusion', 'Wig Install Styling', 'Lace Front Install',
  'Hair Replacement Systems', 'Bridal Party Hair', 'Prom Photo Shoot', 'On-Site Services', 'Wash Style Only',
  'Detangling', 'Scalp Massage', 'Quick Style', 'Hair Consultation', 'Custom Color Blend'
]) as w
on conflict do nothing;

-- New service names bring their words into the vocabulary (statement-level: one insert per batch).
create function public.add_service_words() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.search_vocabulary (word)
  select public.search_words(n.name) from new_rows n
  on conflict do nothing;
  return null;
end
$$;
comment on function public.add_service_words() is 'Adds the words of inserted or renamed services to the search vocabulary.';

create trigger services_add_words_on_insert after insert on public.services
  referencing new table as new_rows for each statement execute function public.add_service_words();
create trigger services_add_words_on_update after update on public.services
  referencing new table as new_rows for each statement execute function public.add_service_words();

-- The tsquery of a visitor's free text. Plain words are ANDed, the last one as a prefix (typing
-- "bala" already finds balayage); a word that is not in the vocabulary is ORed with its closest
-- vocabulary word by trigram similarity (a typo). Text using websearch syntax (quotes, "or", a
-- leading "-") goes to websearch_to_tsquery unchanged.
create function public.search_text_query(p_text text) returns tsquery
language plpgsql stable
set search_path = public, extensions, pg_catalog
as $$
declare
  v_words text[];
  v_word text;
  v_piece tsquery;
  v_fix text;
  v_query tsquery := ''::tsquery;
  v_last boolean;
begin
  if p_text ~ '"' or p_text ~* '(^|\s)(-\S|or\s)' then
    return websearch_to_tsquery('english', p_text);
  end if;
  v_words := array(select w from regexp_split_to_table(lower(p_text), '[^[:alnum:]]+') as w where w <> '');
  for i in 1 .. coalesce(array_length(v_words, 1), 0) loop
    v_word := v_words[i];
    v_last := i = array_length(v_words, 1);
    v_piece := to_tsquery('english', quote_literal(v_word) || case when v_last then ':*' else '' end);
    if char_length(v_word) >= 4 and v_piece <> ''::tsquery
       and not exists (select 1 from search_vocabulary where word = v_word or (v_last and word like v_word || '%')) then
      select word into v_fix from search_vocabulary
       where word % v_word order by similarity(word, v_word) desc, word limit 1;
      if v_fix is not null then
        v_piece := v_piece || to_tsquery('english', quote_literal(v_fix));
      end if;
    end if;
    v_query := v_query && v_piece;
  end loop;
  return v_query;
end
$$;
comment on function public.search_text_query(text) is 'Free search text to tsquery: words ANDed, last word as prefix, typos ORed with the closest vocabulary word.';

grant execute on function public.search_words(text), public.search_text_query(text) to anon, authenticated, service_role;
