import type { Rng } from './random.ts'

// Weekly opening hours (0 = Sunday). Most stylists work five or six days with Sunday or Monday
// off; some split their day around a break, a few work every day, part-timers three or four days.

export interface HoursDraft {
  day: number
  opens: string
  closes: string
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

// How likely each day is to be a day off, Sunday first.
const offWeights = { 0: 6, 1: 5, 2: 2, 3: 2, 4: 1, 5: 0.3, 6: 0.6 }

export function weeklyHours(rng: Rng): HoursDraft[] {
  const pattern = rng.weighted({ five: 45, six: 33, every: 7, part: 15 })
  const workDays = pattern === 'every' ? 7 : pattern === 'six' ? 6 : pattern === 'five' ? 5 : rng.int(3, 4)
  const off = new Set<number>()
  while (off.size < 7 - workDays) {
    off.add(Number(rng.weighted(Object.fromEntries(Object.entries(offWeights).filter(([d]) => !off.has(Number(d)))))))
  }
  const opens = rng.pick([480, 510, 540, 540, 570, 600, 600, 660, 720])
  const closes = Math.min(1260, opens + rng.pick([360, 420, 480, 480, 510, 540, 600]))
  const split = rng.chance(0.15)
  const lateDays = rng.chance(0.3) ? [4, 5] : []
  const hours: HoursDraft[] = []
  for (let day = 0; day < 7; day++) {
    if (off.has(day)) continue
    if (day === 0 || day === 6) {
      // Weekends: a shorter day, starting no earlier than 9.
      const start = Math.max(540, opens)
      hours.push({ day, opens: hhmm(start), closes: hhmm(Math.min(closes, start + rng.pick([300, 360, 420]))) })
    } else if (split && day !== 5 && closes - opens >= 420) {
      const breakAt = opens + 240
      hours.push({ day, opens: hhmm(opens), closes: hhmm(breakAt) })
      hours.push({ day, opens: hhmm(breakAt + rng.pick([60, 90, 120])), closes: hhmm(Math.min(1290, closes + 60)) })
    } else {
      const late = lateDays.includes(day) ? 90 : 0
      hours.push({ day, opens: hhmm(opens), closes: hhmm(Math.min(1320, closes + late)) })
    }
  }
  return hours
}
