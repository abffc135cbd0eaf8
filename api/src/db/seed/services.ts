import { findCatalogueService, serviceCodes } from '@marketplace/domain/catalogue/services.ts'
import type { PriceTier } from '@marketplace/domain/money.ts'
import type { Persona } from './personas.ts'
import { serviceDescriptions, servicePricing } from './personas.ts'
import type { Rng } from './random.ts'

// A stylist's menu: mostly the persona's own services, priced for the stylist's tier.

export interface ServiceDraft {
  code: string
  name: string
  description: string | null
  priceCents: number
  durationMinutes: number
  /** Processing time (issue 39): active, processing and finishing minutes summing to the duration. */
  parts?: { activeMinutes: number; processingMinutes: number; finishingMinutes: number }
}

const tierFactor: Record<PriceTier, number> = { $: 0.6, $$: 1, $$$: 1.6, $$$$: 2.5 }

/** Starting prices inside each tier's bounds ($ under $50 ... $$$$ over $200), in $5 steps. */
export function startingPriceCents(rng: Rng, tier: PriceTier): number {
  const [min, max] = { $: [20, 45], $$: [50, 100], $$$: [105, 200], $$$$: [205, 350] }[tier]
  return (min + 5 * Math.floor(rng.next() ** 1.3 * ((max - min) / 5 + 1))) * 100
}

function price(rng: Rng, code: string, tier: PriceTier): number {
  // Price on request: common for consultations and corrections, rare otherwise.
  const onRequest = code === 'consultation' ? 0.4 : code === 'color-correction' ? 0.25 : 0.015
  if (rng.chance(onRequest)) return 0
  const dollars = servicePricing[code][0] * tierFactor[tier] * rng.float(0.85, 1.2)
  return (dollars < 30 ? Math.max(5, Math.round(dollars)) : Math.round(dollars / 5) * 5) * 100
}

function duration(rng: Rng, code: string): number {
  const minutes = servicePricing[code][1] + 15 * rng.int(-1, 2)
  return Math.min(240, Math.max(15, minutes))
}

export function servicesFor(rng: Rng, persona: Persona, tier: PriceTier): ServiceDraft[] {
  const count = Number(rng.weighted({ 3: 8, 4: 12, 5: 16, 6: 17, 7: 15, 8: 13, 9: 10, 10: 9 }))
  const codes = new Set(rng.sample(persona.core, Math.min(persona.core.length, count - 1)))
  for (const code of rng.sample(persona.extra, persona.extra.length)) {
    if (codes.size >= count) break
    // Now and then something off-persona, as real menus have.
    codes.add(rng.chance(0.1) ? rng.pick(serviceCodes) : code)
  }
  return [...codes].map((code) => {
    const descriptions = serviceDescriptions[code]
    return {
      code,
      name: findCatalogueService(code)?.label ?? code,
      description: descriptions && rng.chance(0.45) ? rng.pick(descriptions) : null,
      priceCents: price(rng, code, tier),
      durationMinutes: duration(rng, code),
    }
  })
}
