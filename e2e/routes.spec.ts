import { expect, test } from '@playwright/test'

// Every route of the spec's route table, with the h1 each must show.
const routes: [path: string, heading: string | RegExp][] = [
  ['/', 'Find Your Perfect Hairstylist'],
  ['/stylists', 'Find Stylists'],
  ['/find-stylists', 'Find Stylists'],
  ['/stylist/1', 'Alejandra Johnson'],
  ['/stylist/1/jane-doe-austin-tx', 'Alejandra Johnson'],
  // The spec names the hero but not its words: these are the page's own (marketing/stylist-hero.tsx).
  ['/for-stylists', 'Get found by clients who are looking for you right now'],
  ['/how-it-works', /find, and be found by/],
  ['/about', /find the stylist/],
  ['/support', 'How can we help?'],
  ['/privacy-policy', /Privacy Policy/],
  ['/terms-of-service', /Terms of Service/],
  ['/login', 'Sign In'],
  ['/signup', 'Create Your Account'],
  ['/forgot-password', 'Reset Your Password'],
  // Without the link from a reset email (the whole reset: password-reset.spec.ts).
  ['/reset-password', 'Open Your Reset Link'],
  // Signed out, the private pages send to sign-in and back (their content: auth.spec.ts).
  ['/stylist-registration', 'Sign In'],
  ['/dashboard', 'Sign In'],
  ['/messages', 'Sign In'],
  // Signed out, /admin sends home (its content: admin.spec.ts).
  ['/admin', 'Find Your Perfect Hairstylist'],
  ['/test-page', 'Location Search Test'],
  ['/stylist-directory', 'Browse Stylists by State'],
  ['/stylist-directory/TX', 'Stylists in Texas'],
  ['/stylist-directory/TX/Austin', 'Stylists in Austin, Texas'],
]

for (const [path, heading] of routes) {
  test(`${path} renders its page by deep link`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page).toHaveTitle(/Chairside/)
    if (path === '/stylist-registration' || path === '/dashboard' || path === '/messages')
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`)
    if (path === '/admin') await expect(page).toHaveURL('/')
    expect(errors).toEqual([])
  })
}

test('an unknown path shows the 404 page, with the status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
})

test('old links lead where the user meant', async ({ page }) => {
  await page.goto('/directory')
  await expect(page).toHaveURL(/\/stylist-directory$/)
  await page.goto('/search?location=Austin')
  await expect(page).toHaveURL(/\/stylists\?location=Austin/)
})

test('unknown API paths answer JSON, not the SPA', async ({ request }) => {
  const res = await request.get('/api/nope')
  expect(res.status()).toBe(404)
  expect(await res.json()).toEqual({ message: 'No such API route: GET /api/nope' })
})

test('the legal pages show today as the effective date', async ({ page }) => {
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
  for (const path of ['/privacy-policy', '/terms-of-service']) {
    await page.goto(path)
    await expect(page.getByText(today).first()).toBeVisible()
  }
})

test('the stylist page promotes the free trial and every call to action leads to registration', async ({ page }) => {
  await page.goto('/for-stylists')
  await expect(page.getByText('FREETRIAL0125').first()).toBeVisible()
  await expect(page.getByText('No credit card required').first()).toBeVisible()
  const ctas = page.locator('main a[href="/stylist-registration"]')
  expect(await ctas.count()).toBeGreaterThanOrEqual(2)
  // The default order is "recommended" (ADR 006): the page says what it weighs, not "by distance".
  await expect(page.getByText(/The recommended order weighs your reviews .* and how close you are/)).toBeVisible()
  await expect(page.getByText(/ordered by how far away/)).toHaveCount(0)
})
