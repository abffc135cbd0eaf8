import { describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { images } from '../../../test/fixtures/dashboard.fixtures.ts'
import { ImageRejectedError } from './images.ts'
import { sharpImages } from './sharp-images.ts'
import { wasmImages } from './wasm-images.ts'

// The WebAssembly intake that the Edge Function runs (and Node can), held to the sharp adapter's
// behaviour: the same cases as sharp-images.test.ts, then sharp's output as the reference for
// orientation. The same file runs under Deno in api/test/edge/edge-uploads.edge.ts.
const intake = wasmImages()

/** w × h in four flat quadrants (red, green / blue, white), stored with EXIF orientation n. */
const quadrants = (orientation: number, w = 64, h = 32) => {
  const part = (r: number, g: number, b: number) => ({
    create: { width: w / 2, height: h / 2, channels: 3 as const, background: { r, g, b } },
  })
  return sharp({ create: { width: w, height: h, channels: 3, background: 'black' } })
    .composite([
      { input: part(255, 0, 0), left: 0, top: 0 },
      { input: part(0, 255, 0), left: w / 2, top: 0 },
      { input: part(0, 0, 255), left: 0, top: h / 2 },
      { input: part(255, 255, 255), left: w / 2, top: h / 2 },
    ])
    .jpeg({ quality: 100 })
    .withMetadata({ orientation })
    .toBuffer()
}

/** Our output and sharp's for the same input: same size, and each quadrant the same colour. */
async function expectLikeSharp(input: Buffer, maxSide: number) {
  const [ours, reference] = await Promise.all([
    intake.prepare(input, { maxSide }),
    sharpImages().prepare(input, { maxSide }),
  ])
  expect([ours.width, ours.height]).toEqual([reference.width, reference.height])
  const [got, want] = await Promise.all([quadrantColours(ours.body), quadrantColours(reference.body)])
  got.flat().forEach((value, i) => expect(Math.abs(value - want.flat()[i])).toBeLessThan(24))
}

/** The RGB of the centre of each quadrant of an image, as the viewer sees it. */
async function quadrantColours(webp: Uint8Array) {
  const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true })
  const at = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
  ]
  const [w, h] = [info.width, info.height]
  return [at(w / 4, h / 4), at((3 * w) / 4, h / 4), at(w / 4, (3 * h) / 4), at((3 * w) / 4, (3 * h) / 4)]
}

describe('WebAssembly image intake', () => {
  it('judges the format by content: PNG, JPEG and WebP come out as WebP within the size asked', async () => {
    for (const [input, format] of [
      [await images.png(1200, 900), 'png'],
      [await images.cameraJpeg(), 'jpeg'],
      [await images.webp(640, 480), 'webp'],
    ] as const) {
      const out = await intake.prepare(input, { maxSide: 800 })
      expect(out.sourceFormat).toBe(format)
      expect(out.contentType).toBe('image/webp')
      expect(Math.max(out.width, out.height)).toBeLessThanOrEqual(800)
      const meta = await sharp(out.body).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', out.width, out.height])
    }
  })

  it('never enlarges a small image', async () => {
    const out = await intake.prepare(await images.png(300, 200), { maxSide: 1600 })
    expect([out.width, out.height]).toEqual([300, 200])
  })

  it('stores a camera JPEG upright and without its metadata (no GPS, no camera serial)', async () => {
    const out = await intake.prepare(await images.cameraJpeg(), { maxSide: 800 })
    expect([out.width, out.height]).toEqual([600, 800])
    const meta = await sharp(out.body).metadata()
    expect([meta.exif, meta.icc, meta.xmp, meta.orientation]).toEqual([undefined, undefined, undefined, undefined])
    const text = Buffer.from(out.body).toString('latin1')
    for (const leak of ['Exif', 'TestCam', 'SN-12345']) expect(text).not.toContain(leak)
  })

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('turns EXIF orientation %i upright exactly as sharp does', async (orientation) => {
    await expectLikeSharp(await quadrants(orientation), 800)
  })

  it('shrinks a large photo (whole-number box, then Lanczos) to the picture sharp makes', async () => {
    await expectLikeSharp(await quadrants(6, 3200, 1800), 800)
  })

  it('keeps the colour of translucent pixels through the resize', async () => {
    const png = await sharp({
      create: { width: 1800, height: 1200, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 0.5 } },
    })
      .png()
      .toBuffer()
    const { data } = await sharp((await intake.prepare(png, { maxSide: 600 })).body)
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([...data.subarray(0, 4)].map((v, i) => Math.abs(v - [200, 40, 90, 128][i]) < 6)).toEqual([
      true,
      true,
      true,
      true,
    ])
  })

  it.each([
    ['svg', images.svg, 'unsupported'],
    ['html', images.html, 'unsupported'],
    ['gif', images.gif, 'unsupported'],
    ['bomb', () => images.bomb(), 'too_many_pixels'],
    ['8000 × 5050 (just over 40 MP)', () => images.bomb(8000, 5050), 'too_many_pixels'],
    [
      'a JPEG cut short after its frame header',
      async () => {
        const jpeg = await images.cameraJpeg()
        return jpeg.subarray(0, jpeg.indexOf(Buffer.from([0xff, 0xc0])) + 40)
      },
      'unreadable',
    ],
    [
      'a JPEG cut in half (mozjpeg would decode it with grey rows)',
      async () => {
        const jpeg = await images.cameraJpeg()
        return jpeg.subarray(0, Math.floor(jpeg.length / 2))
      },
      'unreadable',
    ],
    ['a PNG cut short', async () => (await images.png(400, 300)).subarray(0, 200), 'unreadable'],
  ])('refuses %s', async (_name, make, reason) => {
    const error = await intake.prepare(await make(), { maxSide: 800 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ImageRejectedError)
    expect((error as ImageRejectedError).reason).toBe(reason)
  })
})
