import { mkdirSync } from 'node:fs'
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test'
import { accessToken, createAccount, signIn, toast } from './fixtures/accounts'
import { hydrated } from './fixtures/hydration'

// Fees after the visit or the cancellation (issue 37, point 4), in embedded mode, as a client and
// a stylist see them on their appointment cards. Each test has a stylist of its own made through
// the API (her Connect twin onboarded, bookings on, her booking settings and the service's policy
// saved through the API): the cancellation window and the notice are booking settings, which on
// the shared demo stylist would race with the other specs. Her hours are the whole day, every day,
// in New York, so there is always an open time.
//   (a) card on file with a $25 no-show fee: a client books with 4242 (the card saved), the time
//       passes (the server's clock is the real one: nothing moves it), the stylist marks a no-show
//       from the dashboard and charges the fee; both cards show it;
//   (b) a $20 deposit and a $10 late-cancellation fee, a 72-hour window: the client cancels 4 days
//       ahead and gets the deposit back;
//   (c) the same inside the window: $10 kept from the deposit, $10 refunded;
//   (d) the stylist cancels: the client is refunded in full.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 240_000 })

const SHOTS = '/work/shots/h-38h'
const ZONE = 'America/New_York'
const WINDOW_HOURS = 72
const DAY = 86_400_000
type Policy = Record<string, unknown>
type Stylist = { id: number; slug: string; name: string; serviceId: number; email: string }

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const localDate = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  )
/** '9:15 AM' in the stylist's zone: the booking panel's time buttons. */
const clockOf = (iso: string) =>
  new Date(iso)
    .toLocaleTimeString('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' })
    .replace(/[\u202f\u00a0]/g, ' ')
/** Whole weeks (Monday to Sunday) from the week of `from` to the week of `to`, both YYYY-MM-DD. */
function weeksBetween(from: string, to: string): number {
  const monday = (date: string) => {
    const ms = Date.parse(`${date}T00:00:00Z`)
    return ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY
  }
  return Math.round((monday(to) - monday(from)) / (7 * DAY))
}

/** A stylist of the test's own: profile, one service, Connect onboarded, bookings on, the policy saved. */
async function feeStylist(request: APIRequestContext, policy: Policy): Promise<Stylist> {
  const mark = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')
  const name = `Fee Stylist ${mark[0]!.toUpperCase()}${mark.slice(1)}`
  const email = await createAccount(request)
  const token = await accessToken(request, email)
  const signup = await request.post('/api/complete-signup', {
    headers: bearer(token),
    data: { planType: 'monthly', paymentMethodId: null, couponCode: 'FREETRIAL0125' },
  })
  expect(signup.status(), await signup.text()).toBe(200)
  const profile = await request.post('/api/firebase/stylists', {
    headers: bearer(token),
    data: {
      stylistName: name,
      bio: 'A stylist made by the fees end-to-end test: open all day, every day, in New York, with a payment policy of her own for deposits and fees.',
      address: '1 Main St',
      city: 'New York',
      state: 'NY',
      zipCode: '10001',
      phone: '2125550100',
      startingPrice: 60,
      timeZone: ZONE,
      workingHours: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, opensAt: '00:00', closesAt: '23:45' })),
    },
  })
  expect(profile.status(), await profile.text()).toBe(201)
  const id = ((await profile.json()) as { id: number }).id
  const service = await request.post('/api/firebase/services', {
    headers: bearer(token),
    data: { stylistId: id, name: 'Silk press', description: 'Wash, blow-dry and press', price: 80 },
  })
  expect(service.status(), await service.text()).toBe(201)
  const serviceId = ((await service.json()) as { id: number }).id

  const link = await request.post('/api/dashboard/payouts/onboarding', { headers: bearer(token) })
  expect(link.status(), await link.text()).toBe(200)
  const accountId = ((await link.json()) as { url: string }).url.match(/acct_local_[0-9a-f]+/)![0]
  const onboarded = await request.post(`/api/dev/connect/accounts/${accountId}`, {
    headers: bearer(token),
    data: { businessName: `${name} Hair`, payoutLast4: '6789', outcome: 'enabled' },
  })
  expect(onboarded.status(), await onboarded.text()).toBe(200)
  const settings = await request.put('/api/dashboard/booking-settings', {
    headers: bearer(token),
    data: {
      acceptsBookings: true,
      confirmation: 'instant',
      minNoticeHours: 0,
      horizonDays: 60,
      bufferMinutes: 0,
      cancellationWindowHours: WINDOW_HOURS,
      policy: '',
    },
  })
  expect(settings.status(), await settings.text()).toBe(200)
  const saved = await request.put(`/api/dashboard/payment-policy/services/${serviceId}`, {
    headers: bearer(token),
    data: { minimumBookingCents: 0, lateCancellationFee: null, noShowFee: null, scope: 'everyone', ...policy },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  const slug = ((await (await request.get(`/api/stylists/${id}`)).json()) as { slug: string }).slug
  return { id, slug, name, serviceId, email }
}

const depositPolicy = {
  requirement: 'deposit',
  deposit: { kind: 'fixed', value: 2000 },
  lateCancellationFee: { kind: 'fixed', value: 1000 },
}

/** The first open time (from the API) that starts at `after` or later. */
async function firstSlotAfter(request: APIRequestContext, stylist: Stylist, after: number): Promise<string> {
  const from = localDate(new Date(after))
  const to = localDate(new Date(after + 2 * DAY))
  const res = await request.get(
    `/api/stylists/${stylist.id}/slots?serviceId=${stylist.serviceId}&from=${from}&to=${to}`,
  )
  expect(res.status(), await res.text()).toBe(200)
  const days = ((await res.json()) as { days: { slots: { startsAt: string }[] }[] }).days
  const slot = days.flatMap((d) => d.slots).find((s) => Date.parse(s.startsAt) >= after)
  if (!slot) throw new Error('No open time after the instant asked')
  return slot.startsAt
}

const panelOf = (page: Page, name: string) =>
  page.getByRole('dialog', { name: `Book with ${name}` }).and(page.locator('[data-scope=dialog]'))

/** A fresh client signs in on the stylist's booking panel, chooses the time, continues to the card step. */
async function openPayment(page: Page, request: APIRequestContext, stylist: Stylist, startsAt: string) {
  const email = await createAccount(request)
  const date = localDate(new Date(startsAt))
  await signIn(page, email, `/stylist/${stylist.id}/${stylist.slug}?book=${stylist.serviceId}&date=${date}`)
  await hydrated(page)
  const panel = panelOf(page, stylist.name)
  await expect(panel).toBeVisible({ timeout: 45_000 })
  await panel.getByRole('button', { name: clockOf(startsAt), exact: true }).click()
  await panel.getByRole('button', { name: 'Continue to payment' }).click()
  return { panel, email }
}

async function payWith4242(page: Page, submit: string) {
  const form = page.getByRole('form', { name: 'Card details' })
  await form.getByLabel('Card number').fill('4242 4242 4242 4242')
  await form.getByLabel('Expiry (MM/YY)').fill('12/34')
  await form.getByLabel('Security code').fill('123')
  await form.getByRole('button', { name: submit }).click()
  await expect(page).toHaveURL(/\/booked\/\d+$/, { timeout: 30_000 })
}

/** The client's card of this stylist on My appointments (`tab`: Upcoming or Past). */
async function clientCard(page: Page, stylist: Stylist, tab: 'upcoming' | 'past'): Promise<Locator> {
  await page.goto(tab === 'past' ? '/appointments?tab=past' : '/appointments')
  const card = page.getByTestId('appointment-card').filter({ hasText: stylist.name })
  await expect(card).toBeVisible({ timeout: 30_000 })
  return card
}

/** Reloads until the card's payment section says `text` (a refund or a charge settles through the twin's webhook). */
async function expectMoney(page: Page, card: Locator, text: string | RegExp) {
  await expect(async () => {
    await page.reload()
    await expect(card.getByTestId('appointment-money')).toContainText(text, { timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
}

/** The stylist's dashboard, the list of the week of `startsAt`; the card of `clientEmail`'s appointment. */
async function stylistCard(page: Page, startsAt: string, clientEmail: string): Promise<Locator> {
  await page.goto('/dashboard?tab=appointments')
  const list = page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' })
  await expect(list).toBeVisible({ timeout: 45_000 })
  await list.click()
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'This week' }).click()
  const weeks = weeksBetween(localDate(new Date()), localDate(new Date(startsAt)))
  for (let i = 0; i < weeks; i++) await page.getByRole('button', { name: 'Next week' }).click()
  const card = page
    .getByRole('region', { name: 'Schedule' })
    .getByTestId('appointment-card')
    .filter({ hasText: clientEmail })
  await expect(card).toBeVisible()
  return card
}

/** The card at 1280 (desktop) or 390 (phone) into the shots folder, scrolled into view. */
async function shot(page: Page, info: TestInfo, name: string, target: Locator) {
  mkdirSync(SHOTS, { recursive: true })
  const width = info.project.name === 'phone' ? 390 : 1280
  if (info.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 20_000 })
  await target.scrollIntoViewIfNeeded()
  await target.screenshot({ path: `${SHOTS}/${name}-${width}.png` })
  await page.screenshot({ path: `${SHOTS}/${name}-page-${width}.png` })
}

test('card on file: a no-show after the start is charged the $25 fee, and both cards say so', async ({
  page,
  browser,
  request,
}, info) => {
  // The time has to pass on the server's real clock: the next open time at least 3 minutes
  // away (time for the booking), which starts within 18 minutes (the grid is 15 minutes).
  test.setTimeout(30 * 60_000)
  const stylist = await feeStylist(request, {
    requirement: 'card_on_file',
    deposit: null,
    noShowFee: { kind: 'fixed', value: 2500 },
  })
  const startsAt = await firstSlotAfter(request, stylist, Date.now() + 3 * 60_000)
  const { panel, email } = await openPayment(page, request, stylist, startsAt)
  await expect(panel.getByText('Card on file')).toBeVisible()
  await payWith4242(page, 'Save card and book')

  // Wait for the start on the real clock (a few seconds over it).
  const wait = Date.parse(startsAt) + 5_000 - Date.now()
  if (wait > 0) await page.waitForTimeout(wait)

  const context = await browser.newContext({ baseURL: info.project.use.baseURL, viewport: page.viewportSize() })
  const stylistPage = await context.newPage()
  await signIn(stylistPage, stylist.email, '/dashboard?tab=appointments')
  await expect(stylistPage).toHaveURL(/\/dashboard/, { timeout: 30_000 })
  const card = await stylistCard(stylistPage, startsAt, email)
  await card.getByRole('button', { name: 'Mark no-show' }).click()
  const choice = card.getByRole('group', { name: 'No-show fee' })
  await expect(choice).toContainText('No-show fee $25:')
  await choice.getByRole('button', { name: 'Charge $25' }).click()
  await expect(toast(stylistPage, 'Marked as no-show')).toBeVisible()
  await expectMoney(stylistPage, card, 'No-show fee$25, charged to the card on file')
  await shot(stylistPage, info, 'fee-no-show-stylist-card', card)
  await context.close()

  const mine = await clientCard(page, stylist, 'past')
  await expectMoney(page, mine, 'No-show fee$25, charged to the card on file')
  await shot(page, info, 'fee-no-show-client-card', mine)
})

test('a deposit, cancelled by the client outside the window: the $20 comes back', async ({ page, request }, info) => {
  const stylist = await feeStylist(request, depositPolicy)
  const startsAt = await firstSlotAfter(
    request,
    stylist,
    Date.now() + 4 * DAY + (info.project.name === 'phone' ? DAY : 0),
  )
  const { panel } = await openPayment(page, request, stylist, startsAt)
  await expect(panel.getByText('Deposit due now: $20')).toBeVisible()
  await shot(page, info, 'fee-booking-deposit-panel', panel)
  if (info.project.name === 'phone') await page.setViewportSize({ width: 375, height: 812 })
  await payWith4242(page, 'Pay $20 deposit')

  const card = await clientCard(page, stylist, 'upcoming')
  await expect(card.getByTestId('appointment-money')).toContainText('Paid at booking$20')
  await expect(card.getByTestId('appointment-money')).toContainText(
    /Cancel before .* for free; after that, the \$10 late-cancellation fee applies\./,
  )
  await card.getByRole('button', { name: 'Cancel', exact: true }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this appointment?' })
  await confirm.getByRole('button', { name: 'Yes, cancel' }).click()
  await expect(toast(page, 'Appointment cancelled')).toBeVisible()
  const past = await clientCard(page, stylist, 'past')
  await expectMoney(page, past, 'Refunded$20')
  await expect(past.getByTestId('appointment-money')).not.toContainText('Late-cancellation fee')
})

test('a deposit, cancelled by the client inside the window: the $10 fee is kept, $10 refunded', async ({
  page,
  request,
}, info) => {
  const stylist = await feeStylist(request, depositPolicy)
  // Open all day with no notice: the first open time is within the hour, well inside 72 hours.
  const startsAt = await firstSlotAfter(request, stylist, Date.now() + 60 * 60_000)
  await openPayment(page, request, stylist, startsAt)
  await payWith4242(page, 'Pay $20 deposit')

  const card = await clientCard(page, stylist, 'upcoming')
  await expect(card.getByTestId('appointment-money')).toContainText('Paid at booking$20')
  await card.getByRole('button', { name: 'Cancel', exact: true }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this appointment?' })
  await confirm.getByRole('button', { name: 'Yes, cancel' }).click()
  await expect(toast(page, 'Appointment cancelled')).toBeVisible()
  const past = await clientCard(page, stylist, 'past')
  await expectMoney(page, past, 'Late-cancellation fee$10, kept from the deposit ($10)')
  await expectMoney(page, past, 'Refunded$10')
  await shot(page, info, 'fee-late-cancel-client-card', past)
})

test('the stylist cancels: the client is refunded the whole deposit, with no fee', async ({
  page,
  browser,
  request,
}, info) => {
  const stylist = await feeStylist(request, depositPolicy)
  const startsAt = await firstSlotAfter(request, stylist, Date.now() + 2 * DAY)
  const { email } = await openPayment(page, request, stylist, startsAt)
  await payWith4242(page, 'Pay $20 deposit')

  const context = await browser.newContext({ baseURL: info.project.use.baseURL, viewport: page.viewportSize() })
  const stylistPage = await context.newPage()
  await signIn(stylistPage, stylist.email, '/dashboard?tab=appointments')
  await expect(stylistPage).toHaveURL(/\/dashboard/, { timeout: 30_000 })
  const card = await stylistCard(stylistPage, startsAt, email)
  await card.getByRole('button', { name: 'Cancel', exact: true }).click()
  const dialog = stylistPage.getByRole('alertdialog', { name: 'Cancel this appointment?' })
  await dialog.getByLabel('Reason').fill('The salon is closed that day')
  await dialog.getByRole('button', { name: 'Cancel Appointment' }).click()
  await expect(toast(stylistPage, 'Appointment cancelled')).toBeVisible()
  await context.close()

  const past = await clientCard(page, stylist, 'past')
  await expect(past).toContainText('The salon is closed that day')
  await expectMoney(page, past, 'Refunded$20')
  await expect(past.getByTestId('appointment-money')).not.toContainText('fee')
})
