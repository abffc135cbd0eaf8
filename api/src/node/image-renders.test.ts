import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageRenders } from './image-renders.ts'

const root = mkdtempSync(join(tmpdir(), 'image-renders-'))
const storageDir = join(root, 'storage')
const cacheDir = join(root, 'renders')
const app = new Hono()
app.use(imageRenders(storageDir, cacheDir))
app.all('*', (c) => c.text('next', 418))

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b8345f' } })
    .png()
    .toBuffer()

beforeAll(async () => {
  mkdirSync(join(storageDir, 'portfolio', 'demo'), { recursive: true })
  writeFileSync(join(storageDir, 'portfolio', 'demo', 'wide.png'), await solid(1200, 800))
  writeFileSync(join(storageDir, 'portfolio', 'demo', 'small.png'), await solid(400, 400))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const url = (path: string, width: number | string) => `/storage/v1/render/image/public/${path}?width=${width}`

describe('imageRenders', () => {
  it('renders a stored image at the asked width as WebP, keeping its proportions, and caches it', async () => {
    const response = await app.request(url('portfolio/demo/wide.png', 320))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/)
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 213])
    expect(existsSync(join(cacheDir, 'w320', 'portfolio', 'demo', 'wide.png.webp'))).toBe(true)

    const again = await app.request(url('portfolio/demo/wide.png', 320))
    expect((await sharp(Buffer.from(await again.arrayBuffer())).metadata()).width).toBe(320)
  })

  it('never enlarges a small image', async () => {
    const response = await app.request(url('portfolio/demo/small.png', 960))
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(400)
  })

  it('refuses a width outside the list with a 400 naming the field', async () => {
    for (const width of [333, 0, 'big', 5000]) {
      const response = await app.request(url('portfolio/demo/wide.png', width))
      expect(response.status).toBe(400)
      expect(((await response.json()) as { issues: Array<{ path: string[] }> }).issues[0]!.path).toEqual(['width'])
    }
    expect(existsSync(join(cacheDir, 'w333'))).toBe(false)
  })

  it('answers 404 for missing files and for paths that leave the storage folder', async () => {
    expect((await app.request(url('portfolio/demo/none.png', 320))).status).toBe(404)
    expect((await app.request(url('..%2F..%2Fetc%2Fpasswd', 320))).status).toBe(404)
    expect((await app.request(url('portfolio%2F..%2F..%2Frenders%2Fw320', 320))).status).toBe(404)
    expect((await app.request(url('portfolio/.hidden.png', 320))).status).toBe(404)
  })

  it('leaves other paths to the next handler', async () => {
    expect((await app.request('/storage/v1/object/public/portfolio/demo/wide.png')).status).toBe(418)
  })
})
