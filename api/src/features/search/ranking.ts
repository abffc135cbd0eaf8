import type { Fragment, Tx } from '../../db/client.ts'

/**
 * The "recommended" score (ADR 006). Higher is better; every term is computed from the row alone,
 * so the score is stable between pages:
 *
 *   W, S       = sum of the weights, and of weight * rating, of the visible reviews: a verified
 *                review (from a completed visit) weighs 1, another 0.5
 *   bayes      = (C * m + S) / (C + W)                    C = 10, m = 4.5
 *   score      = bayes
 *              + 0.10 * ln(1 + W)                         many reviews: more trust (0.46 at 100)
 *              + 0.15 if verification_status = 'approved'
 *              + 0.05 each for a profile photo, a portfolio image and a salon name
 *              - 0.50 * d / (d + 10)                       d = miles from the searched point (0 without one)
 *
 * Everything but the distance term is stored in `stylists.recommended_score`, kept by a trigger
 * (public.stylist_recommended_score, migrations 20261121001300 and 20261126000200), so a search computes one
 * subtraction per row. m is the mean rating of the stylists' reviews, kept as a constant (4.47
 * measured on the demo data; revisited rarely) because averaging over every stylist on each
 * search would scan the table. A stylist without reviews scores m, between the well and the
 * poorly reviewed.
 */
/** The score as SQL over `s` (listed stylists) and `distance_m` (metres or null). */
export function recommendedScore(tx: Tx, distanceMetres: Fragment) {
  return tx`(s.recommended_score - coalesce(0.5 * (${distanceMetres} / 1609.344) / ((${distanceMetres} / 1609.344) + 10), 0))`
}

/** The distance term of the score, as recommendedScore computes it: 0.5 * d / (d + 10), d in miles. */
export function distancePenalty(metres: number): number {
  const miles = metres / 1609.344
  return (0.5 * miles) / (miles + 10)
}
