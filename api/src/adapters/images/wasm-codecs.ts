import mozjpegDecoder from '@jsquash/jpeg/codec/dec/mozjpeg_dec.js'
import { decode as decodePngWasm, initSync as initPng } from '@jsquash/png/codec/pkg/squoosh_png.js'
import { initSync as initResize, resize as resizeWasm } from '@jsquash/resize/lib/resize/pkg/squoosh_resize.js'
import webpDecoder from '@jsquash/webp/codec/dec/webp_dec.js'
import webpEncoder from '@jsquash/webp/codec/enc/webp_enc_simd.js'
import { defaultOptions as webpDefaults } from '@jsquash/webp/meta.js'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { boxShrink } from './box-shrink.ts'
import type { AcceptedFormat } from './images.ts'
import type { Pixels } from './orientation.ts'

/**
 * The WebAssembly codecs (Squoosh's, packaged as @jsquash) that image intake runs on in Node and
 * in Deno alike. Their own loaders fetch the .wasm beside them, which Deno can do and Node cannot
 * (no file: URLs in Node's fetch), so the bytes are read here with node:fs, which both runtimes
 * have, from where the runtime resolved the package, and compiled once per process.
 */
const wasmFiles = {
  jpegDecoder: '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm',
  pngDecoder: '@jsquash/png/codec/pkg/squoosh_png_bg.wasm',
  webpDecoder: '@jsquash/webp/codec/dec/webp_dec.wasm',
  webpEncoder: '@jsquash/webp/codec/enc/webp_enc_simd.wasm',
  resizer: '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm',
} as const

// The WebAssembly API of both runtimes, typed here: the project's TypeScript libraries leave it out.
type WasmModule = object
interface WasmApi {
  compile(bytes: Uint8Array): Promise<WasmModule>
  Instance: new (module: WasmModule, imports: object) => { exports: object }
}
const WebAssembly = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly

/** What the Emscripten builds of the codecs export (see their .d.ts beside the .wasm). */
interface Decoder {
  decode(data: Uint8Array, preserveOrientation?: boolean): Pixels | null
}
interface Encoder {
  encode(
    data: Uint8Array | Uint8ClampedArray,
    width: number,
    height: number,
    options: typeof webpDefaults,
  ): Uint8Array | null
}
type Factory = (options: object) => Promise<unknown>

type Compiled = Record<keyof typeof wasmFiles, WasmModule>
let compiled: Promise<Compiled> | undefined

function compileAll(): Promise<Compiled> {
  compiled ??= Promise.all(
    Object.entries(wasmFiles).map(async ([name, specifier]) => {
      const bytes = await readFile(fileURLToPath(import.meta.resolve(specifier)))
      return [name, await WebAssembly.compile(bytes)] as const
    }),
  ).then((modules) => {
    const all = Object.fromEntries(modules) as Compiled
    initPng(all.pngDecoder as never)
    initResize(all.resizer as never)
    return all
  })
  return compiled
}

/**
 * An Emscripten codec on a fresh instance of its compiled module. A fresh instance per image
 * costs about a millisecond and gives its memory back when the image is done: WebAssembly memory
 * only grows, and one 40 MP decode would otherwise keep 160 MB for the life of the worker.
 */
function instantiate<T>(factory: Factory, module: WasmModule): Promise<T> {
  return factory({
    noInitialRun: true,
    instantiateWasm: (imports: object, done: (instance: object) => void) => {
      const instance = new WebAssembly.Instance(module, imports)
      done(instance)
      return instance.exports
    },
  }) as Promise<T>
}

/** Decodes to 8-bit RGBA; throws on bytes the codec cannot read. */
export async function decode(format: AcceptedFormat, bytes: Uint8Array): Promise<Pixels> {
  const wasm = await compileAll()
  const image =
    format === 'jpeg'
      ? (await instantiate<Decoder>(mozjpegDecoder, wasm.jpegDecoder)).decode(bytes, false)
      : format === 'webp'
        ? (await instantiate<Decoder>(webpDecoder, wasm.webpDecoder)).decode(bytes)
        : decodePngWasm(bytes)
  if (!image) throw new Error(`The ${format} decoder could not read the image`)
  // Deno's DOM types allow ImageData to hold Float16Array pixels; these decoders give 8-bit ones.
  if (!(image.data instanceof Uint8ClampedArray || image.data instanceof Uint8Array)) {
    throw new Error(`The ${format} decoder gave pixels that are not 8-bit`)
  }
  return { width: image.width, height: image.height, data: image.data }
}

/**
 * Lanczos3 resampling in sRGB, as sharp does. Transparent pixels are premultiplied here, with
 * integers, when there are any: the codec's own premultiplying costs ten times the resize itself.
 */
export async function resize(image: Pixels, width: number, height: number): Promise<Pixels> {
  await compileAll()
  const input = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength)
  const translucent = hasTransparency(input)
  if (translucent) premultiply(input)
  // Whole-number shrinking first (a 4000 px photo to 2000 px for a 1600 px target), Lanczos after.
  const k = Math.floor(Math.min(image.width / width, image.height / height))
  const shrunk =
    k >= 2
      ? boxShrink({ data: input, width: image.width, height: image.height }, k)
      : { data: input, width: image.width, height: image.height }
  const data = resizeWasm(shrunk.data as Uint8Array, shrunk.width, shrunk.height, width, height, 3, false, false)
  if (translucent) unpremultiply(data)
  return { data, width, height }
}

function hasTransparency(rgba: Uint8Array): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return true
  return false
}

function premultiply(rgba: Uint8Array): void {
  for (let i = 0; i < rgba.length; i += 4) {
    const a = rgba[i + 3]
    for (let c = i; c < i + 3; c++) rgba[c] = Math.round((rgba[c] * a) / 255)
  }
}

function unpremultiply(rgba: Uint8Array | Uint8ClampedArray): void {
  for (let i = 0; i < rgba.length; i += 4) {
    const a = rgba[i + 3]
    if (a !== 0 && a !== 255) for (let c = i; c < i + 3; c++) rgba[c] = Math.min(255, Math.round((rgba[c] * 255) / a))
  }
}

/** Lossy WebP at the quality the sharp adapter uses. */
export async function encodeWebp(image: Pixels, quality: number): Promise<Uint8Array> {
  const wasm = await compileAll()
  const encoder = await instantiate<Encoder>(webpEncoder, wasm.webpEncoder)
  const out = encoder.encode(image.data, image.width, image.height, { ...webpDefaults, quality })
  if (!out) throw new Error('The WebP encoder failed')
  return out
}
