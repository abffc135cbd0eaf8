import type { Rng } from './random.ts'
import { addDays } from './random.ts'
import { qualityOf, reviewComment, reviewRating } from './review-text.ts'
import type { ServiceDraft } from './services.ts'

// Reviews by the demo clients: 0-40 a stylist, most stylists with a handful and a few with many,
// never more than their time on the platform allows, and one per client and stylist.

export interface ClientRef {
  id: string
  createdAt: Date
}

export interface ReviewDraft {
  authorId: string
  rating: number
  comment: string
  createdAt: Date
}

export function reviewsFor(
  rng: Rng,
  ctx: { now: Date; clients: readonly ClientRef[] },
  stylist: { first: string; joined: Date; until: Date; services: readonly ServiceDraft[] },
): ReviewDraft[] {
  // Only a listed profile can be reviewed: lapsed stylists got theirs before they lapsed.
  const until = Math.min(ctx.now.getTime(), stylist.until.getTime())
  const tenureDays = (until - stylist.joined.getTime()) / 86_400_000
  const wanted = rng.chance(0.12) ? 0 : Math.floor(1 + 39 * rng.next() ** 2.8)
  if (wanted === 0 || tenureDays < 5) return []
  const authors = ctx.clients.filter((c) => c.createdAt.getTime() < until)
  const count = Math.min(wanted, Math.floor(tenureDays / 5), authors.length)
  const quality = qualityOf(rng)
  return rng.sample(authors, count).map((client) => {
    const rating = reviewRating(rng, quality)
    const service = rng.pick(stylist.services)
    const from = Math.max(stylist.joined.getTime(), client.createdAt.getTime())
    const span = Math.max(0, until - from) / 86_400_000
    return {
      authorId: client.id,
      rating,
      comment: reviewComment(rng, rating, stylist.first, service.code, service.name),
      createdAt: addDays(new Date(from), rng.float(0.05, 0.98) * span),
    }
  })
}
