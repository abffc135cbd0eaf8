import { describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { images } from '../../../test/fixtures/dashboard.fixtures.ts'
import { exifOrientation } from './exif-orientation.ts'
import { readImageHeader } from './image-header.ts'

// The header parser that the WebAssembly intake judges uploads by, checked against what sharp
// (libvips) reads from the same files.
const solid = (width: number, height: number, alpha = false) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background: { r: 10, g: 200, b: 90, alpha: 0.5 } } })

describe('readImageHeader', () => {
  it.each([
    ['baseline JPEG', () => solid(321, 123).jpeg().toBuffer(), 'jpeg'],
    ['progressive JPEG', () => solid(321, 123).jpeg({ progressive: true }).toBuffer(), 'jpeg'],
    ['PNG', () => solid(321, 123).png().toBuffer(), 'png'],
    ['lossy WebP (VP8)', () => solid(321, 123).webp().toBuffer(), 'webp'],
    ['lossless WebP (VP8L)', () => solid(321, 123).webp({ lossless: true }).toBuffer(), 'webp'],
    ['WebP with alpha (VP8X)', () => solid(321, 123, true).webp().toBuffer(), 'webp'],
  ])('reads the size of a %s', async (_name, make, format) => {
    expect(readImageHeader(await make())).toEqual({ format, width: 321, height: 123, orientation: 1 })
  })

  it("reads a bomb's declared size without touching its pixels", () => {
    expect(readImageHeader(images.bomb())).toMatchObject({ format: 'png', width: 20000, height: 20000 })
  })

  it.each(['jpeg', 'png', 'webp'] as const)('reads the EXIF orientation of a %s as sharp does', async (format) => {
    const input = await solid(40, 20).withMetadata({ orientation: 7 }).toFormat(format).toBuffer()
    const sharpSays = (await sharp(input).metadata()).orientation
    expect(readImageHeader(input)?.orientation).toBe(sharpSays ?? 1)
  })

  it('answers null for other formats and for cut headers', async () => {
    const png = await images.png(10, 10)
    for (const bytes of [
      images.svg(),
      images.html(),
      await images.gif(),
      png.subarray(0, 20),
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.alloc(0),
    ])
      expect(readImageHeader(bytes)).toBeNull()
  })
})

describe('exifOrientation', () => {
  const tiff = (bigEndian: boolean, value: number) => {
    const b = Buffer.alloc(26)
    const u16 = (v: number, at: number) => (bigEndian ? b.writeUInt16BE(v, at) : b.writeUInt16LE(v, at))
    b.write(bigEndian ? 'MM' : 'II', 0, 'latin1')
    u16(42, 2)
    if (bigEndian) b.writeUInt32BE(8, 4)
    else b.writeUInt32LE(8, 4)
    u16(1, 8) // one entry: Orientation, SHORT, count 1, the value
    u16(0x0112, 10)
    u16(3, 12)
    if (bigEndian) b.writeUInt32BE(1, 14)
    else b.writeUInt32LE(1, 14)
    u16(value, 18)
    return b
  }
  it('reads both byte orders and ignores values outside 1-8 and broken structures', () => {
    expect([exifOrientation(tiff(true, 6)), exifOrientation(tiff(false, 8))]).toEqual([6, 8])
    expect([
      exifOrientation(tiff(false, 9)),
      exifOrientation(tiff(true, 6).subarray(0, 12)),
      exifOrientation(Buffer.from('nonsense')),
    ]).toEqual([1, 1, 1])
  })
})
