const DAY_MS = 86_400_000

/**
 * A period of `days` UTC days ending with `now`'s day, and the same number of days just before it.
 * `start`/`end` are the instants that bound both together (end exclusive: tomorrow's midnight).
 */
export function periodBounds(now: Date, days: number) {
  const todayMs = Date.parse(now.toISOString().slice(0, 10))
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  return {
    from: iso(todayMs - (days - 1) * DAY_MS),
    to: iso(todayMs),
    previousFrom: iso(todayMs - (2 * days - 1) * DAY_MS),
    start: new Date(todayMs - (2 * days - 1) * DAY_MS),
    end: new Date(todayMs + DAY_MS),
  }
}

/** Splits a 2×days series (oldest first) into the previous and current halves' sums, by key. */
export function periodTotals<K extends string, R extends Record<K, number>>(
  rows: readonly R[],
  keys: readonly K[],
  days: number,
  /** Keys that are a level at the end of a day (active subscriptions): the half's last value, not a sum. */
  levels: readonly K[] = [],
) {
  const sum = (part: readonly R[]) =>
    Object.fromEntries(
      keys.map((k) => [
        k,
        levels.includes(k) ? (part.at(-1)?.[k] ?? 0) : round2(part.reduce((total, r) => total + r[k], 0)),
      ]),
    ) as Record<K, number>
  return { previous: sum(rows.slice(0, days)), current: sum(rows.slice(days)), series: rows.slice(days) }
}

const round2 = (n: number) => Math.round(n * 100) / 100
