import { describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { images } from '../../../test/fixtures/dashboard.fixtures.ts'
import { ImageRejectedError } from './images.ts'
import { sharpImages } from './sharp-images.ts'

const intake = sharpImages()

describe('sharp image intake', () => {
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
      expect((await sharp(out.body).metadata()).format).toBe('webp')
    }
  })

  it('never enlarges a small image', async () => {
    const out = await intake.prepare(await images.png(300, 200), { maxSide: 1600 })
    expect([out.width, out.height]).toEqual([300, 200])
  })

  it.each([
    ['svg', images.svg, 'unsupported'],
    ['html', images.html, 'unsupported'],
    ['gif', images.gif, 'unsupported'],
    ['bomb', () => images.bomb(), 'too_many_pixels'],
    ['8000 × 5050 (just over 40 MP)', () => images.bomb(8000, 5050), 'too_many_pixels'],
  ])('refuses %s', async (_name, make, reason) => {
    const error = await intake.prepare(await make(), { maxSide: 800 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ImageRejectedError)
    expect((error as ImageRejectedError).reason).toBe(reason)
  })
})
