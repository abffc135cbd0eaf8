import { mkdirSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import sharp from 'sharp'
import { accessToken, createAccount, signIn } from './fixtures/accounts'

// A client asks with a photo (issue 38, ADR 022 "Photos"), in embedded mode: the photo goes
// through the image intake into private storage, and each side sees it through signed links.
// Screenshots of both inboxes and the thread at the project's width (1280 or 390) go to
// /work/shots/h-38g/ when SHOTS_DIR names it.

const shots = process.env.SHOTS_DIR
const bio =
  'Colour and braids for every texture. I answer questions before you book: send me what you have in mind and I will tell you what it takes.'

async function listedStylist(request: APIRequestContext, name: string) {
  const email = await createAccount(request)
  const headers = { authorization: `Bearer ${await accessToken(request, email)}` }
  const signup = await request.post('/api/complete-signup', {
    headers,
    data: { planType: 'monthly', paymentMethodId: null, couponCode: 'FREETRIAL0125' },
  })
  expect(signup.status(), await signup.text()).toBe(200)
  const profile = await request.post('/api/firebase/stylists', {
    headers,
    data: {
      stylistName: name,
      bio,
      address: '1 Main St',
      city: 'Marfa',
      state: 'TX',
      zipCode: '79843',
      phone: '4325550100',
      startingPrice: 40,
    },
  })
  expect(profile.status(), await profile.text()).toBe(201)
  return { email, id: ((await profile.json()) as { id: number }).id }
}

/** A second person's browser, at the same width as the project's page. */
async function personPage(browser: Browser, baseURL: string | undefined, isMobile: boolean, email: string, to: string) {
  const context = await browser.newContext({
    baseURL,
    ...(isMobile
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } }),
  })
  const page = await context.newPage()
  await signIn(page, email, to)
  return page
}

/** A photo as a phone would send it: a 2000 × 1500 JPEG with a gradient (resized to 1600 px on the server). */
async function photo() {
  const width = 2000
  const height = 1500
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      pixels[i] = 120 + Math.round((x / width) * 100)
      pixels[i + 1] = 60 + Math.round((y / height) * 80)
      pixels[i + 2] = 40
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer()
}

const messagesLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).first()

async function shot(page: Page, name: string, width: number) {
  if (!shots) return
  mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: false })
}

test('a client asks with a photo from the profile, the stylist sees it live and answers, both counts go to zero', async ({
  page,
  browser,
  request,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(180_000)
  const width = isMobile ? 390 : 1280
  if (isMobile) await page.setViewportSize({ width: 390, height: 844 })
  const suffix = Math.random().toString(36).slice(2, 6)
  const name = `Ines Duarte ${suffix}`
  const stylist = await listedStylist(request, name)
  const clientEmail = await createAccount(request, { first_name: 'Ada', last_name: `Mensah${suffix}` })
  const clientName = 'Ada M.'

  const stylistPage = await personPage(browser, baseURL, isMobile, stylist.email, '/dashboard?tab=messages')
  await expect(stylistPage.getByText('No messages yet')).toBeVisible()

  await signIn(page, clientEmail, `/stylist/${stylist.id}`)
  await expect(page).toHaveURL(new RegExp(`/stylist/${stylist.id}`))
  await page.getByRole('button', { name: `Message ${name}` }).click()
  await expect(page).toHaveURL(/\/messages\/\d+$/)

  // Add photos: the button is keyboard reachable; a non-image is refused in words; the photo previews.
  const addPhotos = page.getByRole('button', { name: 'Add photos' })
  await expect(addPhotos).toBeEnabled()
  const input = page.getByTestId('photo-input')
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') })
  await expect(page.getByRole('alert')).toContainText('notes.txt is not a JPEG, PNG or WebP photo.')
  const jpeg = await photo()
  await input.setInputFiles([
    { name: 'colour.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    { name: 'length.jpg', mimeType: 'image/jpeg', buffer: jpeg },
  ])
  await expect(page.getByRole('list', { name: 'Photos to send' }).getByRole('listitem')).toHaveCount(2)
  await page.getByRole('button', { name: 'Remove photo 2 (length.jpg)' }).click()
  await expect(page.getByRole('list', { name: 'Photos to send' }).getByRole('listitem')).toHaveCount(1)
  const question = 'Can you do this copper colour on my hair?'
  await page.getByRole('textbox', { name: `Message to ${name}` }).fill(question)
  await page.getByRole('button', { name: 'Send' }).click()
  const mine = page.getByTestId('message').filter({ hasText: question })
  // The intake decodes, resizes and re-encodes in WebAssembly: seconds on a busy machine.
  await expect(mine.getByRole('img', { name: 'Photo 1 of 1 from you' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('list', { name: 'Photos to send' })).toHaveCount(0)
  // The client's inbox (beside the thread from 768 px) says the last message has a photo: an icon
  // hidden from screen readers, and the words, in the row's name too.
  if (!isMobile) {
    const myRow = page.getByTestId('conversation-row').filter({ hasText: name })
    await expect(myRow.getByTestId('preview-photos')).toContainText('Photo ·')
    await expect(myRow.getByTestId('preview-photos').locator('svg')).toHaveAttribute('aria-hidden', 'true')
    await expect(page.getByRole('link', { name: `${name}: You: Photo · ${question}` })).toBeVisible()
    await shot(page, 'client-inbox-photo', width)
  }

  // The stylist sees it without a reload, the photo through its signed link.
  const row = stylistPage.getByTestId('conversation-row').filter({ hasText: clientName })
  await expect(row).toBeVisible({ timeout: 3_000 })
  await expect(messagesLink(stylistPage, 'Messages, 1 unread')).toBeVisible({ timeout: 3_000 })
  await expect(row.getByTestId('preview-photos')).toContainText('Photo ·')
  await expect(stylistPage.getByRole('link', { name: `${clientName}, 1 unread: Photo · ${question}` })).toBeVisible()
  await shot(stylistPage, 'stylist-inbox', width)
  await row.click()
  const received = stylistPage.getByTestId('message').filter({ hasText: question })
  const thumb = received.getByRole('img', { name: `Photo 1 of 1 from ${clientName}` })
  await expect(thumb).toBeVisible()
  await expect(thumb).toHaveAttribute(
    'src',
    /^\/api\/messages\/photos\/[0-9a-f-]{36}\/[0-9a-f]{32}\.webp\?exp=\d+&sig=/,
  )
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600)
  // The larger view, in a dialog that Escape closes.
  await received.getByRole('button', { name: `Open photo 1 of 1 from ${clientName.toLowerCase()}` }).click()
  const dialog = stylistPage.getByRole('dialog', { name: `Photo 1 of 1 from ${clientName}` })
  await expect(dialog.getByTestId('message-photo-large')).toBeVisible()
  await stylistPage.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await shot(stylistPage, 'stylist-thread-with-photo', width)

  // The stylist answers; the client sees it without a reload.
  await stylistPage
    .getByRole('textbox', { name: `Message to ${clientName}` })
    .fill('Yes, that copper suits you. About $150.')
  await stylistPage.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByTestId('message').filter({ hasText: 'that copper suits you' })).toBeVisible({ timeout: 3_000 })
  await expect(messagesLink(page, 'Messages')).toBeVisible()
  await shot(page, 'client-thread-with-photo', width)
  await page.goto('/messages')
  await expect(page.getByTestId('conversation-row').filter({ hasText: name })).toBeVisible()
  await shot(page, 'client-inbox', width)

  for (const email of [clientEmail, stylist.email]) {
    const unread = await request.get('/api/messages/unread', {
      headers: { authorization: `Bearer ${await accessToken(request, email)}` },
    })
    expect(await unread.json()).toEqual({ unread: 0 })
  }
  await stylistPage.context().close()
})
