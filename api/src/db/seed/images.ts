import { existsSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { AVATAR_VARIANTS, avatarSvg } from './avatar-art.ts'
import { portfolioLayers, portfolioStyles, type PortfolioStyle } from './portfolio-art.ts'

// The shared demo images, rendered locally (never hotlinked) into the storage folder the API
// serves at /storage/v1/object/public/<bucket>/<path>, as Supabase Storage would.

export const PORTFOLIO_IMAGES = 36
export const AVATAR_IMAGES = 24

export interface DemoImage {
  url: string
  style: PortfolioStyle
}

const two = (n: number) => String(n).padStart(2, '0')
const portfolioPath = (i: number) => `portfolio/demo/portfolio-${two(i + 1)}.jpg`
const avatarPath = (i: number) => `avatars/demo/avatar-${two(i + 1)}.jpg`
const publicUrl = (path: string) => `/storage/v1/object/public/${path}`

/** URLs of the pool, whether or not the files have been rendered yet. */
export const demoPortfolioImages: readonly DemoImage[] = Array.from({ length: PORTFOLIO_IMAGES }, (_, i) => ({
  url: publicUrl(portfolioPath(i)),
  style: portfolioStyles[i % portfolioStyles.length],
}))
export const demoAvatarUrls: readonly string[] = Array.from({ length: AVATAR_IMAGES }, (_, i) =>
  publicUrl(avatarPath(i)),
)

/**
 * Generated stylists' avatars: stylist n draws figure AVATAR_IMAGES + n - 1, after the pool's, so
 * no two demo stylists (nor a stylist and a demo account) share a face. Stored as the SVG itself:
 * writing one costs microseconds where rasterising costs ~50 ms (90 s for the default 2,000 on a
 * first start), and the image server renders the widths a page asks for when first asked.
 * Stylists past the last figure (benchmark sizes only) have no photo.
 */
export const STYLIST_AVATARS = AVATAR_VARIANTS - AVATAR_IMAGES
const stylistAvatarPath = (n: number) => `avatars/demo/stylist-${n}.svg`
export const stylistAvatarUrl = (n: number): string | null =>
  n >= 1 && n <= STYLIST_AVATARS ? publicUrl(stylistAvatarPath(n)) : null

/** Writes the avatars of these stylists that are not there yet; returns how many it wrote. */
export async function writeStylistAvatars(storageDir: string, stylistNumbers: readonly number[]): Promise<number> {
  await mkdir(join(storageDir, 'avatars/demo'), { recursive: true })
  let made = 0
  for (const n of stylistNumbers) {
    const file = join(storageDir, stylistAvatarPath(n))
    if (stylistAvatarUrl(n) === null || existsSync(file)) continue
    await writeFile(file, avatarSvg(AVATAR_IMAGES + n - 1))
    made++
  }
  return made
}

async function renderAvatar(file: string, index: number): Promise<boolean> {
  if (existsSync(file)) return false
  return save(
    file,
    await sharp(Buffer.from(avatarSvg(index)))
      .resize(400, 400)
      .jpeg({ quality: 85 })
      .toBuffer(),
  )
}

/** The blurred under layer is drawn at 200 px (blur sigma 1.5 there is 6 at 800), then scaled up. */
async function renderPortfolio(file: string, index: number): Promise<boolean> {
  if (existsSync(file)) return false
  const { under, over } = portfolioLayers(index, 800, 200)
  const soft = await sharp(Buffer.from(under)).blur(1.5).raw().toBuffer({ resolveWithObject: true })
  const jpeg = await sharp(soft.data, { raw: soft.info })
    .resize(800, 800, { kernel: 'cubic' })
    .composite([{ input: Buffer.from(over) }])
    .jpeg({ quality: 85 })
    .toBuffer()
  return save(file, jpeg)
}

async function save(file: string, jpeg: Buffer): Promise<boolean> {
  // Written under a temporary name first: an interrupted run must not leave a broken file that
  // the next run would take as done.
  await writeFile(`${file}.tmp`, jpeg)
  await rename(`${file}.tmp`, file)
  return true
}

/** Renders the missing pool files (800 px portfolio, 400 px avatars); returns how many it made. */
export async function ensureDemoImages(storageDir: string): Promise<number> {
  await mkdir(join(storageDir, 'portfolio/demo'), { recursive: true })
  await mkdir(join(storageDir, 'avatars/demo'), { recursive: true })
  const jobs = [
    ...Array.from({ length: PORTFOLIO_IMAGES }, (_, i) => () => renderPortfolio(join(storageDir, portfolioPath(i)), i)),
    ...Array.from({ length: AVATAR_IMAGES }, (_, i) => () => renderAvatar(join(storageDir, avatarPath(i)), i)),
  ]
  let made = 0
  // A few at a time: sharp renders on its own threads, more in flight only queues.
  for (let i = 0; i < jobs.length; i += 4) {
    const done = await Promise.all(jobs.slice(i, i + 4).map((job) => job()))
    made += done.filter(Boolean).length
  }
  return made
}
