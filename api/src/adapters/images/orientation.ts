/** RGBA pixels and their size. */
export interface Pixels {
  data: Uint8Array | Uint8ClampedArray
  width: number
  height: number
}

/**
 * Turns pixels stored with EXIF orientation 2-8 upright (1 is returned as it is). For each pixel
 * of the upright image, the stored pixel it comes from: orientations 5-8 swap width and height.
 */
export function applyOrientation(image: Pixels, orientation: number): Pixels {
  if (orientation < 2 || orientation > 8) return image
  const { width: w, height: h } = image
  const swap = orientation >= 5
  const width = swap ? h : w
  const height = swap ? w : h
  // One 32-bit word per RGBA pixel; a view needs 4-byte alignment, else the pixels are copied.
  const aligned = image.data.byteOffset % 4 === 0 ? image.data : new Uint8Array(image.data)
  const from = new Uint32Array(aligned.buffer, aligned.byteOffset, w * h)
  const to = new Uint32Array(width * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sx: number, sy: number
      switch (orientation) {
        case 2:
          sx = w - 1 - x
          sy = y
          break // mirrored
        case 3:
          sx = w - 1 - x
          sy = h - 1 - y
          break // upside down
        case 4:
          sx = x
          sy = h - 1 - y
          break // mirrored upside down
        case 5:
          sx = y
          sy = x
          break // transposed
        case 6:
          sx = y
          sy = h - 1 - x
          break // rotate 90° clockwise to view
        case 7:
          sx = w - 1 - y
          sy = h - 1 - x
          break // transversed
        default:
          sx = w - 1 - y
          sy = x // 8: rotate 90° counter-clockwise to view
      }
      to[y * width + x] = from[sy * w + sx]
    }
  }
  return { data: new Uint8Array(to.buffer), width, height }
}
