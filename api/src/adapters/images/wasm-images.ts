import { jpegIsComplete, readImageHeader } from './image-header.ts'
import { ImageRejectedError, MAX_INPUT_PIXELS, type ImageProcessor } from './images.ts'
import { applyOrientation } from './orientation.ts'
import { decode, encodeWebp, resize } from './wasm-codecs.ts'

const unsupported = () => new ImageRejectedError('unsupported', 'The image must be a JPEG, PNG or WebP file.')
const unreadable = () => new ImageRejectedError('unreadable', 'The image could not be read; it may be damaged.')

/**
 * WebAssembly intake, the same in Node and under Deno (Supabase Edge Functions, which cannot load
 * sharp): the header is read by our own parser first, so a file that is not JPEG, PNG or WebP, or
 * that declares more than MAX_INPUT_PIXELS, is refused before any pixel is decoded. The rest is
 * decoded, fitted inside maxSide × maxSide, turned upright by its EXIF orientation and encoded as
 * WebP. Nothing of the upload but its pixels reaches the encoder, so no metadata is stored.
 */
export function wasmImages(): ImageProcessor {
  return {
    async prepare(input, { maxSide }) {
      const header = readImageHeader(input)
      if (!header) throw unsupported()
      if (header.width * header.height > MAX_INPUT_PIXELS) {
        throw new ImageRejectedError(
          'too_many_pixels',
          `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
        )
      }
      if (header.format === 'jpeg' && !jpegIsComplete(input)) throw unreadable()
      let decoded
      try {
        decoded = await decode(header.format, input)
      } catch {
        throw unreadable()
      }
      // The header is what the pixel limit judged: an image that decodes to another size is refused.
      if (decoded.width !== header.width || decoded.height !== header.height) throw unreadable()
      const scale = Math.min(1, maxSide / Math.max(decoded.width, decoded.height))
      const fitted =
        scale === 1
          ? decoded
          : await resize(
              decoded,
              Math.max(1, Math.round(decoded.width * scale)),
              Math.max(1, Math.round(decoded.height * scale)),
            )
      const upright = applyOrientation(fitted, header.orientation)
      const body = await encodeWebp(upright, 82)
      return {
        sourceFormat: header.format,
        body,
        contentType: 'image/webp',
        extension: 'webp',
        width: upright.width,
        height: upright.height,
      }
    },
  }
}
