import { mkdirSync } from 'node:fs'
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { createAccount, signIn } from './fixtures/accounts'
import { mayaWithDeposit } from './fixtures/demo-deposit'
import { hydrated } from './fixtures/hydration'

// Bookings that hold (issue 37, point 3), in embedded mode: the demo stylist's last service asks
// a $20 deposit (her Connect twin onboarded, the policy saved through the API). A client books
// with 4242 (paid, booked), with 3184 (the twin's 3-D Secure page, then booked), and with 0002
// (declined: a clear error, and the same time is open again). Each project books its own days.

const expect = baseExpect.configure({ timeout: 20_000 })
// One project's three tests one after the other: each books the first open time of its date.
test.describe.configure({ timeout: 240_000, mode: 'serial' })

const SHOTS = '/work/shots/h-37c'

const panelOf = (page: Page, name: string) =>
  page.getByRole('dialog', { name: `Book with ${name}` }).and(page.locator('[data-scope=dialog]'))

/** The dates (YYYY-MM-DD) of the strip on which the service has an open time, from the API. */
async function openDates(request: APIRequestContext, stylistId: number, serviceId: number): Promise<string[]> {
  const info = (await (await request.get(`/api/stylists/${stylistId}/booking`)).json()) as { timeZone: string }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: info.timeZone }).format(new Date())
  const to = new Date(Date.parse(`${today}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10)
  const res = await request.get(`/api/stylists/${stylistId}/slots?serviceId=${serviceId}&from=${today}&to=${to}`)
  const days = ((await res.json()) as { days: { date: string; slots: unknown[] }[] }).days
  return days.filter((d) => d.slots.length > 0).map((d) => d.date)
}

/**
 * Signed in as a fresh client, the panel open on the deposit service and that day's first open
 * time chosen: desktop on the first open date, phone on the last (the projects run at once and
 * the service lasts three hours, so they never reach for the same time).
 */
async function choose(page: Page, request: APIRequestContext, project: string) {
  const maya = await mayaWithDeposit(request)
  const dates = await openDates(request, maya.id, maya.service.id)
  expect(dates.length, 'two open dates at least').toBeGreaterThan(1)
  const date = project === 'phone' ? dates[dates.length - 1] : dates[0]
  const email = await createAccount(request)
  await signIn(page, email, `/stylist/${maya.id}/${maya.slug}?book=${maya.service.id}&date=${date}`)
  await hydrated(page)
  const panel = panelOf(page, maya.stylistName)
  await expect(panel).toBeVisible({ timeout: 45_000 })
  await expect(panel.getByTestId('payment-terms')).toContainText('$20')
  const time = panel.getByRole('button', { name: /^\d{1,2}:\d{2} [AP]M$/ }).first()
  const label = (await time.textContent())!
  await time.click()
  return { panel, label, maya }
}

const card = async (page: Page, number: string) => {
  const form = page.getByRole('form', { name: 'Card details' })
  await form.getByLabel('Card number').fill(number)
  await form.getByLabel('Expiry (MM/YY)').fill('12/34')
  await form.getByLabel('Security code').fill('123')
  return form
}
test('a deposit paid with 4242 books the time', async ({ page, request }, info) => {
  const { panel } = await choose(page, request, info.project.name)
  if (info.project.name === 'desktop') {
    mkdirSync(SHOTS, { recursive: true })
    await panel.screenshot({ path: `${SHOTS}/booking-terms-1280.png` })
  }
  await panel.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(panel.getByText('Deposit due now: $20')).toBeVisible()
  await expect(panel.getByTestId('hold-text')).toContainText('We are holding this time for you until')
  if (info.project.name === 'desktop') {
    await page.screenshot({ path: `${SHOTS}/booking-deposit-1280.png` })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: `${SHOTS}/booking-deposit-390.png` })
    await page.setViewportSize({ width: 1280, height: 720 })
  }
  const form = await card(page, '4242 4242 4242 4242')
  await form.getByRole('button', { name: 'Pay $20 deposit' }).click()
  await expect(page).toHaveURL(/\/booked\/\d+$/, { timeout: 30_000 })
})

test('3-D Secure with 3184: the bank asks, the client confirms, the time is booked', async ({
  page,
  request,
}, info) => {
  const { panel } = await choose(page, request, info.project.name)
  await panel.getByRole('button', { name: 'Continue to payment' }).click()
  const form = await card(page, '4000 0027 6000 3184')
  await form.getByRole('button', { name: 'Pay $20 deposit' }).click()
  await expect(panel.getByText('Your bank asks you to confirm this payment')).toBeVisible()
  if (info.project.name === 'desktop') await page.screenshot({ path: `${SHOTS}/booking-3ds-1280.png` })
  await panel.getByRole('button', { name: 'Complete authentication' }).click()
  await expect(page).toHaveURL(/\/booked\/\d+$/, { timeout: 30_000 })
})

test('a declined card (0002) says so and the time is open again', async ({ page, request }, info) => {
  const { panel, label } = await choose(page, request, info.project.name)
  await panel.getByRole('button', { name: 'Continue to payment' }).click()
  const form = await card(page, '4000 0000 0000 0002')
  await form.getByRole('button', { name: 'Pay $20 deposit' }).click()
  await expect(panel.getByRole('alert')).toHaveText(
    'Your card was declined. Nothing was charged and the time is free again.',
  )
  if (info.project.name === 'desktop') await page.screenshot({ path: `${SHOTS}/booking-declined-1280.png` })
  await expect(panel.getByRole('button', { name: label, exact: true })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Continue to payment' })).toBeVisible()
})
