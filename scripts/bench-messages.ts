// `npm run bench:messages [-- --conversations 200 --duration 60 --interval 5 --port 3725]`: live message
// delivery on the Node server in embedded mode (issue 38, ADR 022). Starts the server on a fresh
// DATA_DIR (PGlite, no demo seed), makes one client and one listed stylist per conversation through
// the API, opens both sides' live streams (GET /api/messages/stream, Server-Sent Events), then each
// conversation sends a message every `interval` seconds for `duration` seconds, the client and the
// stylist taking turns. Checks that every message reaches both sides exactly once and, on the other
// side, in the order sent; prints the p50/p95/p99 from the start of the send to the other side's
// event, and every error. Targets (issue 38): nothing lost or repeated, in order, p95 under 1 s,
// no errors. Exits 1 when a target is missed.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { createSseParser } from '../web/src/features/messages/live/sse-parser.ts'

const { values } = parseArgs({
  options: {
    conversations: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    interval: { type: 'string', default: '5' },
    port: { type: 'string', default: '3725' },
  },
})
const N = Number(values.conversations)
const durationMs = Number(values.duration) * 1000
const intervalMs = Number(values.interval) * 1000
const origin = `http://127.0.0.1:${values.port}`
// fetch's default pool opens as many sockets per origin as requests in flight (two streams a
// conversation plus the sends); its 300 s body timeout outlasts the run.

const dataDir = mkdtempSync(join(tmpdir(), 'bench-messages-'))
const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
  env: {
    ...process.env,
    PORT: values.port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    // Every account of the run calls from 127.0.0.1: the per-IP abuse limits would answer 429.
    RATE_LIMIT_FACTOR: '10000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const stopServer = () => {
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
process.once('exit', () => server.kill('SIGTERM'))

const errors: string[] = []
const fail = (what: string) => {
  if (errors.length < 50) console.error(`error: ${what}`)
  errors.push(what)
}

async function waitForServer() {
  const until = Date.now() + 600_000
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`)
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('The server did not start within 10 minutes')
}

async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown; apikey?: string }) {
  const res = await fetch(`${origin}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.apikey ? { apikey: init.apikey } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${init.method ?? 'POST'} ${path}: ${res.status} ${text.slice(0, 200)}`)
  return (text ? JSON.parse(text) : null) as T
}

let anonKey = ''
const run = Date.now().toString(36)
async function account(label: string): Promise<{ id: string; token: string }> {
  const email = `bench-${run}-${label}@example.com`
  await call('/auth/v1/signup', { apikey: anonKey, body: { email, password: 'password123' } })
  const session = await call<{ access_token: string; user: { id: string } }>('/auth/v1/token?grant_type=password', {
    apikey: anonKey,
    body: { email, password: 'password123' },
  })
  return { id: session.user.id, token: session.access_token }
}

async function listedStylist(i: number) {
  const user = await account(`stylist-${i}`)
  await call('/api/complete-signup', {
    token: user.token,
    body: { planType: 'monthly', paymentMethodId: null, couponCode: 'FREETRIAL0125' },
  })
  const profile = await call<{ id: number }>('/api/firebase/stylists', {
    token: user.token,
    body: {
      stylistName: `Bench Stylist ${i}`,
      bio: 'Colour and braids for every texture. I answer questions before you book: send me what you have in mind.',
      address: '1 Main St',
      city: 'Marfa',
      state: 'TX',
      zipCode: '79843',
      phone: '4325550100',
      startingPrice: 40,
    },
  })
  return { ...user, stylistId: profile.id }
}

interface Side {
  id: string
  token: string
  /** messageId → times its event arrived on this side's stream. */
  seen: Map<number, number>
  /** Message ids of the other side, in the order their events arrived. */
  arrivals: number[]
  /** messageId → when its event arrived (performance.now()). */
  arrivedAt: Map<number, number>
  abort: AbortController
  ready: Promise<void>
}

function openStream(user: { id: string; token: string }, conversationId: number): Side {
  const side: Side = {
    ...user,
    seen: new Map(),
    arrivals: [],
    arrivedAt: new Map(),
    abort: new AbortController(),
    ready: Promise.resolve(),
  }
  side.ready = new Promise<void>((ready, failed) => {
    void (async () => {
      const res = await fetch(`${origin}/api/messages/stream`, {
        headers: { authorization: `Bearer ${user.token}`, accept: 'text/event-stream' },
        signal: side.abort.signal,
      })
      if (!res.ok || !res.body) throw new Error(`stream: ${res.status}`)
      const parse = createSseParser((event) => {
        if (event.event === 'ready') return ready()
        if (event.event !== 'message') return
        const { conversationId: c, messageId } = JSON.parse(event.data) as { conversationId: number; messageId: number }
        if (c !== conversationId)
          return fail(`an event of conversation ${c} on a stream of conversation ${conversationId}`)
        side.seen.set(messageId, (side.seen.get(messageId) ?? 0) + 1)
        side.arrivals.push(messageId)
        if (!side.arrivedAt.has(messageId)) side.arrivedAt.set(messageId, performance.now())
      })
      const decoder = new TextDecoder()
      const reader = res.body.getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        parse(decoder.decode(value, { stream: true }))
      }
    })().catch((error: unknown) => {
      if (side.abort.signal.aborted) return
      fail(`stream of ${user.id}: ${error instanceof Error ? error.message : String(error)}`)
      failed(error)
    })
  })
  return side
}

interface Sent {
  id: number
  fromClient: boolean
  startedAt: number
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

try {
  console.log(
    `bench:messages: ${N} conversations, a message every ${intervalMs / 1000} s each for ${durationMs / 1000} s; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
  const started = performance.now()
  await waitForServer()
  console.log(`Server ready in ${((performance.now() - started) / 1000).toFixed(1)} s (embedded PGlite, ${dataDir})`)
  anonKey = (await call<{ supabaseAnonKey: string }>('/api/config', {})).supabaseAnonKey

  // Set-up, a few at a time (it is not what is measured).
  const pairs: { conversationId: number; client: Side; stylist: Side }[] = []
  for (let i = 0; i < N; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, N - i) }, async (_, k) => {
        const n = i + k
        const [stylist, client] = await Promise.all([listedStylist(n), account(`client-${n}`)])
        const conversation = await call<{ id: number }>('/api/messages/conversations', {
          token: client.token,
          body: { stylistId: stylist.stylistId },
        })
        return { conversationId: conversation.id, client, stylist }
      }),
    )
    for (const b of batch)
      pairs.push({
        conversationId: b.conversationId,
        client: openStream(b.client, b.conversationId),
        stylist: openStream(b.stylist, b.conversationId),
      })
  }
  await Promise.all(pairs.flatMap((p) => [p.client.ready, p.stylist.ready]))
  console.log(`${N} conversations, ${2 * N} streams open after ${((performance.now() - started) / 1000).toFixed(1)} s`)

  // The load: each conversation on its own 5 s beat, the beats spread over the interval.
  const sent = new Map<number, Sent[]>()
  const sendOne = async (p: (typeof pairs)[number], turn: number) => {
    const fromClient = turn % 2 === 0
    const from = fromClient ? p.client : p.stylist
    const startedAt = performance.now()
    try {
      const message = await call<{ id: number }>(`/api/messages/conversations/${p.conversationId}/messages`, {
        token: from.token,
        body: { body: `Bench message ${turn} of conversation ${p.conversationId}` },
      })
      const list = sent.get(p.conversationId) ?? []
      list.push({ id: message.id, fromClient, startedAt })
      sent.set(p.conversationId, list)
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error))
    }
  }
  const loadStart = performance.now()
  const turns = Math.floor(durationMs / intervalMs)
  await Promise.all(
    pairs.map(async (p, i) => {
      const offset = (i / N) * intervalMs
      const sends: Promise<void>[] = []
      for (let turn = 0; turn < turns; turn++) {
        const due = loadStart + offset + turn * intervalMs
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())))
        // Sends in flight do not hold the beat back (a slow answer must not slow the rate).
        sends.push(sendOne(p, turn))
      }
      await Promise.all(sends)
    }),
  )
  // Room for the last events to arrive.
  await new Promise((r) => setTimeout(r, 3000))
  for (const p of pairs) {
    p.client.abort.abort()
    p.stylist.abort.abort()
  }

  // Exactly once on both sides; in order on the other side; latency to the other side.
  const latencies: number[] = []
  let total = 0
  let missing = 0
  let repeated = 0
  let outOfOrder = 0
  for (const p of pairs) {
    const messages = (sent.get(p.conversationId) ?? []).sort((a, b) => a.id - b.id)
    total += messages.length
    for (const m of messages) {
      for (const side of [p.client, p.stylist]) {
        const times = side.seen.get(m.id) ?? 0
        if (times === 0) missing++
        if (times > 1) repeated++
      }
      const other = m.fromClient ? p.stylist : p.client
      const at = other.arrivedAt.get(m.id)
      if (at !== undefined) latencies.push(at - m.startedAt)
    }
    for (const side of [p.client, p.stylist]) {
      const order = side.arrivals.filter((id) => messages.some((m) => m.id === id))
      for (let k = 1; k < order.length; k++) if (order[k]! < order[k - 1]!) outOfOrder++
    }
  }
  latencies.sort((a, b) => a - b)
  const ms = (n: number) => `${n.toFixed(0)} ms`
  console.log('')
  console.log(`messages sent        ${total} (expected ${N * turns})`)
  console.log(`missing deliveries   ${missing}`)
  console.log(`repeated deliveries  ${repeated}`)
  console.log(`out of order         ${outOfOrder}`)
  console.log(
    `send -> other side   p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  p99 ${ms(percentile(latencies, 99))}  max ${ms(latencies.at(-1) ?? Number.NaN)}`,
  )
  console.log(`errors               ${errors.length}`)
  const p95 = percentile(latencies, 95)
  const ok =
    errors.length === 0 && missing === 0 && repeated === 0 && outOfOrder === 0 && total === N * turns && p95 < 1000
  console.log(ok ? 'PASS' : 'FAIL')
  stopServer()
  process.exit(ok ? 0 : 1)
} catch (error) {
  console.error(error)
  stopServer()
  process.exit(1)
}
