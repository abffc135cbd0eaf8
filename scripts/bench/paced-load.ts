import { Agent, request } from 'node:http'

// An open loop at a fixed offered rate: request i is due at start + i / rate seconds, whatever the
// earlier ones are doing, and its latency counts from when it was due (so a request the client
// could not send on time, or that waited for a free socket, is not measured short: no coordinated
// omission). autocannon's `overallRate` is not this: each connection sends its share of a second
// back to back when the second begins, so 100 req/s arrive as a burst of 100 at every second's
// start, and the queue that burst makes is what its percentiles measure.

/** One load run's figures (this paced loop's, and bench-search.ts's autocannon runs). */
export interface LoadRun {
  /** Responses per second over the run. */
  rps: number
  p50: number
  p95: number
  p99: number
  /** Non-2xx answers and failed requests. */
  errors: number
  statuses: string
}

/** The p-th percentile of ascending `sorted` (NaN when empty). */
export const pct = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

export async function pacedLoad(origin: string, paths: string[], seconds: number, rate: number): Promise<LoadRun> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 })
  const total = Math.round(seconds * rate)
  const latencies: number[] = []
  const statuses = new Map<string, number>()
  let errors = 0
  const count = (status: string) => statuses.set(status, (statuses.get(status) ?? 0) + 1)
  const start = performance.now() + 50
  const one = (i: number, due: number) =>
    new Promise<void>((resolve) => {
      const req = request(`${origin}${paths[i % paths.length]}`, { agent }, (res) => {
        res.resume()
        res.on('end', () => {
          latencies.push(performance.now() - due)
          count(String(res.statusCode))
          if (!res.statusCode || res.statusCode >= 300) errors++
          resolve()
        })
      })
      req.on('error', () => {
        errors++
        count('error')
        resolve()
      })
      req.end()
    })
  const pending: Promise<void>[] = []
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate
    const wait = due - performance.now()
    if (wait > 1) await new Promise((r) => setTimeout(r, wait))
    pending.push(one(i, due))
  }
  await Promise.all(pending)
  const elapsed = (performance.now() - start) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return {
    rps: latencies.length / elapsed,
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    p99: pct(latencies, 99),
    errors,
    statuses: JSON.stringify(Object.fromEntries(statuses)),
  }
}
