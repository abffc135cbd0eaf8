import type { Pixels } from './orientation.ts'

/**
 * Averages each k × k block of RGBA pixels into one (the last rows and columns that do not fill a
 * block are dropped: under k pixels). libvips shrinks a large image this way before its Lanczos
 * pass; here it cuts a 12 MP photo to a quarter before the codec copies it into WebAssembly
 * memory, which saves both CPU time and memory at the edge (figures in docs/decisions/009).
 */
export function boxShrink(image: Pixels, k: number): Pixels {
  const width = Math.floor(image.width / k)
  const height = Math.floor(image.height / k)
  const src = image.data
  const out = new Uint8Array(width * height * 4)
  const sums = new Uint32Array(width * 4)
  const area = k * k
  for (let y = 0; y < height; y++) {
    sums.fill(0)
    for (let dy = 0; dy < k; dy++) {
      let i = (y * k + dy) * image.width * 4
      for (let x = 0; x < width; x++) {
        for (let dx = 0; dx < k; dx++, i += 4) {
          sums[x * 4] += src[i]
          sums[x * 4 + 1] += src[i + 1]
          sums[x * 4 + 2] += src[i + 2]
          sums[x * 4 + 3] += src[i + 3]
        }
      }
    }
    const row = y * width * 4
    for (let c = 0; c < width * 4; c++) out[row + c] = Math.round(sums[c] / area)
  }
  return { data: out, width, height }
}
