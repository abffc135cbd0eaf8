import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

// Sign-up, sign-in, sign-out, the sign-in gate and reviews, against the embedded identity
// issuer of a fresh `npm start` (the demo accounts all use the password 'password123').
// Accounts that sign out are made per test: signing out ends that session on the server, and
// the demo accounts are shared with the other project running beside this one.

const expect = baseExpect.configure({ timeout: 15_000 })
const PASSWORD = 'password123'

const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

/** A new account made through the issuer's own API (what supabase-js calls), for tests about something else. */
async function createAccount(request: APIRequestContext): Promise<string> {
  const config = await request.get('/api/config')
  expect(config.ok()).toBe(true)
  const { supabaseAnonKey } = (await config.json()) as { supabaseAnonKey: string }
  const email = uniqueEmail()
  const res = await request.post('/auth/v1/signup', {
    headers: { apikey: supabaseAnonKey },
    data: { email, password: PASSWORD },
  })
  expect(res.status(), await res.text()).toBe(200)
  return email
}

/** The header's account area: the bar on desktop, the opened menu drawer on a phone. */
async function accountArea(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('banner')
  await page.getByRole('button', { name: 'Open menu' }).click()
  return page.getByRole('dialog')
}

async function closeAccountArea(page: Page, isMobile: boolean) {
  if (isMobile) await page.keyboard.press('Escape')
}

async function expectSignedIn(page: Page, isMobile: boolean, email: string) {
  const area = await accountArea(page, isMobile)
  await expect(area.getByRole('link', { name: 'My Dashboard' })).toBeVisible()
  await expect(area.getByTestId('user-summary')).toContainText(email)
  await expect(area.getByRole('button', { name: 'Sign Out' })).toBeVisible()
  await expect(area.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0)
  await closeAccountArea(page, isMobile)
}

async function expectSignedOut(page: Page, isMobile: boolean) {
  const area = await accountArea(page, isMobile)
  await expect(area.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible()
  await expect(area.getByRole('link', { name: 'Become a Stylist' })).toBeVisible()
  await expect(area.getByRole('link', { name: 'My Dashboard' })).toHaveCount(0)
  await closeAccountArea(page, isMobile)
}

async function fillSignIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill(email)
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await form.getByRole('button', { name: 'Sign In' }).click()
}

const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /notifications/i }).getByText(title, { exact: true })

test('sign up lands on registration, signed in; sign out returns home, signed out', async ({ page, isMobile }) => {
  const email = uniqueEmail()
  await page.goto('/signup')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Your Account', { timeout: 20_000 })
  await expectSignedOut(page, isMobile)

  const form = page.getByRole('form', { name: 'Create account' })
  await form.getByLabel('Email').fill(email)
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await form.getByRole('textbox', { name: 'Confirm Password' }).fill('password124')
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(form.getByText('Passwords do not match')).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Confirm Password' })).toBeFocused()

  await form.getByRole('textbox', { name: 'Confirm Password' }).fill(PASSWORD)
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL('/stylist-registration')
  await expect(toast(page, 'Account created!')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete Your Registration')
  await expectSignedIn(page, isMobile, email)

  const area = await accountArea(page, isMobile)
  await area.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL('/')
  await expect(toast(page, 'Logged out')).toBeVisible()
  await expectSignedOut(page, isMobile)
  // The session is gone, not only hidden: the gate sends the visitor to sign in.
  await page.goto('/dashboard')
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard')
})

test("the sign-in form checks its fields with the spec's messages", async ({ page }) => {
  await page.goto('/login')
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill('not-an-email')
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('12345')
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible()
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')
})

test('a signed-out visit to registration goes to sign-in and comes back after it', async ({
  page,
  request,
  isMobile,
}) => {
  const email = await createAccount(request)
  await page.goto('/stylist-registration')
  await expect(page).toHaveURL('/login?redirect=%2Fstylist-registration', { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In')

  await fillSignIn(page, email, PASSWORD)
  await expect(page).toHaveURL('/stylist-registration')
  await expect(toast(page, 'Success!')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete Your Registration')
  await expectSignedIn(page, isMobile, email)
})

test('a redirect to another site is ignored: sign-in goes to the dashboard', async ({ page, request }) => {
  const email = await createAccount(request)
  await page.goto('/login?redirect=%2F%2Fevil.example%2F')
  await fillSignIn(page, email, PASSWORD)
  // To the dashboard, which sends a new account (no subscription yet) on to registration.
  await expect(page).toHaveURL('/stylist-registration')
  await expect(toast(page, 'Subscription Required')).toBeVisible()
  await expect(page.getByText('Please complete your subscription to access the dashboard')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete Your Registration')
})

test("a wrong password shows the provider's error and stays signed out", async ({ page, isMobile }) => {
  await page.goto('/login')
  await fillSignIn(page, 'client@example.com', 'wrong-password')
  const alert = page.getByRole('region', { name: /notifications/i })
  await expect(alert.getByText('Error', { exact: true })).toBeVisible()
  await expect(alert.getByText('Invalid login credentials')).toBeVisible()
  await expect(page).toHaveURL('/login')
  await expectSignedOut(page, isMobile)
})

test('Google sign-in explains itself in embedded mode', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign in with Google' }).click()
  await expect(toast(page, 'Google sign-in unavailable')).toBeVisible()
  await expect(
    page.getByText('Google sign-in works when the marketplace runs with Supabase. Use your email and password here.'),
  ).toBeVisible()
  await expect(page).toHaveURL('/login')
})

test('the session survives a reload', async ({ page, request, isMobile }) => {
  const email = await createAccount(request)
  await page.goto('/login')
  await fillSignIn(page, email, PASSWORD)
  // Via the dashboard, which sends an account without a subscription on to registration.
  await expect(page).toHaveURL('/stylist-registration')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete Your Registration')
  await expect(page).toHaveURL('/stylist-registration')
  await expectSignedIn(page, isMobile, email)
})

type Card = { id: number; slug: string; stylistName: string }
type ReviewResult = { review: { comment: string }; updated: boolean; ratingAverage: number | null; reviewCount: number }

test('a signed-in client leaves a review and sees it with the new average at once', async ({
  page,
  request,
}, testInfo) => {
  // Each project reviews its own stylist (never the demo stylist account's profile).
  const res = await request.get('/api/directory/states/NY/cities/New%20York/stylists')
  expect(res.ok()).toBe(true)
  const others = ((await res.json()) as Card[]).filter((c) => c.stylistName !== 'Maya Brooks')
  expect(others.length).toBeGreaterThan(1)
  const stylist = others[testInfo.project.name === 'phone' ? 1 : 0]!
  const before = (await (await request.get(`/api/stylists/${stylist.id}`)).json()) as { reviewCount: number }

  await page.goto(`/login?redirect=${encodeURIComponent(`/stylist/${stylist.id}/${stylist.slug}`)}`)
  await fillSignIn(page, 'client@example.com', PASSWORD)
  await expect(page).toHaveURL(`/stylist/${stylist.id}/${stylist.slug}`)
  await page.getByRole('tablist', { name: 'Stylist profile sections' }).getByRole('tab', { name: 'Reviews' }).click()

  const card = page.getByRole('complementary', { name: 'Leave a Review' })
  const form = card.getByRole('form', { name: 'Leave a review' })
  // The draft starts at 5 stars; the arrow keys move the choice like any radio group.
  const stars = form.getByRole('radiogroup')
  await expect(stars.getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'true')
  await expect(stars.getByRole('radio')).toHaveCount(5)
  await expect(stars.getByRole('radio', { name: '1 star', exact: true })).toBeVisible()

  // An empty comment is refused in the browser.
  await form.getByRole('button', { name: 'Submit Review' }).click()
  await expect(form.getByText('Comment is required')).toBeVisible()

  await stars.getByRole('radio', { name: '5 stars' }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(stars.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true')
  const comment = `Great cut and friendly service (${testInfo.project.name} ${Date.now()})`
  await form.getByPlaceholder('Share your experience with this stylist...').fill(comment)

  const posted = page.waitForResponse(
    (r) => r.url().endsWith(`/api/stylists/${stylist.id}/reviews`) && r.request().method() === 'POST',
  )
  await form.getByRole('button', { name: 'Submit Review' }).click()
  const response = await posted
  expect(response.status()).toBe(201)
  const result = (await response.json()) as ReviewResult
  expect(result.reviewCount).toBe(before.reviewCount + (result.updated ? 0 : 1))

  await expect(toast(page, 'Review submitted')).toBeVisible()
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible()
  // The review is in the list, signed with the first name and last initial only (Chris Client), and
  // the banner shows the new average and count.
  const review = page.getByRole('listitem').filter({ hasText: comment })
  await expect(review).toBeVisible()
  await expect(review.getByRole('heading', { name: 'Chris C.', exact: true })).toBeVisible()
  await expect(review).not.toContainText('Chris Client')
  await expect(review.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible()
  const plural = result.reviewCount === 1 ? 'review' : 'reviews'
  await expect(page.getByTestId('profile-rating')).toHaveText(
    `${result.ratingAverage!.toFixed(1)} (${result.reviewCount} ${plural})`,
  )
  // The draft is back to 5 stars and an empty comment.
  await expect(stars.getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'true')
  await expect(form.getByPlaceholder('Share your experience with this stylist...')).toHaveValue('')
})
