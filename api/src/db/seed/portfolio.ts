import type { PersonaCode } from './personas.ts'
import type { PortfolioStyle } from './portfolio-art.ts'
import { demoPortfolioImages } from './images.ts'
import type { Rng } from './random.ts'

// Portfolio rows for the shared images: captions and tags that match what each image shows, and
// images that match the stylist's kind of work (a braider's portfolio shows braids).

const captions: Record<PortfolioStyle, readonly string[]> = {
  waves: [
    'Soft beach waves',
    'Glossy blowout with movement',
    'Long layers, lots of bounce',
    'Lived-in waves for the weekend',
    'Fresh cut and style',
  ],
  curls: [
    'Defined curls after a curly cut',
    'Wash-and-go definition',
    'Coils, moisturized and defined',
    'Ringlets with zero frizz',
    'Curl refresh and shape',
  ],
  braid: [
    'Knotless braids, mid-back',
    'Boho braid for a wedding guest',
    'Protective style for summer',
    'Fishtail braid, event styling',
    'Feed-in braids',
  ],
  balayage: [
    'Hand-painted balayage',
    'Sun-kissed ends',
    'Dimensional blonde',
    'Rich brunette melt',
    'Vivid color refresh',
    'Soft money-piece highlights',
  ],
}
const tags: Record<PortfolioStyle, readonly string[]> = {
  waves: ['waves', 'blowout', 'long-hair', 'layers', 'haircut'],
  curls: ['curls', 'curly-hair', 'natural-hair', 'definition', 'curly-cut'],
  braid: ['braids', 'protective-style', 'knotless', 'bridal', 'updo'],
  balayage: ['balayage', 'color', 'blonde', 'lived-in', 'highlights'],
}
const preference: Record<PersonaCode, Readonly<Record<PortfolioStyle, number>>> = {
  generalist: { waves: 35, balayage: 35, curls: 15, braid: 15 },
  colorist: { balayage: 60, waves: 30, curls: 5, braid: 5 },
  barber: { waves: 40, curls: 40, braid: 10, balayage: 10 },
  natural: { braid: 50, curls: 40, waves: 10, balayage: 0 },
  curly: { curls: 70, waves: 15, braid: 15, balayage: 0 },
  extensions: { waves: 50, balayage: 30, braid: 20, curls: 0 },
  bridal: { braid: 40, waves: 40, balayage: 20, curls: 0 },
}

export interface PortfolioDraft {
  imageUrl: string
  caption: string | null
  tags: string[]
  position: number
}

/** `count` distinct images, most in the persona's preferred styles. */
export function portfolioFor(rng: Rng, persona: PersonaCode, count: number): PortfolioDraft[] {
  const items: PortfolioDraft[] = []
  const used = new Set<string>()
  while (items.length < count) {
    const style = rng.weighted(preference[persona])
    const image = rng.pick(demoPortfolioImages.filter((img) => img.style === style && !used.has(img.url)))
    if (!image) continue
    used.add(image.url)
    items.push({
      imageUrl: image.url,
      caption: rng.chance(0.85) ? rng.pick(captions[style]) : null,
      tags: rng.sample(tags[style], rng.int(1, 4)),
      position: items.length,
    })
  }
  return items
}
