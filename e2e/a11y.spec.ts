import { join } from 'node:path'
import { expect as baseExpect, test as base, type Browser, type Page, type WorkerInfo } from '@playwright/test'
import { expectNoAxeViolations } from './fixtures/axe'
import { createAccount, signIn } from './fixtures/accounts'
import { demoStylistPath } from './fixtures/demo-stylist'
import { hydrated } from './fixtures/hydration'

// axe (WCAG 2.1 A/AA and best practices) on every route of the spec, signed out and signed in,
// and on the states a page opens into: dialogs, the lightbox, the phone menu and the filters.

const expect = baseExpect.configure({ timeout: 15_000 })

async function signedInState(browser: Browser, info: WorkerInfo, email: string, to: string): Promise<string> {
  const path = join(info.project.outputDir, `a11y-${email.split('@')[0]}-${info.workerIndex}.json`)
  const context = await browser.newContext({ baseURL: info.project.use.baseURL })
  const page = await context.newPage()
  await signIn(page, email, to)
  await expect(page).toHaveURL(to, { timeout: 20_000 })
  await context.storageState({ path })
  await context.close()
  return path
}

// One form sign-in per worker and account (the issuer allows 10 per account in 10 minutes).
const test = base.extend<object, { stylistState: string; adminState: string }>({
  stylistState: [
    async ({ browser }, use, info) => use(await signedInState(browser, info, 'stylist@example.com', '/dashboard')),
    { scope: 'worker' },
  ],
  adminState: [
    async ({ browser }, use, info) => use(await signedInState(browser, info, 'admin@example.com', '/admin')),
    { scope: 'worker' },
  ],
})
const stylistTest = test.extend({ storageState: ({ stylistState }, use) => use(stylistState) })
const adminTest = test.extend({ storageState: ({ adminState }, use) => use(adminState) })
test.describe.configure({ timeout: 60_000 })

async function open(page: Page, path: string) {
  await page.goto(path)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 })
}

const publicRoutes = [
  '/',
  '/stylists',
  '/stylists?location=Austin%2C%20TX&specialty=balayage',
  '/stylists?location=Qwxyzzy',
  '/find-stylists',
  '/stylist/1',
  '/for-stylists',
  '/how-it-works',
  '/about',
  '/support',
  '/privacy-policy',
  '/terms-of-service',
  '/login',
  '/signup',
  '/forgot-password',
  '/test-page',
  '/stylist-directory',
  '/stylist-directory/TX',
  '/stylist-directory/TX/Austin',
  '/stylist-directory/TX/Nowhere%20Town',
  '/stylist/999999',
  '/no/such/page',
]

for (const path of publicRoutes) {
  test(`axe: ${path} signed out`, async ({ page }) => {
    await open(page, path)
    await expectNoAxeViolations(page)
  })
}

test("axe: a profile's tabs and the open lightbox", async ({ page, request }) => {
  await open(page, await demoStylistPath(request))
  const tabs = page.getByRole('tablist', { name: 'Stylist profile sections' })
  for (const name of ['Services', 'Portfolio', 'Reviews']) {
    await tabs.getByRole('tab', { name }).click()
    await expectNoAxeViolations(page)
  }
  await tabs.getByRole('tab', { name: 'Portfolio' }).click()
  await page
    .getByRole('button', { name: /full screen$/ })
    .first()
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('axe: the results page with filters and the services picker open', async ({ page, isMobile }) => {
  await open(page, '/stylists?location=Austin%2C%20TX')
  if (isMobile)
    await page
      .getByTestId('phone-results-bar')
      .locator('summary', { hasText: /^Filters/ })
      .click()
  const filters = page.getByRole('complementary', { name: 'Filters' })
  for (const name of [
    'Price range',
    'Rating',
    'Specialty',
    'Services',
    'Distance',
    'Gender',
    'Availability',
    'Product brands',
  ])
    await filters.getByRole('button', { name }).click()
  await expectNoAxeViolations(page)
  await filters.getByTestId('services-picker').click()
  await expect(page.getByRole('textbox', { name: 'Search services' })).toBeFocused()
  await expectNoAxeViolations(page)
})

test('axe: the phone menu open', async ({ page, isMobile }) => {
  if (!isMobile) await page.setViewportSize({ width: 390, height: 844 })
  await open(page, '/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('axe: the sign-in and support forms showing their errors', async ({ page }) => {
  await open(page, '/login')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(
    page.getByText(/email/i).and(page.locator('[id$="error"], [data-part="error-text"]')).first(),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await open(page, '/support')
  await page.getByRole('button', { name: /send/i }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('axe: registration, the plan and payment steps', async ({ page, request }) => {
  await signIn(page, await createAccount(request), '/stylist-registration')
  const plan = page.getByRole('form', { name: 'Choose your plan' })
  await expect(plan).toBeVisible({ timeout: 20_000 })
  await expectNoAxeViolations(page)
  await plan.getByRole('button', { name: 'Continue to Payment' }).click()
  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible()
  await expectNoAxeViolations(page)
})

stylistTest('axe: every dashboard tab as the demo stylist, and the service dialog', async ({ page }) => {
  test.setTimeout(120_000)
  await open(page, '/dashboard')
  for (const name of ['Profile', 'Services', 'Portfolio', 'Specialties', 'Subscription']) {
    await page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name }).click()
    await expect(page.getByRole('tabpanel', { name })).toBeVisible()
    await expectNoAxeViolations(page)
  }
  await page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name: 'Services' }).click()
  await page.getByRole('button', { name: 'Add Service' }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoAxeViolations(page)
})

adminTest('axe: every admin tab, the discount code dialog and a verification preview', async ({ page }) => {
  // Ten scans of large pages: on a busy machine each takes several seconds.
  test.setTimeout(180_000)
  await open(page, '/admin')
  for (const name of [
    'Overview',
    'Verifications',
    'Discount Codes',
    'Users',
    'Analytics',
    'Insights',
    'Support',
    'Audit Log',
  ]) {
    await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name }).click()
    await expect(page.getByRole('tabpanel', { name })).toBeVisible()
    await expectNoAxeViolations(page)
  }
  await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: 'Discount Codes' }).click()
  await page.getByRole('button', { name: 'Create Discount Code' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: 'Verifications' }).click()
  await page
    .getByRole('button', { name: /^Preview / })
    .first()
    .click()
  await expect(page.getByRole('dialog', { name: /^Preview / })).toBeVisible()
  await expectNoAxeViolations(page)
})

test("axe: a profile's reviews (names, histogram) and, on a phone, its Book and Call bar", async ({ page }) => {
  await open(page, '/stylist/1')
  await page.getByRole('tablist', { name: 'Stylist profile sections' }).getByRole('tab', { name: 'Reviews' }).click()
  await expect(page.getByRole('heading', { name: 'Client Reviews' })).toBeVisible()
  await expectNoAxeViolations(page)
})
