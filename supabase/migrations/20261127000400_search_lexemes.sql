-- Free text on the count index (ADR 007, 2026-11-27, late): a search's words are tested on index
-- entries, as its filters are, so a search with common free text reads no search rows.
--
-- Why: the full-text document lives on the search row (about 800 bytes with positions), so every
-- text search read rows: the radius walk read the document of each stylist in the circle until
-- 1,001 matched, and "filters first" read the row of each stylist that passed the filters. At 1M the
-- searches with free text were 164 of the mix's 600 and 47.8% of its time (10-17 ms a shape).
--
-- What: each distinct lexeme of the documents gets an integer id (private.search_lexemes, which
-- only grows; an id never changes), and each search row keeps its document's ids, sorted
-- (search_lexemes, int[]), which the count index includes. A search's words become an intarray
-- query over those ids (public.search_text_lexemes): the same tsquery that search_text_query makes,
-- each operand replaced by the ids of its lexeme (a prefix operand: every lexeme with that prefix).
-- `ids @@ query_int` then answers exactly what `document @@ tsquery` answers, for any query without
-- phrase operators or weights (which ids cannot express; search_text_lexemes refuses those, and the
-- app sends only plain words this way: search-source.ts). The GIN index on the document stays, for
-- rare words and for the texts the ids cannot express.

create extension if not exists intarray with schema extensions;

create table private.search_lexemes (
  id integer generated always as identity primary key,
  lexeme text collate "C" not null unique
);
comment on table private.search_lexemes is 'Every lexeme of the search documents, with a stable integer id (search_lexemes columns and the count index, ADR 007).';
revoke all on table private.search_lexemes from public, anon, authenticated;

/** The ids of a document's lexemes, sorted (every lexeme must already be in the dictionary). */
create function private.search_lexeme_ids(p_document tsvector) returns integer[]
language sql stable
set search_path = ''
as $$
  select coalesce(array_agg(l.id order by l.id), '{}')
    from unnest(pg_catalog.tsvector_to_array(p_document)) as w(lexeme)
    join private.search_lexemes l on l.lexeme = w.lexeme
$$;
comment on function private.search_lexeme_ids(tsvector) is 'A search document''s lexeme ids, sorted, from private.search_lexemes.';

alter table public.stylist_search add column search_lexemes integer[] not null default '{}';
comment on column public.stylist_search.search_lexemes is 'The ids (private.search_lexemes) of search_document''s lexemes, sorted: free text on the count index (ADR 007).';

-- As in 20261125000600, with the lexeme ids: the documents' new lexemes get their ids first (one
-- statement for the batch, in sorted order, so two writers of the same new lexemes wait for each
-- other in the same order and never deadlock; the later one sees the earlier's row in its next
-- statement), then the rows take their ids.
create or replace function public.sync_stylist_search(p_ids bigint[]) returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.search_lexemes (lexeme)
  select distinct w from public.stylists s, unnest(pg_catalog.tsvector_to_array(s.search_document)) as w
   where s.id = any(p_ids)
   order by 1
  on conflict (lexeme) do nothing;

  insert into public.stylist_search as t (id, recommended_score, subscription_active_until, starting_price_cents,
    review_count, home_visits, rating_average, location, price_range, gender, verification_status, time_zone,
    product_brands, service_codes, specialty_codes, closing_times, search_document, search_lexemes)
  select s.id, s.recommended_score, s.subscription_active_until, s.starting_price_cents, s.review_count, s.home_visits,
         s.rating_average, s.location, s.price_range, s.gender, s.verification_status, s.time_zone, s.product_brands,
         s.service_codes, s.specialty_codes, s.closing_times, coalesce(s.search_document, ''::tsvector),
         private.search_lexeme_ids(coalesce(s.search_document, ''::tsvector))
    from public.stylists s
   where s.id = any(p_ids)
  on conflict (id) do update
    set recommended_score = excluded.recommended_score, subscription_active_until = excluded.subscription_active_until,
        starting_price_cents = excluded.starting_price_cents, review_count = excluded.review_count,
        home_visits = excluded.home_visits, rating_average = excluded.rating_average, location = excluded.location,
        price_range = excluded.price_range, gender = excluded.gender, verification_status = excluded.verification_status,
        time_zone = excluded.time_zone, product_brands = excluded.product_brands, service_codes = excluded.service_codes,
        specialty_codes = excluded.specialty_codes, closing_times = excluded.closing_times,
        search_document = excluded.search_document, search_lexemes = excluded.search_lexemes
    -- An edit of the phone number leaves the search row (and its place on disk) alone.
    where (t.recommended_score, t.subscription_active_until, t.starting_price_cents, t.review_count, t.home_visits,
           t.rating_average, extensions.st_asbinary(t.location), t.price_range, t.gender, t.verification_status,
           t.time_zone, t.product_brands, t.service_codes, t.specialty_codes, t.closing_times, t.search_document,
           t.search_lexemes)
          is distinct from
          (excluded.recommended_score, excluded.subscription_active_until, excluded.starting_price_cents,
           excluded.review_count, excluded.home_visits, excluded.rating_average, extensions.st_asbinary(excluded.location),
           excluded.price_range, excluded.gender, excluded.verification_status, excluded.time_zone,
           excluded.product_brands, excluded.service_codes, excluded.specialty_codes, excluded.closing_times,
           excluded.search_document, excluded.search_lexemes)
$$;
comment on function public.sync_stylist_search(bigint[]) is 'Copies stylists'' search columns (with the full-text document and its lexeme ids) into stylist_search (the trigger, and the seed with triggers off).';
revoke all on function public.sync_stylist_search(bigint[]) from public, anon, authenticated;

/**
 * The intarray query over lexeme ids that matches exactly the rows whose document matches
 * search_text_query(p_text): each operand of that tsquery becomes the ids of its lexeme (a prefix
 * operand, `'balayag':*`, every id whose lexeme starts so), ORed in parentheses; an operand with no
 * id is 0 (no id is 0: never present); & | ! and parentheses stay. An empty tsquery (only stop
 * words), which matches nothing, is `0`. A phrase operator or a weight cannot be said with ids: an
 * error, never a wrong answer (the app sends only texts of plain words here).
 */
create function public.search_text_lexemes(p_text text) returns extensions.query_int
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_query text := public.search_text_query(p_text)::text;
  v_out text := '';
  v_token text;
  v_lexeme text;
  v_ids integer[];
begin
  if v_query = '' then
    return '0'::extensions.query_int;
  end if;
  for v_token in
    select m[1] from regexp_matches(v_query, '(''(?:[^'']|'''')*''(?::[*A-D]+)?|[&|!()]|<[0-9-]*>|\S)', 'g') as m
  loop
    if left(v_token, 1) = '''' then
      v_lexeme := replace(substring(v_token from '^''(.*)''(?::[*A-D]+)?$'), '''''', '''');
      if v_token ~ ':[*]*[A-D]' then
        raise exception 'search_text_lexemes: a weighted operand (%) has no lexeme-id form', v_token;
      end if;
      if v_token ~ ':[*A-D]*[*]' then
        select array_agg(l.id) into v_ids from private.search_lexemes l
         where l.lexeme like replace(replace(replace(v_lexeme, '\', '\\'), '%', '\%'), '_', '\_') || '%';
      else
        select array_agg(l.id) into v_ids from private.search_lexemes l where l.lexeme = v_lexeme;
      end if;
      v_out := v_out || '(' || coalesce(array_to_string(v_ids, '|'), '0') || ')';
    elsif v_token in ('&', '|', '!', '(', ')') then
      v_out := v_out || v_token;
    else
      raise exception 'search_text_lexemes: % in % has no lexeme-id form', v_token, v_query;
    end if;
  end loop;
  return v_out::extensions.query_int;
end
$$;
comment on function public.search_text_lexemes(text) is 'Free search text as an intarray query over lexeme ids: matches stylist_search.search_lexemes exactly where search_text_query matches the document (plain words; phrases and weights raise).';
revoke all on function public.search_text_lexemes(text) from public;
grant execute on function public.search_text_lexemes(text) to anon, authenticated, service_role;

-- The rows there are: their lexemes, then their ids.
insert into private.search_lexemes (lexeme)
select distinct w from public.stylist_search s, unnest(pg_catalog.tsvector_to_array(s.search_document)) as w
order by 1
on conflict (lexeme) do nothing;

drop index public.stylist_search_count;
update public.stylist_search set search_lexemes = private.search_lexeme_ids(search_document)
 where search_document <> ''::tsvector;

create index stylist_search_count on public.stylist_search (band, lng)
  include (unit_x, unit_y, unit_z, location, subscription_active_until, verification_status, price_range,
           rating_average, home_visits, gender, product_brands, service_codes, specialty_codes,
           id, starting_price_cents, recommended_score, search_lexemes);
comment on index public.stylist_search_count is 'The capped count and the sort-all page without reading rows: band and longitude ranges of the circle, every column the count tests (but the document''s phrases and "available today") and the sort keys included, for an index-only scan.';

-- The search surface gains the ids (a new last column, as create or replace view requires).
create or replace view public.listed_stylist_search as
  select id, unit_x, unit_y, unit_z, recommended_score, starting_price_cents, review_count, home_visits, rating_average,
         location, price_range, gender, verification_status, time_zone, product_brands, service_codes, specialty_codes,
         closing_times, search_document, books_online, next_available_at, cell, band, lng, search_lexemes
    from public.stylist_search
   where public.stylist_is_listed(subscription_active_until, verification_status);

-- The update moved every row with a document: put the rows back in location order.
cluster public.stylist_search using stylist_search_location_gix;
analyze public.stylist_search;
