import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { accessToken, createAccount, PASSWORD, signIn, uniqueEmail } from './fixtures/accounts'
import { pngImage } from './fixtures/images'

// Script in what users write (a stylist's name, business name, bio, services, portfolio captions,
// a reviewer's name and review, a support message) stays text everywhere it is shown: the
// profile, search results, the directory and the admin console. Each payload would set
// window.__xss or open a dialog if it ran; neither may happen, and the text shows as typed.
// The stylist is a new account of its own (the demo stylist's profile is used by other specs).

const expectSlow = expect.configure({ timeout: 20_000 })
const tag = Date.now().toString(36)
const payload = {
  name: `Ana ${tag} <img src=x onerror="window.__xss='name'">`,
  salon: `"><svg onload="window.__xss='salon'">`,
  bio: `<script>window.__xss='bio'</script> Curly cuts and colour in west Texas. <img src=x onerror="window.__xss='bio-img'"> Book a consultation any weekday.`,
  facebook: `javascript:window.__xss='facebook'`,
  service: `Cut <script>window.__xss='service'</script>`,
  serviceDescription: `"><svg onload="window.__xss='service-description'"> javascript:alert(1)`,
  caption: `<img src=x onerror="window.__xss='caption'">`,
  review: `Great cut "><img src=x onerror="window.__xss='review'"> <script>window.__xss='review-script'</script>`,
  reviewer: `<b onmouseover="window.__xss='reviewer'">Eve</b>`,
  subject: `<svg onload="window.__xss='support'"> ${tag}`,
}

/** Collects the page's Content-Security-Policy violations (the DOM event, logged, and Chromium's own messages). */
async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`${page.url()}: ${message.text()}`)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  return violations
}

/** Records dialogs and CSP violations; the function it returns checks that no payload ran. */
async function watch(page: Page) {
  const dialogs: string[] = []
  const violations = await cspViolations(page)
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return async () => {
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined()
    expect(dialogs).toEqual([])
    expect(await page.locator('a[href^="javascript:" i], [onerror], [onload], [onmouseover]').count()).toBe(0)
    // Payloads the page escaped never reach the CSP: a violation would mean markup got through.
    expect(violations).toEqual([])
  }
}

async function post(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string>,
  data: unknown,
  status = 201,
) {
  const res = await request.post(path, { headers, data })
  expect(res.status(), await res.text()).toBe(status)
  return res
}

/** A listed stylist whose every text field carries a payload, and a client's review of them. */
async function hostileStylist(request: APIRequestContext) {
  const email = await createAccount(request)
  const headers = { authorization: `Bearer ${await accessToken(request, email)}` }
  await post(
    request,
    '/api/complete-signup',
    headers,
    { planType: 'monthly', paymentMethodId: null, couponCode: 'FREETRIAL0125' },
    200,
  )
  const profile = {
    stylistName: payload.name,
    salonName: payload.salon,
    bio: payload.bio,
    facebook: payload.facebook,
    address: '1 Main St',
    city: 'Marfa',
    state: 'TX',
    zipCode: '79843',
    phone: '4325550100',
    startingPrice: 40,
  }
  // A javascript: website is refused outright; the other fields are stored as written.
  await post(request, '/api/firebase/stylists', headers, { ...profile, website: 'javascript:alert(1)' }, 400)
  const id = ((await (await post(request, '/api/firebase/stylists', headers, profile)).json()) as { id: number }).id
  await post(request, '/api/firebase/services', headers, {
    stylistId: id,
    name: payload.service,
    description: payload.serviceDescription,
    price: 55,
  })
  const upload = await request.post('/api/firebase/upload/portfolio', {
    headers,
    multipart: {
      image: { name: 'look.png', mimeType: 'image/png', buffer: pngImage(32, [200, 40, 90], [30, 200, 120]) },
    },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  await post(request, '/api/firebase/portfolio', headers, {
    stylistId: id,
    imageUrl: (await upload.text()).trim(),
    caption: payload.caption,
    tags: [],
  })

  const anonKey = ((await (await request.get('/api/config')).json()) as { supabaseAnonKey: string }).supabaseAnonKey
  const reviewer = uniqueEmail()
  await post(
    request,
    '/auth/v1/signup',
    { apikey: anonKey },
    { email: reviewer, password: PASSWORD, data: { first_name: payload.reviewer, last_name: 'Doe' } },
    200,
  )
  await post(
    request,
    `/api/stylists/${id}/reviews`,
    { authorization: `Bearer ${await accessToken(request, reviewer)}` },
    { rating: 5, comment: payload.review },
  )
  await post(
    request,
    '/api/support/messages',
    {},
    { name: payload.reviewer, email: reviewer, subject: payload.subject, message: payload.review },
  )
  const card = (
    (await (await request.get('/api/directory/states/TX/cities/Marfa/stylists')).json()) as {
      id: number
      slug: string
    }[]
  ).find((c) => c.id === id)
  if (!card) throw new Error('The new stylist is not listed in Marfa, TX')
  return { id, slug: card.slug, reviewer }
}

test('payloads in profiles, services, captions, reviews and messages stay text on every page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const stylist = await hostileStylist(request)
  const check = await watch(page)

  await page.goto(`/stylist/${stylist.id}/${stylist.slug}`)
  await expectSlow(page.getByRole('heading', { level: 1 })).toHaveText(payload.name)
  await expect(page.getByText(payload.salon, { exact: true }).first()).toBeVisible()
  await expect(page.getByText(payload.bio)).toBeVisible()
  const tabs = page.getByRole('tablist', { name: 'Stylist profile sections' })
  await tabs.getByRole('tab', { name: 'Services' }).click()
  await expect(page.getByText(payload.service)).toBeVisible()
  await expect(page.getByText(payload.serviceDescription)).toBeVisible()
  await tabs.getByRole('tab', { name: 'Portfolio' }).click()
  await expect(page.getByText(payload.caption, { exact: true }).first()).toBeAttached()
  await tabs.getByRole('tab', { name: /Reviews/ }).click()
  await expect(page.getByText(payload.review)).toBeVisible()
  await check()

  await page.goto(`/stylists?location=${encodeURIComponent('Marfa, TX')}`)
  await expectSlow(page.getByTestId('stylist-card').filter({ hasText: payload.name })).toBeVisible()
  await check()

  await page.goto('/stylist-directory/TX/Marfa')
  await expectSlow(page.getByText(payload.name).first()).toBeVisible()
  await check()
})

test('the admin console shows hostile names and messages as text', async ({ page, request }) => {
  test.setTimeout(120_000)
  const { reviewer } = await hostileStylist(request)
  const check = await watch(page)
  await signIn(page, 'admin@example.com', '/admin?tab=users')
  await expectSlow(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search users' }).fill(reviewer)
  await expectSlow(page.getByText(`${payload.reviewer} Doe`).first()).toBeVisible()
  await check()
  await page.goto('/admin?tab=support')
  await expectSlow(page.getByText(payload.subject).first()).toBeVisible()
  await check()
})

test('no page of the app breaks its Content-Security-Policy', async ({ page, request }) => {
  test.setTimeout(120_000)
  const violations = await cspViolations(page)
  const res = await request.get('/')
  expect(res.headers()['content-security-policy']).toContain("script-src 'self'")
  for (const path of [
    '/',
    '/stylists?location=New%20York%2C%20NY',
    '/stylist-directory',
    '/stylist-directory/NY/New%20York',
    '/login',
    '/signup',
    '/support',
    '/for-stylists',
  ]) {
    await page.goto(path)
    await expectSlow(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  }
  const email = await createAccount(request)
  await signIn(page, email, '/stylist-registration')
  await expectSlow(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  expect(violations).toEqual([])
})
