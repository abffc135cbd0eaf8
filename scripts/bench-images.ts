// `npm run bench:images [-- --runs 5]`
// Median time to take in one 12-megapixel camera JPEG (4000 × 3000, EXIF "rotate 90°") as a
// portfolio upload (fitted inside 1600 px, upright, WebP), for each image intake: sharp and the
// WebAssembly codecs under Node, and the WebAssembly codecs under Deno, resolved through the Edge
// Function's import map as Supabase runs it. The JPEG is made here from a formula, so every run
// and every machine measures the same bytes. Figures are recorded in docs/decisions/009.
import { spawnSync } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import process from 'node:process'
import { parseArgs } from 'node:util'
import type { ImageProcessor } from '../api/src/adapters/images/images.ts'
import { wasmImages } from '../api/src/adapters/images/wasm-images.ts'

const WIDTH = 4000
const HEIGHT = 3000
const MAX_SIDE = 1600
const isDeno = 'Deno' in globalThis
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { runs: { type: 'string', default: '5' }, input: { type: 'string' } },
})
const runs = Number(values.runs)

interface Figures {
  wallMs: number
  cpuMs: number
  peakRssMb: number
}

/**
 * Warm-up once (compiling the codecs), then medians of `runs` timed intakes: wall time, CPU time
 * of the whole process (all threads: sharp uses several) and the highest resident memory seen.
 * CPU time is what Supabase limits per request (2 s), and it is less bent by a busy machine.
 */
async function measure(intake: ImageProcessor, jpeg: Uint8Array): Promise<Figures> {
  const first = await intake.prepare(jpeg, { maxSide: MAX_SIDE })
  if (first.width !== 1200 || first.height !== MAX_SIDE)
    throw new Error(`not upright: ${first.width} × ${first.height}`)
  const wall: number[] = []
  const cpu: number[] = []
  let peakRss = process.memoryUsage().rss
  for (let i = 0; i < runs; i++) {
    const [started, cpuStarted] = [performance.now(), process.cpuUsage()]
    await intake.prepare(jpeg, { maxSide: MAX_SIDE })
    const used = process.cpuUsage(cpuStarted)
    wall.push(performance.now() - started)
    cpu.push((used.user + used.system) / 1000)
    peakRss = Math.max(peakRss, process.memoryUsage().rss)
  }
  const median = (xs: number[]) => Math.round(xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)])
  return { wallMs: median(wall), cpuMs: median(cpu), peakRssMb: Math.round(peakRss / 2 ** 20) }
}

const line = (runtime: string, engine: string, f: Figures) =>
  `${runtime.padEnd(6)}${engine.padEnd(7)}${String(f.wallMs).padStart(6)} ms wall  ${String(f.cpuMs).padStart(6)} ms CPU  ${String(f.peakRssMb).padStart(5)} MB peak RSS`

/** Smooth gradients under a fixed pseudo-random grain (xorshift32): photo-like to the encoder. */
async function cameraJpeg(): Promise<Uint8Array> {
  const { default: sharp } = await import('sharp')
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3)
  let seed = 0x9e3779b9
  for (let y = 0, i = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++, i += 3) {
      seed ^= seed << 13
      seed ^= seed >>> 17
      seed ^= seed << 5
      const grain = ((seed >>> 0) % 25) - 12
      pixels[i] = Math.max(0, Math.min(255, ((x * 255) / WIDTH + grain) | 0))
      pixels[i + 1] = Math.max(0, Math.min(255, ((y * 255) / HEIGHT + grain) | 0))
      pixels[i + 2] = Math.max(0, Math.min(255, 128 + 100 * Math.sin((x + y) / 150) + grain))
    }
  }
  const jpeg = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .toBuffer()
  return new Uint8Array(jpeg)
}

if (isDeno) {
  // The child run: the JPEG comes from the Node run, which has sharp to make it.
  console.log(JSON.stringify(await measure(wasmImages(), new Uint8Array(await readFile(values.input!)))))
} else {
  const { sharpImages } = await import('../api/src/adapters/images/sharp-images.ts')
  const jpeg = await cameraJpeg()
  const file = join(tmpdir(), `bench-images-${process.pid}.jpg`)
  await writeFile(file, jpeg)
  console.log(
    `12 MP camera JPEG: ${WIDTH} × ${HEIGHT}, ${(jpeg.length / 1e6).toFixed(2)} MB, to WebP inside ${MAX_SIDE} px; median of ${runs} after a warm-up`,
  )
  console.log(line('node', 'sharp', await measure(sharpImages(), jpeg)))
  console.log(line('node', 'wasm', await measure(wasmImages(), jpeg)))
  const root = resolve(import.meta.dirname, '..')
  const deno = spawnSync(
    resolve(root, 'node_modules/.bin/deno'),
    [
      'run',
      '--allow-read',
      '--allow-env',
      '--frozen',
      '--config',
      'supabase/functions/api/deno.json',
      'scripts/bench-images.ts',
      '--runs',
      String(runs),
      '--input',
      file,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        DENO_DIR: process.env.DENO_DIR ?? resolve(root, 'node_modules/.cache/deno'),
        NO_COLOR: '1',
      },
    },
  )
  if (deno.status !== 0) throw new Error(`deno failed:\n${deno.stderr}`)
  console.log(line('deno', 'wasm', JSON.parse(deno.stdout.trim().split('\n').at(-1)!) as Figures))
}
