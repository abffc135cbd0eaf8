// A small seeded PRNG, so demo data is reproducible: the same seed gives the same rows.

/** Mixes numbers into one 32-bit seed (murmur3's finaliser), so each stylist gets its own stream. */
export function hashSeed(...parts: number[]): number {
  let h = 0x9e3779b9
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x85ebca6b)
    h ^= h >>> 13
    h = Math.imul(h, 0xc2b2ae35)
    h ^= h >>> 16
  }
  return h >>> 0
}

export class Rng {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** Streams for one purpose (stylist n, client n...) that do not shift when others change. */
  static for(...parts: number[]): Rng {
    return new Rng(hashSeed(...parts))
  }

  /** mulberry32: a float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0)
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]
  }

  /** Picks a key by weight, e.g. { active: 78, trialing: 6 }. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][]
    let r = this.next() * entries.reduce((sum, [, w]) => sum + w, 0)
    for (const [key, w] of entries) {
      r -= w
      if (r < 0) return key
    }
    return entries[entries.length - 1][0]
  }

  /** k distinct items in random order (partial Fisher-Yates on a copy). */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = items.slice()
    const n = Math.min(k, copy.length)
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i))
      ;[copy[i], copy[j]] = [copy[j], copy[i]]
    }
    return copy.slice(0, n)
  }

  /** A version-4-shaped UUID drawn from this stream (deterministic, unlike crypto.randomUUID). */
  uuid(): string {
    const hex: string[] = []
    for (let i = 0; i < 4; i++)
      hex.push(
        Math.floor(this.next() * 2 ** 32)
          .toString(16)
          .padStart(8, '0'),
      )
    const h = hex.join('')
    const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`
  }
}

const DAY_MS = 86_400_000

/** `days` (fractional) after `date`; negative for before. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + Math.round(days * DAY_MS))
}

export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime())
  d.setUTCMonth(d.getUTCMonth() + months)
  return d
}
