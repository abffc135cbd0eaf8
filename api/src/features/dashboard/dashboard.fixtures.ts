import { randomUUID } from 'node:crypto'
import { constants, crc32, deflateRawSync } from 'node:zlib'
import sharp from 'sharp'
import type { DashboardProfile, ProfileInput } from '@marketplace/domain/contract/dashboard.ts'
import { MovableClock } from '../../adapters/billing/billing.ts'
import { createEmbeddedBilling } from '../../adapters/billing/embedded-billing.ts'
import { createEmbeddedStorage } from '../../adapters/storage/embedded-storage.ts'
import type { Storage } from '../../adapters/storage/storage.ts'
import { createApp } from '../../app.ts'
import type { Sql } from '../../db/client.ts'
import { storageFiles } from '../../node/static-assets.ts'
import { testDeps, testStorageDir } from '../../../test/app.ts'
import { call, subscribe, type TestUser } from '../../../test/billing.ts'
import { signedInUser } from '../../../test/identity.ts'

/**
 * The app as the Node server runs it (embedded billing with a clock the test moves, embedded
 * storage in a fresh folder served at the storage URL), and the dashboard's calls against it.
 */
export function dashboardTestApp(sql: Sql, options: { storage?: Storage } = {}) {
  const clock = new MovableClock(new Date())
  const storageDir = testStorageDir()
  const deps = {
    ...testDeps(sql, {}, createEmbeddedBilling(clock)),
    storage: options.storage ?? createEmbeddedStorage(storageDir),
    trustForwardedFor: true,
  }
  const app = createApp(deps, { assets: [storageFiles(storageDir)] })
  return { app, deps, clock, storageDir }
}
export type DashboardTestApp = ReturnType<typeof dashboardTestApp>

/** Marfa, TX: a ZIP code of the gazetteer, far from the demo data's cities. */
export const MARFA = { zipCode: '79843', city: 'Marfa', state: 'TX' }

/** A complete profile form, as the dashboard sends it. */
export function profileForm(overrides: Partial<ProfileInput> & Record<string, unknown> = {}): ProfileInput & Record<string, unknown> {
  return {
    stylistName: `Dana ${randomUUID().slice(0, 6)}`,
    salonName: 'High Desert Hair',
    bio: 'Colour and curls in the high desert: twelve years of balayage, silk presses and cuts for every texture of hair.',
    address: '100 Highland Ave',
    ...MARFA,
    phone: '(432) 555-0188',
    website: 'highdeserthair.com',
    instagram: '@highdeserthair',
    facebook: '',
    startingPrice: 45,
    priceRange: '$',
    gender: 'female',
    licenseNumber: '',
    licenseState: '',
    profileImageUrl: null,
    location: '100 Highland Ave',
    ...overrides,
  }
}

/** A signed-in user with an active subscription (registered through the embedded billing) and no profile yet. */
export async function subscribedUser(sql: Sql, t: DashboardTestApp): Promise<TestUser> {
  const user = await signedInUser(sql, t.deps)
  const signup = await subscribe(t.app, user, { plan: 'monthly' })
  if (signup.status !== 200) throw new Error(`subscribe: ${signup.status} ${JSON.stringify(signup.body)}`)
  return user
}

/** A subscribed user who has saved their profile through the dashboard. */
export async function stylistWithProfile(sql: Sql, t: DashboardTestApp, overrides: Partial<ProfileInput> = {}) {
  const user = await subscribedUser(sql, t)
  const res = await call(t.app, user, 'POST', '/api/firebase/stylists', profileForm(overrides))
  if (res.status !== 201) throw new Error(`profile: ${res.status} ${JSON.stringify(res.body)}`)
  return { user, profile: res.body as DashboardProfile }
}

/** POSTs a file in the multipart field `image` (or another field), as the dashboard's upload does. */
export async function upload(
  t: DashboardTestApp, user: TestUser | null, kind: 'profile' | 'portfolio',
  file: { bytes: Uint8Array; name: string; type: string }, fieldName = 'image',
) {
  const body = new FormData()
  body.append(fieldName, new File([file.bytes], file.name, { type: file.type }))
  const res = await t.app.request(`/api/firebase/upload/${kind}`, {
    method: 'POST',
    headers: user ? { ...user.headers, 'x-forwarded-for': user.id } : {},
    body,
  })
  return { status: res.status, contentType: res.headers.get('content-type'), text: await res.text() }
}

/** Fetches a stored image through the app's storage URL and reads what it is. */
export async function storedImage(t: DashboardTestApp, url: string) {
  const res = await t.app.request(url)
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`)
  return sharp(Buffer.from(await res.arrayBuffer())).metadata()
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 192, g: 255, b: 238 } } })

export const images = {
  png: (width = 1200, height = 900) => solid(width, height).png().toBuffer(),
  webp: (width = 640, height = 480) => solid(width, height).webp().toBuffer(),
  gif: () => solid(64, 64).gif().toBuffer(),
  /** A landscape camera JPEG that says "rotate 90°" and carries a GPS position and a camera serial. */
  cameraJpeg: () =>
    solid(1200, 900)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'TestCam', BodySerialNumber: 'SN-12345' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 0/1' } })
      .toBuffer(),
  svg: () =>
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="teal"/><script>alert(1)</script></svg>'),
  html: () => Buffer.from('<!doctype html><html><body><script>document.location="https://evil.example"</script></body></html>'),
  /**
   * A decompression bomb: a valid PNG of 50 KB, one colour, that declares and holds 20000 × 20000
   * pixels (400 MP: 1.2 GB once decoded to RGB). Built by hand because encoding it with sharp takes
   * 20 seconds: the same 1 MB deflate block of zero rows, flushed so it can repeat, 50 times over.
   */
  bomb: (width = 20000, height = 20000) => solidPng(width, height),
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A 1-bit greyscale PNG, all black, of any size, in milliseconds (see images.bomb). */
function solidPng(width: number, height: number): Buffer {
  const rowBytes = 1 + Math.ceil(width / 8) // filter byte + pixels
  const total = rowBytes * height
  const parts = 50
  if (total % parts !== 0) throw new Error('solidPng: rows must split into 50 equal parts')
  // A full flush ends the block byte-aligned with no reference to earlier data: it can repeat.
  const block = deflateRawSync(Buffer.alloc(total / parts), { level: 9, finishFlush: constants.Z_FULL_FLUSH })
  const adler32 = Buffer.alloc(4)
  adler32.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0) // Adler-32 of `total` zero bytes
  const zlibStream = Buffer.concat([Buffer.from([0x78, 0xda]), ...Array<Buffer>(parts).fill(block), Buffer.from([0x03, 0x00]), adler32])
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 1 // bit depth; colour type 0 (greyscale), no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header), pngChunk('IDAT', zlibStream), pngChunk('IEND', Buffer.alloc(0)),
  ])
}
