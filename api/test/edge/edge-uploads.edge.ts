import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStylist, createUser, testDatabase, testDatabaseUrl } from '../database.ts'
import { images } from '../fixtures/dashboard.fixtures.ts'
import { FAKE_PRICES, StripeFake } from '../stripe-fake.ts'
import { startEdgeFunction, type EdgeFunction } from './edge-function.ts'
import { SupabaseFake } from './supabase-fake.ts'

// Image uploads through the Supabase Edge Function entry under Deno, where sharp cannot load and
// the WebAssembly intake does the work (docs/decisions/009-image-uploads.md): real camera bytes
// in, the stored WebP read back from the Storage fake and judged by sharp in this process.
const sql = testDatabase()
const SERVICE_ROLE_KEY = `service-role-${randomUUID()}`
let edge: EdgeFunction
let supabase: SupabaseFake
let stripe: StripeFake

beforeAll(async () => {
  supabase = await SupabaseFake.start(SERVICE_ROLE_KEY)
  // The function never starts without Stripe (it would take test cards): a fake one, not called here.
  stripe = await StripeFake.start()
  edge = await startEdgeFunction({
    SUPABASE_DB_URL: testDatabaseUrl(),
    SUPABASE_URL: supabase.url,
    SUPABASE_ANON_KEY: 'anon-key-of-the-project',
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PRICE_MONTHLY: FAKE_PRICES.monthly,
    STRIPE_PRICE_ANNUAL: FAKE_PRICES.annual,
    STRIPE_API_URL: stripe.url,
    LOG_LEVEL: 'warn',
  })
}, 240_000)

afterAll(async () => {
  await edge?.stop()
  await Promise.all([supabase?.close(), stripe?.close()])
})

async function upload(
  user: { id: string; email: string },
  kind: 'profile' | 'portfolio',
  bytes: Uint8Array,
  name: string,
) {
  const form = new FormData()
  form.set('image', new File([bytes], name, { type: 'image/jpeg' }))
  const res = await fetch(`${edge.url}/api/firebase/upload/${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await supabase.accessToken(user)}` },
    body: form,
  })
  return { status: res.status, text: await res.text() }
}

/** The object a public Storage URL names, as the Storage fake holds it. */
function stored(url: string) {
  const key = decodeURIComponent(new URL(url).pathname.replace('/storage/v1/object/public/', ''))
  const object = supabase.storage.objects.get(key)
  if (!object) throw new Error(`nothing stored at ${key}`)
  return object
}

const userFolder = (userId: string) =>
  [...supabase.storage.objects.keys()].filter((key) => key.split('/')[1] === userId)

describe('image uploads at the edge (WebAssembly intake under Deno)', () => {
  it('stores a camera JPEG upright, fitted, as WebP, without its EXIF (GPS, camera serial)', async () => {
    const user = await createUser(sql)
    const res = await upload(user, 'profile', await images.cameraJpeg(), 'IMG_0001.JPG')
    expect(res.status).toBe(201)
    expect(res.text).toMatch(
      new RegExp(`^${supabase.url}/storage/v1/object/public/profile-images/${user.id}/[0-9a-f]{32}\\.webp$`),
    )
    const object = stored(res.text)
    expect(object.contentType).toBe('image/webp')
    // 1200 × 900 stored with "rotate 90°" is a 900 × 1200 portrait, fitted inside 800 px.
    const meta = await sharp(object.body).metadata()
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual([
      'webp',
      600,
      800,
      undefined,
      undefined,
    ])
    const text = Buffer.from(object.body).toString('latin1')
    for (const leak of ['Exif', 'TestCam', 'SN-12345']) expect(text).not.toContain(leak)
  })

  it('fits a portfolio image inside 1600 px and keeps a smaller one as it is', async () => {
    const user = await createUser(sql)
    await createStylist(sql, user.id)
    const big = await upload(user, 'portfolio', await images.png(2400, 1800), 'big.png')
    const small = await upload(user, 'portfolio', await images.webp(640, 480), 'small.webp')
    expect([big.status, small.status]).toEqual([201, 201])
    expect(await sharp(stored(big.text).body).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1200 })
    expect(await sharp(stored(small.text).body).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 })
  })

  it.each([
    ['an SVG named .jpg', () => images.svg(), 'JPEG, PNG or WebP'],
    ['an HTML page named .jpg', () => images.html(), 'JPEG, PNG or WebP'],
    ['a decompression bomb (20000 × 20000 PNG)', () => images.bomb(), '40 megapixels'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_name, make, message) => {
    const user = await createUser(sql)
    const res = await upload(user, 'profile', await make(), 'photo.jpg')
    expect(res.status).toBe(400)
    expect(res.text).toContain('image')
    expect(res.text).toContain(message)
    expect(userFolder(user.id)).toEqual([])
  })
})
