import type { AcceptedFormat } from './images.ts'
import { exifOrientation } from './exif-orientation.ts'

/** What the first bytes of an upload say, read without decoding a single pixel. */
export interface ImageHeader {
  format: AcceptedFormat
  width: number
  height: number
  /** EXIF orientation, 1 (upright) to 8. */
  orientation: number
}

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length))
const u16 = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1]
const u32 = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0
const le16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8)
const le24 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16)
const le32 = (b: Uint8Array, at: number) => (le24(b, at) | (b[at + 3] << 24)) >>> 0

/**
 * The format, declared size and orientation of a JPEG, PNG or WebP, judged by its bytes (never by
 * its name or declared type); null for anything else or a header we cannot read. Only the header
 * is read, so a decompression bomb is measured before a pixel of it is decoded.
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpegHeader(bytes)
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return pngHeader(bytes)
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webpHeader(bytes)
  return null
}

/** libvips (and some cameras) start a WebP or PNG EXIF chunk with JPEG's "Exif\0\0"; the spec does not. */
const withoutExifPrefix = (data: Uint8Array) => (ascii(data, 0, 6) === 'Exif\0\0' ? data.subarray(6) : data)

/**
 * The segments of a JPEG up to its first scan, in order: marker, body and where the segment ends.
 * Stops at the first broken one. Fill bytes and markers that stand alone (TEM, RSTn) carry no length.
 */
function* jpegSegments(b: Uint8Array): Generator<{ marker: number; body: Uint8Array; end: number }> {
  let at = 2
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return
    const marker = b[at + 1]
    if (marker === 0xff) {
      at += 1
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    const length = u16(b, at + 2)
    if (length < 2 || at + 2 + length > b.length) return
    at += 2 + length
    yield { marker, body: b.subarray(at - length + 2, at), end: at }
  }
}

function jpegHeader(b: Uint8Array): ImageHeader | null {
  let orientation = 1
  for (const { marker, body } of jpegSegments(b)) {
    if (marker === 0xe1 && ascii(body, 0, 6) === 'Exif\0\0') orientation = exifOrientation(body.subarray(6))
    // SOF0-SOF15 give the frame's size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (body.length < 5) return null
      return { format: 'jpeg', height: u16(body, 1), width: u16(body, 3), orientation }
    }
    if (marker === 0xda || marker === 0xd9) return null // scan data or the end before any frame header
  }
  return null
}

/**
 * Whether a JPEG holds its end-of-image marker after its first scan. mozjpeg decodes a file cut
 * short with only a warning, filling the missing rows with grey; sharp refuses it, and so do we.
 * Inside scan data a 0xFF byte is followed by 0x00 or a restart marker, so an FF D9 after the
 * first SOS can only be the end; searched from the end, where it nearly always is.
 */
export function jpegIsComplete(b: Uint8Array): boolean {
  for (const { marker, end } of jpegSegments(b)) {
    if (marker !== 0xda) continue
    for (let i = b.length - 2; i >= end; i--) if (b[i] === 0xff && b[i + 1] === 0xd9) return true
    return false
  }
  return false
}

function pngHeader(b: Uint8Array): ImageHeader | null {
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return null
  const header = { format: 'png' as const, width: u32(b, 16), height: u32(b, 20), orientation: 1 }
  // eXIf must come before the image data; the chunks are walked until then.
  for (let at = 8; at + 8 <= b.length;) {
    const length = u32(b, at)
    const type = ascii(b, at + 4, 4)
    if (type === 'IDAT' || type === 'IEND') break
    if (type === 'eXIf') header.orientation = exifOrientation(withoutExifPrefix(b.subarray(at + 8, at + 8 + length)))
    at += 12 + length
  }
  return header
}

function webpHeader(b: Uint8Array): ImageHeader | null {
  let size: { width: number; height: number } | null = null
  let orientation = 1
  for (let at = 12; at + 8 <= b.length;) {
    const type = ascii(b, at, 4)
    const length = le32(b, at + 4)
    const data = b.subarray(at + 8, at + 8 + length)
    if (type === 'VP8X' && data.length >= 10) size = { width: le24(data, 4) + 1, height: le24(data, 7) + 1 }
    else if (type === 'VP8 ' && !size && data.length >= 10 && data[3] === 0x9d && data[4] === 0x01 && data[5] === 0x2a)
      size = { width: le16(data, 6) & 0x3fff, height: le16(data, 8) & 0x3fff }
    else if (type === 'VP8L' && !size && data.length >= 5 && data[0] === 0x2f) {
      const bits = le32(data, 1)
      size = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
    } else if (type === 'EXIF') orientation = exifOrientation(withoutExifPrefix(data))
    at += 8 + length + (length % 2) // chunks are padded to an even length
  }
  return size && { format: 'webp', ...size, orientation }
}
