import type { Sql } from '../src/db/client.ts'

/**
 * True when the stylist_search row `x` holds, column for column, what the stylists row `s` holds
 * (the generated unit vectors, cell and count keys aside, and the next open slot and its day, which the API computes from the
 * booking tables: ADR 015), the ids of its document's lexemes (migration 20261127000400) and its codes as bits (migration
 * 20261208000100). The columns come from the row itself, not from a list, so a column
 * added to stylist_search is compared without touching the tests.
 */
export function searchRowMatches(sql: Sql) {
  return sql`((to_jsonb(x) - 'unit_x' - 'unit_y' - 'unit_z' - 'books_online' - 'cell' - 'band'
    - 'lng' - 'search_lexemes' - 'next_available_day' - 'service_bits' - 'specialty_bits' - 'brand_bits')
    = (select jsonb_object_agg(e.key, e.value) from jsonb_each(to_jsonb(s)) e where to_jsonb(x) ? e.key)
    and x.search_lexemes = private.search_lexeme_ids(x.search_document)
    and cardinality(x.search_lexemes) = cardinality(tsvector_to_array(x.search_document))
    and x.service_bits = public.search_service_bits(s.service_codes)
    and x.specialty_bits = public.search_specialty_bits(s.specialty_codes)
    and x.brand_bits = public.search_brand_bits(s.product_brands))`
}
