import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { FakeStripeAccount, FakeStripeError, type FakePrice, type Json } from './stripe-fake-account.ts'
import { CONNECT_ROUTES, FakeConnectPayments } from './stripe-fake-connect.ts'

/** The plan prices the fake knows (what STRIPE_PRICE_MONTHLY / STRIPE_PRICE_ANNUAL would name). */
export const FAKE_PRICES = { monthly: 'price_chairside_monthly', annual: 'price_chairside_annual' } as const
const DEFAULT_PRICES: Record<string, FakePrice> = {
  [FAKE_PRICES.monthly]: { unitAmount: 500, interval: 'month' },
  [FAKE_PRICES.annual]: { unitAmount: 4000, interval: 'year' },
}

/** One request as the fake received it. */
export interface FakeRequest {
  method: string
  path: string
  /** The form-encoded body (POST) or query (GET, DELETE), bracket notation unfolded. */
  params: Json
  idempotencyKey: string | null
  stripeVersion: string | null
  /** The connected account named by `Stripe-Account` (a direct charge's requests), else null. */
  stripeAccount: string | null
  status: number
  /** Answered from the stored response of an earlier request with the same Idempotency-Key. */
  replayed: boolean
}

type Handler = (account: FakeStripeAccount, match: RegExpMatchArray, params: Json, key: string | null) => Json
const ROUTES: [string, RegExp, Handler][] = [
  ['POST', /^\/v1\/customers$/, (a, _m, p) => a.createCustomer(p)],
  ['GET', /^\/v1\/customers\/([^/]+)$/, (a, m) => a.customer(m[1], 'id')],
  ['POST', /^\/v1\/customers\/([^/]+)$/, (a, m, p) => a.updateCustomer(m[1], p)],
  ['DELETE', /^\/v1\/customers\/([^/]+)$/, (a, m) => a.deleteCustomer(m[1])],
  ['POST', /^\/v1\/setup_intents$/, (a, _m, p) => a.createSetupIntent(p)],
  ['GET', /^\/v1\/payment_methods\/([^/]+)$/, (a, m) => a.paymentMethod(m[1], 'id')],
  ['POST', /^\/v1\/coupons$/, (a, _m, p) => a.createCoupon(p)],
  ['GET', /^\/v1\/coupons\/([^/]+)$/, (a, m) => a.coupon(m[1], 'id')],
  ['POST', /^\/v1\/subscriptions$/, (a, _m, p, k) => a.createSubscription(p, k)],
  ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (a, m) => a.renderSubscription(a.subscription(m[1]))],
  ['POST', /^\/v1\/subscriptions\/([^/]+)$/, (a, m, p, k) => a.updateSubscription(m[1], p, k)],
  ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (a, m, _p, k) => a.cancelSubscription(m[1], k)],
  ['POST', /^\/v1\/accounts$/, (a, _m, p) => a.createConnectAccount(p)],
  ['GET', /^\/v1\/accounts\/([^/]+)$/, (a, m) => a.connectAccount(m[1])],
  ['POST', /^\/v1\/account_links$/, (a, _m, p) => a.createAccountLink(p)],
]

/**
 * A local stand-in for Stripe's HTTP API (the subset the billing adapter uses), for the real SDK
 * pointed at it with host/port. Like Stripe it reads form-encoded bodies, answers JSON, checks the
 * secret key, expands what `expand` names, and replays the stored answer of a repeated
 * Idempotency-Key (refusing one reused with other parameters). Every request is recorded.
 */
export class StripeFake {
  readonly requests: FakeRequest[] = []
  readonly account: FakeStripeAccount
  /** Intents, customers and refunds on connected accounts (requests with Stripe-Account). */
  readonly connect: FakeConnectPayments
  private readonly stored = new Map<string, { fingerprint: string; status: number; body: string }>()
  private readonly faults: { method: string; path: RegExp; left: number }[] = []
  private readonly server = createServer((req, res) => void this.handle(req, res))

  private constructor(now: () => Date, prices: Record<string, FakePrice>) {
    this.account = new FakeStripeAccount(prices, now)
    this.connect = new FakeConnectPayments(() => Math.floor(now().getTime() / 1000))
  }

  static async start(options: { now?: () => Date; prices?: Record<string, FakePrice> } = {}): Promise<StripeFake> {
    const fake = new StripeFake(options.now ?? (() => new Date()), options.prices ?? DEFAULT_PRICES)
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve))
    return fake
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port
  }

  /** The origin to give as STRIPE_API_URL. */
  get url(): string {
    return `http://127.0.0.1:${this.port}`
  }

  /** The real SDK, talking to this fake. */
  client(): Stripe {
    return new Stripe('sk_test_fake', {
      host: '127.0.0.1',
      port: this.port,
      protocol: 'http',
      maxNetworkRetries: 0,
      telemetry: false,
    })
  }

  /** The next `times` requests that match answer Stripe's 500 `api_error` (an outage at Stripe); later ones succeed. */
  failNext(method: string, path: RegExp, times = 1): void {
    this.faults.push({ method, path, left: times })
  }

  /** The requests that write (POST, DELETE), in order. */
  writes(): FakeRequest[] {
    return this.requests.filter((r) => r.method !== 'GET')
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) => this.server.close((err) => (err ? reject(err) : resolve())))
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stripe.fake')
    const text = req.method === 'POST' ? await readBody(req) : url.search.slice(1)
    const version = header(req, 'stripe-version')
    const key = header(req, 'idempotency-key')
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      params: parseForm(text),
      idempotencyKey: key,
      stripeVersion: version,
      stripeAccount: header(req, 'stripe-account'),
      status: 0,
      replayed: false,
    }
    this.requests.push(request)
    const answer = this.answer(request, /^Bearer sk_test_\w+$/.test(header(req, 'authorization') ?? ''))
    request.status = answer.status
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(8).toString('hex')}`,
      ...(version ? { 'stripe-version': version } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
      ...(request.replayed ? { 'idempotent-replayed': 'true' } : {}),
    })
    res.end(answer.body)
  }

  private answer(request: FakeRequest, authorized: boolean): { status: number; body: string } {
    if (!authorized)
      return errorAnswer(
        new FakeStripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' }),
      )
    const fault = this.faults.find((f) => f.left > 0 && f.method === request.method && f.path.test(request.path))
    if (fault) {
      fault.left--
      return errorAnswer(new FakeStripeError(500, { type: 'api_error', message: 'An unknown error occurred' }))
    }
    const key = request.method === 'POST' ? request.idempotencyKey : null
    const fingerprint = `${request.method} ${request.stripeAccount ?? ''} ${request.path} ${canonical(request.params)}`
    const stored = key ? this.stored.get(key) : undefined
    if (stored && stored.fingerprint !== fingerprint) {
      return errorAnswer(
        new FakeStripeError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        }),
      )
    }
    if (stored) {
      request.replayed = true
      return stored
    }
    const answer = this.dispatch(request)
    // Stripe keeps the result of every request that ran, declines included; not refused input.
    if (key && (answer.status < 300 || answer.status === 402)) this.stored.set(key, { fingerprint, ...answer })
    return answer
  }

  private dispatch(request: FakeRequest): { status: number; body: string } {
    if (request.stripeVersion) this.account.apiVersion = request.stripeVersion
    if (request.stripeAccount) return this.dispatchConnect(request, request.stripeAccount)
    for (const [method, pattern, handler] of ROUTES) {
      const match = request.method === method ? request.path.match(pattern) : null
      if (!match) continue
      try {
        const object = handler(this.account, match, request.params, request.idempotencyKey)
        return { status: 200, body: JSON.stringify(this.expand(object, request.params.expand)) }
      } catch (err) {
        if (err instanceof FakeStripeError) return errorAnswer(err)
        throw err
      }
    }
    return errorAnswer(
      new FakeStripeError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${request.path}).`,
      }),
    )
  }

  private dispatchConnect(request: FakeRequest, account: string): { status: number; body: string } {
    for (const [method, pattern, handler] of CONNECT_ROUTES) {
      const match = request.method === method ? request.path.match(pattern) : null
      if (!match) continue
      try {
        const object = handler(this.connect, account, match, request.params)
        return { status: 200, body: JSON.stringify(this.connect.expand(object, request.params.expand)) }
      } catch (err) {
        if (err instanceof FakeStripeError) return errorAnswer(err)
        throw err
      }
    }
    return errorAnswer(
      new FakeStripeError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${request.path}) on a connected account.`,
      }),
    )
  }

  /** Replaces the ids at the named top-level fields with their objects. */
  private expand(object: Json, paths: unknown): Json {
    const out = structuredClone(object)
    for (const path of Array.isArray(paths) ? paths : []) {
      const id = out[String(path)]
      if (typeof id !== 'string') continue
      if (id.startsWith('in_')) out[path] = structuredClone(this.account.invoices.get(id))
      else if (id.startsWith('pm_')) out[path] = this.account.paymentMethod(id)
      else if (id.startsWith('cus_')) out[path] = structuredClone(this.account.customer(id))
    }
    return out
  }
}

const errorAnswer = (err: FakeStripeError) => ({ status: err.status, body: JSON.stringify({ error: err.error }) })

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name]
  return typeof value === 'string' ? value : null
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** Stripe's form encoding unfolded: `items[0][price]=x&metadata[userId]=y` -> `{ items: [{ price }], metadata }`. */
export function parseForm(text: string): Json {
  const root: Json = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/[[\]]+/).filter(Boolean)
    let node = root as Record<string, unknown>
    path.forEach((segment, i) => {
      if (i === path.length - 1) {
        node[segment] = value
        return
      }
      node[segment] ??= /^\d+$/.test(path[i + 1]) ? [] : {}
      node = node[segment] as Record<string, unknown>
    })
  }
  return root
}

/** JSON with sorted keys, so equal parameters compare equal whatever their order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Json).sort(([a], [b]) => a.localeCompare(b))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}
