import type postgres from 'postgres'
import type { Tx } from '../../db/client.ts'

/**
 * The "recommended" score (ADR 006). Higher is better; every term is computed from the row alone,
 * so the score is stable between pages:
 *
 *   bayes      = (C * m + rating_average * review_count) / (C + review_count)   C = 10, m = 4.5
 *   score      = bayes
 *              + 0.10 * ln(1 + review_count)              many reviews: more trust (0.46 at 100)
 *              + 0.15 if verification_status = 'approved'
 *              + 0.05 each for a profile photo, a portfolio image and a salon name
 *              - 0.50 * d / (d + 10)                       d = miles from the searched point (0 without one)
 *
 * m is the mean rating of the stylists' reviews, kept as a constant (4.47 measured on the demo data;
 * revisited rarely) because averaging over every stylist on each search would scan the table.
 * A stylist without reviews scores m, between the well and the poorly reviewed.
 */
export const RATING_PRIOR_MEAN = 4.5
export const RATING_PRIOR_WEIGHT = 10

/** The score as SQL over `s` (stylists) and `distance_m` (metres or null). */
export function recommendedScore(tx: Tx, distanceMetres: postgres.Fragment) {
  return tx`(
    (${RATING_PRIOR_WEIGHT}::float8 * ${RATING_PRIOR_MEAN}::float8 + coalesce(s.rating_average, 0)::float8 * s.review_count)
      / (${RATING_PRIOR_WEIGHT}::float8 + s.review_count)
    + 0.10 * ln(1 + s.review_count)
    + case when s.verification_status = 'approved' then 0.15 else 0 end
    + case when s.profile_image_url is not null then 0.05 else 0 end
    + case when s.salon_name is not null and s.salon_name <> '' then 0.05 else 0 end
    + case when exists (select 1 from public.portfolio_items p where p.stylist_id = s.id) then 0.05 else 0 end
    - coalesce(0.5 * (${distanceMetres} / 1609.344) / ((${distanceMetres} / 1609.344) + 10), 0)
  )`
}
