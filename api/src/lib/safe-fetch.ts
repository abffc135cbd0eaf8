import { lookup } from 'node:dns/promises'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'

// A GET of an address a user typed, made by the server (issue 39: outside calendars). The server
// sits next to things a stranger must not reach (the database, metadata services, other machines
// of the network), so every address is resolved first and each resolved IP judged; the connection
// then goes to the very IP judged (a lookup function that answers it), never a second lookup a
// rebinding DNS server could answer differently. Each redirect is judged again, at most three. The
// body is read up to a size limit, within a connect and a total time limit (a slow body is cut),
// and never decompressed (Accept-Encoding: identity), so its size is what was counted.
// Node-only (node:http, node:dns): the calendar sync runs in the Node server's worker.

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>

export interface SafeFetchOptions {
  /** Refuse http:// (production settings: env.ts hasProductionSettings). webcal:// is always https. */
  httpsOnly: boolean
  /** DNS; tests inject their own. Default: the system resolver, every address. */
  resolve?: Resolver
  /** Whether an IP may be connected to. Default: a public unicast address (isPublicAddress). */
  allowAddress?: (address: string) => boolean
  maxBytes?: number
  connectTimeoutMs?: number
  totalTimeoutMs?: number
  maxRedirects?: number
  headers?: Record<string, string>
}

export type SafeFetchResult =
  | { status: 200; body: string; etag: string | null; lastModified: string | null }
  | { status: 304; etag: string | null; lastModified: string | null }

export type SafeFetchFailure =
  'scheme' | 'address' | 'dns' | 'redirects' | 'tooLarge' | 'timeout' | 'status' | 'network'

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message)
  }
}

export const SAFE_FETCH_DEFAULTS = {
  maxBytes: 2 * 1024 * 1024,
  connectTimeoutMs: 5_000,
  totalTimeoutMs: 15_000,
  maxRedirects: 3,
}

const blocked = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT shared space
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID...)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside, reachable by relays
  ['64:ff9b:1::', 48], // local-use NAT64
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, prefix, 'ipv6')

/** The eight 16-bit groups of an IPv6 address (with an IPv4 tail turned into two groups). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '')
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (v4) {
    const o = v4[1].split('.').map(Number)
    text = text.slice(0, -v4[1].length) + `${((o[0] << 8) | o[1]).toString(16)}:${((o[2] << 8) | o[3]).toString(16)}`
  }
  const [head, tail] = text.split('::')
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : [])
  const h = part(head)
  const t = part(tail)
  const groups = text.includes('::') ? [...h, ...Array(8 - h.length - t.length).fill(0), ...t] : h
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null
}

/**
 * Whether an IP is a public unicast address a user's URL may reach: not private, loopback,
 * link-local, unique-local, CGNAT, multicast, unspecified, documentation or reserved, in IPv4 or
 * IPv6. An IPv4 address inside IPv6 (mapped ::ffff:a.b.c.d, or NAT64 64:ff9b::/96) is judged as IPv4.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return !blocked.check(address, 'ipv4')
  if (family !== 6) return false
  const g = ipv6Groups(address)
  if (!g) return false
  const embedded = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return isPublicAddress(embedded(g[6], g[7]))
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0))
    return isPublicAddress(embedded(g[6], g[7]))
  const canonical = g.map((x) => x.toString(16)).join(':')
  return !blocked.check(canonical, 'ipv6')
}

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true })

/** The URL to request: webcal is https; http only without production settings; no credentials in it. */
function checkScheme(raw: string, httpsOnly: boolean): URL {
  let url: URL
  try {
    url = new URL(raw.replace(/^webcals?:/i, 'https:'))
  } catch {
    throw new SafeFetchError('scheme', 'not a web address')
  }
  if (url.username || url.password) throw new SafeFetchError('scheme', 'credentials in the address')
  if (url.protocol === 'https:') return url
  if (url.protocol === 'http:' && !httpsOnly) return url
  throw new SafeFetchError('scheme', `${url.protocol} is not allowed`)
}

/** The one IP this request will connect to: every address the name resolves to must be allowed. */
async function checkedAddress(
  url: URL,
  resolve: Resolver,
  allow: (address: string) => boolean,
): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  let addresses: { address: string; family: number }[]
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }]
  else {
    try {
      addresses = await resolve(host)
    } catch {
      throw new SafeFetchError('dns', `${host} does not resolve`)
    }
  }
  if (addresses.length === 0) throw new SafeFetchError('dns', `${host} does not resolve`)
  // One refused address refuses the name: a name that also points inside is not a public calendar.
  for (const a of addresses)
    if (!allow(a.address)) throw new SafeFetchError('address', `${host} resolves to a refused address`)
  return addresses[0]
}

interface Hop {
  response: IncomingMessage
  done: () => void
}

function requestOnce(
  url: URL,
  target: { address: string; family: number },
  headers: Record<string, string>,
  connectTimeoutMs: number,
  signal: AbortSignal,
): Promise<Hop> {
  // The connection goes to the address judged above, whatever the name would resolve to now.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }])
    else callback(null, target.address, target.family)
  }
  const make = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const req = make(url, {
      method: 'GET',
      headers: { 'accept-encoding': 'identity', 'user-agent': 'Chairside-Calendar-Sync/1', ...headers },
      lookup: pinned,
      agent: false,
      signal,
    })
    const connectTimer = setTimeout(
      () => req.destroy(new SafeFetchError('timeout', 'the server did not accept a connection in time')),
      connectTimeoutMs,
    )
    req.on('socket', (socket) => {
      const connected = () => clearTimeout(connectTimer)
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', connected)
    })
    req.on('response', (response) => {
      clearTimeout(connectTimer)
      resolve({ response, done: () => req.destroy() })
    })
    req.on('error', (error) => {
      clearTimeout(connectTimer)
      reject(error)
    })
    req.end()
  })
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers['content-length'])
  if (Number.isFinite(declared) && declared > maxBytes)
    throw new SafeFetchError('tooLarge', `the body is larger than ${maxBytes} bytes`)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) throw new SafeFetchError('tooLarge', `the body is larger than ${maxBytes} bytes`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** GET `raw` under the rules above: the body (200) or not modified (304); SafeFetchError otherwise. */
export async function safeFetch(raw: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const o = { ...SAFE_FETCH_DEFAULTS, ...options }
  const resolve = o.resolve ?? systemResolver
  const allow = o.allowAddress ?? isPublicAddress
  const controller = new AbortController()
  const total = setTimeout(
    () => controller.abort(new SafeFetchError('timeout', 'the server took too long')),
    o.totalTimeoutMs,
  )
  try {
    let url = checkScheme(raw, o.httpsOnly)
    for (let hop = 0; ; hop++) {
      const target = await checkedAddress(url, resolve, allow)
      if (controller.signal.aborted) throw controller.signal.reason
      const { response, done } = await requestOnce(url, target, o.headers ?? {}, o.connectTimeoutMs, controller.signal)
      try {
        const status = response.statusCode ?? 0
        const header = (name: string) => {
          const value = response.headers[name]
          return typeof value === 'string' ? value : null
        }
        if ([301, 302, 303, 307, 308].includes(status)) {
          const location = header('location')
          if (!location) throw new SafeFetchError('status', 'a redirect without a location', status)
          if (hop >= o.maxRedirects) throw new SafeFetchError('redirects', 'too many redirects')
          url = checkScheme(new URL(location, url).toString(), o.httpsOnly)
          continue
        }
        if (status === 304) return { status: 304, etag: header('etag'), lastModified: header('last-modified') }
        if (status !== 200) throw new SafeFetchError('status', `HTTP ${status}`, status)
        const body = await readBody(response, o.maxBytes)
        return { status: 200, body, etag: header('etag'), lastModified: header('last-modified') }
      } finally {
        done()
      }
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error
    if (controller.signal.aborted && controller.signal.reason instanceof SafeFetchError) throw controller.signal.reason
    throw new SafeFetchError('network', error instanceof Error ? error.message : String(error))
  } finally {
    clearTimeout(total)
  }
}
