import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPublicAddress, safeFetch, SafeFetchError, type Resolver } from './safe-fetch.ts'

// The server-side fetch of a user's calendar address. A local HTTP server plays the outside
// calendar; names resolve through an injected resolver (never the network). Only the tests that
// need a server to answer let 127.0.0.1 through (allowAddress), and only that one address: every
// refusal below is the real rule.

let server: Server
let port = 0
const names: Record<string, string[]> = {
  'calendar.test': ['127.0.0.1'],
  'loopback.test': ['127.0.0.1'],
  'private.test': ['10.1.2.3'],
  'metadata.test': ['169.254.169.254'],
  'v6-loopback.test': ['::1'],
  'mapped.test': ['::ffff:127.0.0.1'],
  'cgnat.test': ['100.64.0.1'],
  'mixed.test': ['93.184.215.14', '192.168.1.10'],
}
const resolve: Resolver = async (host) => {
  const list = names[host]
  if (!list) throw new Error('ENOTFOUND')
  return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
}
const onlyTheTestServer = (address: string) => address === '127.0.0.1' || isPublicAddress(address)
const asks: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    asks.push(`${req.url} ${req.headers['if-none-match'] ?? ''}`)
    const url = req.url ?? '/'
    if (url === '/cal.ics') {
      if (req.headers['if-none-match'] === '"v1"') return res.writeHead(304, { etag: '"v1"' }).end()
      return res
        .writeHead(200, { 'content-type': 'text/calendar', etag: '"v1"' })
        .end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')
    }
    if (url === '/to-private') return res.writeHead(302, { location: 'http://private.test/cal.ics' }).end()
    if (url === '/to-metadata') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end()
    if (url.startsWith('/loop')) return res.writeHead(302, { location: `/loop${url.length}` }).end()
    if (url === '/huge') {
      res.writeHead(200, { 'content-type': 'text/calendar' })
      const chunk = Buffer.alloc(64 * 1024, 'A')
      let sent = 0
      const more = () => {
        while (sent < 40) {
          sent++
          if (!res.write(chunk)) return res.once('drain', more)
        }
        res.end()
      }
      return more()
    }
    if (url === '/huge-declared') return res.writeHead(200, { 'content-length': String(50 * 1024 * 1024) }).end()
    if (url === '/slow') {
      res.writeHead(200, { 'content-type': 'text/calendar' })
      res.write('BEGIN:VCALENDAR\r\n')
      const timer = setInterval(() => res.write('X'), 200)
      res.on('close', () => clearInterval(timer))
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))

const at = (name: string, path: string) => `http://${name}:${port}${path}`
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(SafeFetchError)
  return (error as SafeFetchError).reason
}

describe('safeFetch', () => {
  it('fetches a calendar, and asks conditionally', async () => {
    const first = await safeFetch(at('calendar.test', '/cal.ics'), {
      httpsOnly: false,
      resolve,
      allowAddress: onlyTheTestServer,
    })
    expect(first).toMatchObject({ status: 200, etag: '"v1"' })
    if (first.status === 200) expect(first.body).toContain('BEGIN:VCALENDAR')
    const again = await safeFetch(at('calendar.test', '/cal.ics'), {
      httpsOnly: false,
      resolve,
      allowAddress: onlyTheTestServer,
      headers: { 'if-none-match': '"v1"' },
    })
    expect(again.status).toBe(304)
  })

  it.each([
    ['loopback.test', '127.0.0.1'],
    ['private.test', '10.x'],
    ['metadata.test', '169.254.x'],
    ['v6-loopback.test', '::1'],
    ['mapped.test', '::ffff:127.0.0.1'],
    ['cgnat.test', '100.64.x'],
    ['mixed.test', 'a public and a private address'],
  ])('refuses a name resolving to %s (%s) before connecting', async (name) => {
    const before = asks.length
    expect(await refusal(safeFetch(at(name, '/cal.ics'), { httpsOnly: false, resolve }))).toBe('address')
    expect(asks.length).toBe(before)
  })

  it('refuses IP literals of refused ranges', async () => {
    for (const host of ['127.0.0.1', '[::1]', '[::ffff:7f00:1]', '169.254.169.254', '[fd00::1]', '0.0.0.0'])
      expect(await refusal(safeFetch(`http://${host}:${port}/cal.ics`, { httpsOnly: false, resolve }))).toBe('address')
  })

  it('refuses a redirect to a private address, judged again at every hop', async () => {
    const opts = { httpsOnly: false, resolve, allowAddress: onlyTheTestServer }
    expect(await refusal(safeFetch(at('calendar.test', '/to-private'), opts))).toBe('address')
    expect(await refusal(safeFetch(at('calendar.test', '/to-metadata'), opts))).toBe('address')
  })

  it('follows at most three redirects', async () => {
    const opts = { httpsOnly: false, resolve, allowAddress: onlyTheTestServer }
    const before = asks.length
    expect(await refusal(safeFetch(at('calendar.test', '/loop'), opts))).toBe('redirects')
    // The first request and three redirects followed; the fourth redirect is refused.
    expect(asks.length - before).toBe(4)
  })

  it('refuses a huge body, declared or streamed', async () => {
    const opts = { httpsOnly: false, resolve, allowAddress: onlyTheTestServer, maxBytes: 1024 * 1024 }
    expect(await refusal(safeFetch(at('calendar.test', '/huge'), opts))).toBe('tooLarge')
    expect(await refusal(safeFetch(at('calendar.test', '/huge-declared'), opts))).toBe('tooLarge')
  })

  it('cuts a slow body at the total time limit', async () => {
    const started = Date.now()
    const opts = { httpsOnly: false, resolve, allowAddress: onlyTheTestServer, totalTimeoutMs: 800 }
    expect(await refusal(safeFetch(at('calendar.test', '/slow'), opts))).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('takes only https with production settings, webcal as https', async () => {
    expect(await refusal(safeFetch(at('calendar.test', '/cal.ics'), { httpsOnly: true, resolve }))).toBe('scheme')
    expect(await refusal(safeFetch('ftp://calendar.test/cal.ics', { httpsOnly: false, resolve }))).toBe('scheme')
    // webcal:// is read as https:// (so it reaches the resolver, which refuses the loopback name).
    expect(await refusal(safeFetch('webcal://loopback.test/cal.ics', { httpsOnly: true, resolve }))).toBe('address')
  })

  it('classifies addresses', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])
      expect(isPublicAddress(a), a).toBe(true)
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.1.1',
      '100.64.0.1',
      '224.0.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::7f00:1',
      'not an ip',
    ])
      expect(isPublicAddress(a), a).toBe(false)
  })
})
