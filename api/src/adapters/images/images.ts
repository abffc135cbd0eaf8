/**
 * The image intake port: decodes an upload by its content, refuses what is not a photo we serve,
 * and re-encodes it for the web. Node and the Edge Function both serve wasm-images.ts (WebAssembly
 * codecs: Edge Functions cannot load native modules); sharp-images.ts is the libvips reference the
 * tests hold it to (docs/decisions/009-image-uploads.md).
 */
export interface ImageProcessor {
  prepare(input: Uint8Array, options: PrepareOptions): Promise<PreparedImage>
}

export interface PrepareOptions {
  /** The longest side of the stored image, in pixels (smaller images are not enlarged). */
  maxSide: number
}

export interface PreparedImage {
  /** What the upload was, judged by its content (never by its name or declared type). */
  sourceFormat: AcceptedFormat
  body: Uint8Array
  contentType: 'image/webp'
  extension: 'webp'
  width: number
  height: number
}

export const acceptedFormats = ['jpeg', 'png', 'webp'] as const
export type AcceptedFormat = (typeof acceptedFormats)[number]

/** At most this many pixels are decoded (40 MP): a larger image, or a decompression bomb, is refused. */
export const MAX_INPUT_PIXELS = 40_000_000

/** Why an image was refused; the message is for the user. */
export class ImageRejectedError extends Error {
  constructor(
    readonly reason: 'unsupported' | 'too_many_pixels' | 'unreadable',
    message: string,
  ) {
    super(message)
  }
}
