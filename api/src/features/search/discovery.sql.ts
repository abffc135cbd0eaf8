import type { Tx } from '../../db/client.ts'
import type { Row } from '../../db/rows.ts'
import { recommendedScore } from './ranking.ts'
import { cardSelect, type CardRow } from './search.sql.ts'

/** How many top-ranked stylists the featured three are drawn from. */
export const FEATURED_POOL = 24

/**
 * Featured stylists (ADR 006): among listed, approved stylists with a photo and a portfolio, the
 * FEATURED_POOL best by the recommended score (no distance) among the 200 best rated; of those, the 3 that come first when
 * ordered by md5(id || today's date), so the home page changes daily but not on every reload.
 */
export async function featuredStylists(tx: Tx, today: string): Promise<Omit<CardRow, 'total'>[]> {
  return tx<Omit<CardRow, 'total'>[]>`
    with candidates as (
      -- Walks the rating index (stylists_rating_idx) instead of scoring every stylist.
      select s.* from public.listed_stylists s
      where s.verification_status = 'approved' and s.profile_image_url is not null and s.has_portfolio
      order by s.rating_average desc nulls last, s.review_count desc, s.id
      limit 200
    ), pool as (
      select s.*, null::float8 as distance_m, ${recommendedScore(tx, tx`null::float8`)} as score
      from candidates s
      order by score desc, s.id
      limit ${FEATURED_POOL}
    ), page as (
      select * from pool order by md5(id::text || ${today}), id limit 3
    )
    ${cardSelect(tx)} order by md5(page.id::text || ${today}), page.id`
}

export async function listSpecialties(tx: Tx) {
  return tx<
    Pick<Row<'specialties'>, 'id' | 'code' | 'name'>[]
  >`select id::int as id, code, name from public.specialties order by id`
}
