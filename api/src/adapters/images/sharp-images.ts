import sharp from 'sharp'
import {
  acceptedFormats,
  ImageRejectedError,
  MAX_INPUT_PIXELS,
  type AcceptedFormat,
  type ImageProcessor,
} from './images.ts'

const isAccepted = (format: string | undefined): format is AcceptedFormat =>
  (acceptedFormats as readonly string[]).includes(format ?? '')

/**
 * sharp (libvips) intake, no longer served (both entries serve wasm-images.ts, one code path for
 * Node and the Edge Function) but kept as the reference that wasm-images.test.ts compares with,
 * and as the faster choice for a Node-only deployment (figures in docs/decisions/009). The
 * header is read first, so a file that is not JPEG, PNG or WebP, or that declares more than
 * MAX_INPUT_PIXELS, is refused before any pixel is decoded. The rest is
 * decoded with the same pixel limit, turned upright (EXIF orientation), fitted inside
 * maxSide × maxSide and written as WebP. sharp writes no metadata unless asked, so EXIF (GPS
 * position, camera serial) and other embedded data never reach storage.
 */
export function sharpImages(): ImageProcessor {
  return {
    async prepare(input, { maxSide }) {
      const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 } as const
      let format: string | undefined
      let pixels: number
      try {
        // The header only: no pixel is decoded, so the pixel count is ours to judge.
        const meta = await sharp(input, { limitInputPixels: false }).metadata()
        format = meta.format
        pixels = (meta.width ?? 0) * (meta.height ?? 0)
      } catch {
        throw new ImageRejectedError('unsupported', 'The image must be a JPEG, PNG or WebP file.')
      }
      if (!isAccepted(format))
        throw new ImageRejectedError('unsupported', 'The image must be a JPEG, PNG or WebP file.')
      if (pixels > MAX_INPUT_PIXELS) {
        throw new ImageRejectedError(
          'too_many_pixels',
          `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
        )
      }
      try {
        const { data, info } = await sharp(input, options)
          .rotate()
          .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true })
        return {
          sourceFormat: format,
          body: data,
          contentType: 'image/webp',
          extension: 'webp',
          width: info.width,
          height: info.height,
        }
      } catch {
        throw new ImageRejectedError('unreadable', 'The image could not be read; it may be damaged.')
      }
    },
  }
}
