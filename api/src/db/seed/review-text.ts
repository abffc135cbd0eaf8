import type { Rng } from './random.ts'

// Review ratings and comments. Most stylists are loved, a few are uneven; comments match the
// stars and mention a service the stylist really offers.

export type Quality = 'excellent' | 'good' | 'mixed'

const ratingOdds: Readonly<Record<Quality, Readonly<Record<'5' | '4' | '3' | '2' | '1', number>>>> = {
  excellent: { 5: 78, 4: 17, 3: 3, 2: 1, 1: 1 },
  good: { 5: 50, 4: 32, 3: 10, 2: 5, 1: 3 },
  mixed: { 5: 25, 4: 25, 3: 20, 2: 15, 1: 15 },
}

export function qualityOf(rng: Rng): Quality {
  return rng.weighted({ excellent: 68, good: 24, mixed: 8 })
}

export function reviewRating(rng: Rng, quality: Quality): number {
  return Number(rng.weighted(ratingOdds[quality]))
}

type Line = (first: string, service: string) => string

const glowing: readonly Line[] = [
  (f, s) => `${f} is amazing! My ${s} came out exactly how I pictured it.`,
  (f) => `Best salon experience I've had in years. ${f} listened to everything I wanted.`,
  (f, s) => `I've been to a lot of stylists and ${f} is the only one I trust with my ${s} now.`,
  (f) => `${f} made me feel so comfortable and my hair has never looked better.`,
  (_, s) => `Absolutely in love with my ${s}. Worth every penny.`,
  (f, s) => `Came in for my ${s} and left feeling like a new person. Thank you ${f}!`,
  (f) => `So talented and so kind. I already booked my next appointment with ${f}.`,
  (_, s) => `Flawless ${s}, on time, and the space is beautiful.`,
]
const positive: readonly Line[] = [
  (f, s) => `Really happy with my ${s}. ${f} was friendly and professional.`,
  (_, s) => `Great ${s}, just ran a little behind schedule.`,
  (f) => `${f} did a great job. Parking was a bit tricky but I'd come back.`,
  (_, s) => `Solid ${s} at a fair price. Would recommend.`,
  (f) => `Nice experience overall, ${f} gave me good tips for styling at home.`,
]
const mixed: readonly Line[] = [
  (_, s) => `My ${s} came out okay, not quite what I asked for but close.`,
  (f) => `${f} is skilled but the appointment felt rushed.`,
  (_, s) => `Decent ${s}. I had to wait 30 minutes past my booking time.`,
  (_, s) => `Mixed feelings about my ${s}: it looks fine but it cost more than quoted.`,
]
const negative: readonly Line[] = [
  (_, s) => `Disappointed with my ${s}. It didn't match the photos I brought.`,
  (f) => `${f} canceled on me twice. I won't be rebooking.`,
  (_, s) => `My ${s} needed fixing within a week. Not worth the price.`,
  () => 'Communication was poor and the result was uneven.',
]
const extras = [
  'Highly recommend!',
  'Five stars.',
  'Will be back.',
  'The salon was spotless.',
  'Great music and vibe.',
  'Booking was easy.',
  'My friends keep asking who did my hair.',
  '',
]

// How clients say the catalogue labels that contain slashes or jargon.
const spoken: Readonly<Record<string, string>> = {
  'box-knotless-braids': 'knotless braids',
  'balayage-ombre': 'balayage',
  'clipper-cut-fade': 'fade',
  'fashion-color': 'vivid color',
  'gloss-toner': 'gloss',
  'detox-clarifying': 'clarifying treatment',
  'flat-iron-curls': 'curls',
  'updo-event': 'updo',
  'ponytails-sleek': 'sleek ponytail',
  'cornrows-feedin': 'feed-in braids',
  'faux-locs': 'faux locs',
  'hair-wraps': 'bantu knots',
  'perm-body-wave': 'body wave',
  'relaxer-texturizer': 'relaxer',
  'tapein-sewin': 'sew-in',
  'clipins-halo': 'clip-ins',
  'microlink-fusion': 'micro-links',
  'prom-photoshoot': 'prom hair',
  'wash-style': 'wash and style',
  'travel-onsite': 'on-site styling',
  'beard-trim-lineup': 'beard trim',
  'bang-trim': 'bang trim',
  'wig-install': 'wig install',
  'lace-front': 'lace front',
  'kids-cut': "kid's haircut",
  'standard-haircut': 'haircut',
  'quick-style': 'style',
  'custom-color': 'color',
}

/** A comment for a rating, about one of the stylist's services (catalogue code and label). */
export function reviewComment(rng: Rng, rating: number, first: string, code: string, label: string): string {
  const pool = rating === 5 ? glowing : rating === 4 ? positive : rating === 3 ? mixed : negative
  const text = rng.pick(pool)(first, spoken[code] ?? label.toLowerCase())
  const extra = rating >= 4 && rng.chance(0.45) ? rng.pick(extras) : ''
  return extra ? `${text} ${extra}` : text
}
