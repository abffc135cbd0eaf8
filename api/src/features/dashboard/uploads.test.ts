import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../app.ts'
import { testDatabase } from '../../../test/database.ts'
import {
  dashboardTestApp,
  images,
  stylistWithProfile,
  storedImage,
  subscribedUser,
  upload,
} from '../../../test/fixtures/dashboard.fixtures.ts'

const sql = testDatabase()
const t = dashboardTestApp(sql)
const MB = 1024 * 1024
const wrongType = 'The image must be a JPEG, PNG or WebP file.'

/** Every file stored for the user, in either bucket. */
const filesOf = (userId: string) =>
  ['profile-images', 'portfolio'].flatMap((bucket) => {
    const dir = join(t.storageDir, bucket, userId)
    return existsSync(dir) ? readdirSync(dir) : []
  })

describe('POST /api/firebase/upload/profile', () => {
  it('stores a PNG as a web-sized WebP under the user’s folder and answers its URL as plain text', async () => {
    const user = await subscribedUser(sql, t)
    const res = await upload(t, user, 'profile', {
      bytes: await images.png(1200, 900),
      name: 'me.png',
      type: 'image/png',
    })
    expect(res.status).toBe(201)
    expect(res.contentType).toMatch(/^text\/plain/)
    expect(res.text).toMatch(new RegExp(`^/storage/v1/object/public/profile-images/${user.id}/[0-9a-f]{32}\\.webp$`))
    expect(await storedImage(t, res.text)).toMatchObject({ format: 'webp', width: 800, height: 600 })
    expect(filesOf(user.id)).toHaveLength(1)
  })

  it('judges by content: a PNG named .jpg and sent as image/jpeg is accepted (as the PNG it is)', async () => {
    const user = await subscribedUser(sql, t)
    const res = await upload(t, user, 'profile', {
      bytes: await images.png(400, 300),
      name: 'holiday.jpg',
      type: 'image/jpeg',
    })
    expect(res.status).toBe(201)
    expect(await storedImage(t, res.text)).toMatchObject({ format: 'webp', width: 400, height: 300 })
  })

  it('accepts WebP, and turns a camera JPEG upright and strips its metadata (GPS, camera serial)', async () => {
    const user = await subscribedUser(sql, t)
    const webp = await upload(t, user, 'profile', { bytes: await images.webp(), name: 'a.webp', type: 'image/webp' })
    expect(webp.status).toBe(201)
    const camera = await images.cameraJpeg()
    const jpeg = await upload(t, user, 'profile', { bytes: camera, name: 'IMG_0001.JPG', type: 'image/jpeg' })
    expect(jpeg.status).toBe(201)
    const stored = await storedImage(t, jpeg.text)
    // 1200 × 900 with "rotate 90°" is a 900 × 1200 portrait, fitted inside 800 px.
    expect(stored).toMatchObject({ format: 'webp', width: 600, height: 800 })
    expect(stored.exif).toBeUndefined()
    expect(stored.orientation).toBeUndefined()
    const bytes = Buffer.from(await (await t.app.request(jpeg.text)).arrayBuffer()).toString('latin1')
    expect(bytes).not.toContain('TestCam')
    expect(bytes).not.toContain('SN-12345')
  })

  it.each([
    ['an SVG', () => images.svg(), 'logo.svg', 'image/svg+xml'],
    ['an HTML page named .png', () => images.html(), 'photo.png', 'image/png'],
    ['a GIF', () => images.gif(), 'anim.gif', 'image/gif'],
    ['random bytes named .webp', () => randomBytes(2048), 'x.webp', 'image/webp'],
  ])('refuses %s (400, naming image) and stores nothing', async (_name, bytes, name, type) => {
    const user = await subscribedUser(sql, t)
    const res = await upload(t, user, 'profile', { bytes: await bytes(), name, type })
    expect(res.status).toBe(400)
    expect(JSON.parse(res.text)).toEqual({ message: wrongType, issues: [{ path: ['image'], message: wrongType }] })
    expect(filesOf(user.id)).toEqual([])
  })

  it('refuses a damaged image it cannot decode', async () => {
    const user = await subscribedUser(sql, t)
    const whole = await images.cameraJpeg()
    const res = await upload(t, user, 'profile', {
      bytes: whole.subarray(0, Math.floor(whole.length / 2)),
      name: 'cut.jpg',
      type: 'image/jpeg',
    })
    expect(res.status).toBe(400)
    expect(JSON.parse(res.text).issues[0].path).toEqual(['image'])
    expect(filesOf(user.id)).toEqual([])
  })

  it('refuses a 6 MB file with 413, whether or not the request declares its length', async () => {
    const user = await subscribedUser(sql, t)
    const big = { bytes: randomBytes(6 * MB), name: 'big.jpg', type: 'image/jpeg' }
    // No Content-Length (a streamed body): the bytes are counted as they arrive.
    const streamed = await upload(t, user, 'profile', big)
    expect(streamed.status).toBe(413)
    expect(JSON.parse(streamed.text)).toEqual({
      message: 'The image must be 5 MB or smaller.',
      issues: [{ path: ['image'], message: 'The image must be 5 MB or smaller.' }],
    })

    // A declared length over the limit is refused before anything is read.
    const form = new FormData()
    form.append('image', new File([big.bytes], big.name, { type: big.type }))
    const request = new Request('http://localhost/api/firebase/upload/profile', { method: 'POST', body: form })
    const body = new Uint8Array(await request.arrayBuffer())
    const declared = await t.app.request('/api/firebase/upload/profile', {
      method: 'POST',
      headers: {
        ...user.headers,
        'x-forwarded-for': user.id,
        'content-type': request.headers.get('content-type')!,
        'content-length': String(body.length),
      },
      body,
    })
    expect(declared.status).toBe(413)

    // Just over 5 MB in a body within the framing allowance: the file's own size decides.
    const edge = await upload(t, user, 'profile', {
      bytes: randomBytes(5 * MB + 1),
      name: 'edge.jpg',
      type: 'image/jpeg',
    })
    expect(edge.status).toBe(413)
    expect(filesOf(user.id)).toEqual([])
  })

  it('refuses a decompression bomb (a 50 KB PNG of 20000 × 20000 pixels) and stores nothing', async () => {
    const user = await subscribedUser(sql, t)
    const bomb = images.bomb()
    expect(bomb.length).toBeLessThan(100 * 1024)
    const res = await upload(t, user, 'profile', { bytes: bomb, name: 'tiny.png', type: 'image/png' })
    expect(res.status).toBe(400)
    expect(JSON.parse(res.text)).toEqual({
      message: 'The image is too large: at most 40 megapixels.',
      issues: [{ path: ['image'], message: 'The image is too large: at most 40 megapixels.' }],
    })
    expect(filesOf(user.id)).toEqual([])
    // The same kind of file at a sane size is a fine image: the refusal is about the pixels.
    expect(
      (await upload(t, user, 'profile', { bytes: images.bomb(2000, 2000), name: 'ok.png', type: 'image/png' })).status,
    ).toBe(201)
  })

  it('wants the file in the multipart field image', async () => {
    const user = await subscribedUser(sql, t)
    const wrongField = await upload(
      t,
      user,
      'profile',
      { bytes: await images.png(), name: 'me.png', type: 'image/png' },
      'photo',
    )
    expect(wrongField.status).toBe(400)
    expect(JSON.parse(wrongField.text)).toEqual({
      message: 'No image selected',
      issues: [{ path: ['image'], message: 'No image selected' }],
    })
    const json = await t.app.request('/api/firebase/upload/profile', {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ image: 'data:image/png;base64,AAAA' }),
    })
    expect(json.status).toBe(400)
    expect(((await json.json()) as { issues: { path: string[] }[] }).issues[0].path).toEqual(['image'])
  })

  it('answers 503 where the app has no image intake, storing nothing', async () => {
    const user = await subscribedUser(sql, t)
    const noIntake = createApp({ ...t.deps, images: undefined })
    const form = new FormData()
    form.append('image', new File([await images.png()], 'me.png', { type: 'image/png' }))
    const res = await noIntake.request('/api/firebase/upload/profile', {
      method: 'POST',
      headers: user.headers,
      body: form,
    })
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ message: 'Image uploads are not available on this server.' })
    expect(filesOf(user.id)).toEqual([])
  })

  it('wants a signed-in user', async () => {
    expect(
      (await upload(t, null, 'profile', { bytes: await images.png(), name: 'me.png', type: 'image/png' })).status,
    ).toBe(401)
  })
})

describe('POST /api/firebase/upload/portfolio', () => {
  it('stores a portfolio image fitted inside 1600 px', async () => {
    const { user } = await stylistWithProfile(sql, t)
    const res = await upload(t, user, 'portfolio', {
      bytes: await images.png(3000, 2000),
      name: 'work.png',
      type: 'image/png',
    })
    expect(res.status).toBe(201)
    expect(res.text).toMatch(new RegExp(`^/storage/v1/object/public/portfolio/${user.id}/[0-9a-f]{32}\\.webp$`))
    expect(await storedImage(t, res.text)).toMatchObject({ format: 'webp', width: 1600, height: 1067 })
  })

  it('refuses what the profile upload refuses', async () => {
    const { user } = await stylistWithProfile(sql, t)
    expect((await upload(t, user, 'portfolio', { bytes: images.svg(), name: 'x.png', type: 'image/png' })).status).toBe(
      400,
    )
    expect(
      (await upload(t, user, 'portfolio', { bytes: images.bomb(), name: 'x.png', type: 'image/png' })).status,
    ).toBe(400)
    expect(
      (await upload(t, user, 'portfolio', { bytes: randomBytes(6 * MB), name: 'x.png', type: 'image/png' })).status,
    ).toBe(413)
    expect(filesOf(user.id)).toEqual([])
  })
})
