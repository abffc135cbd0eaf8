import { mkdirSync } from 'node:fs'
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test'
import { accessToken, createAccount, signIn } from './fixtures/accounts'
import { mayaWithDeposit } from './fixtures/demo-deposit'
import { hydrated } from './fixtures/hydration'

// A dispute seen offline (issue 37, point 5), in embedded mode: the demo stylist's last service
// asks a $20 deposit (her Connect twin onboarded through the API); a client books and pays it with
// 4242 through the twin's card endpoint; the stylist plays the client's bank opening a dispute
// with the twin's dev-only control; her appointment card then shows it, with the deadline to
// answer in her zone.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 240_000 })

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/h-37h'
const STYLIST = 'stylist@example.com'

async function paidAndDisputed(request: APIRequestContext, project: string) {
  const { service, auth, ...maya } = await mayaWithDeposit(request)
  const client = {
    authorization: `Bearer ${await accessToken(request, await createAccount(request, { first_name: 'Dana', last_name: 'Disputes' }))}`,
  }
  const from = new Date().toISOString().slice(0, 10)
  const to = new Date(Date.now() + 13 * 86_400_000).toISOString().slice(0, 10)
  const slots = await request.get(`/api/stylists/${maya.id}/slots?serviceId=${service.id}&from=${from}&to=${to}`)
  const days = ((await slots.json()) as { days: { slots: { startsAt: string }[] }[] }).days.filter(
    (d) => d.slots.length,
  )
  // Desktop from the front, phone from the back: the projects never reach for the same time.
  const ordered = project === 'phone' ? [...days].reverse() : days
  for (const day of ordered)
    for (const slot of day.slots) {
      const booked = await request.post('/api/appointments', {
        headers: client,
        data: { stylistId: maya.id, serviceId: service.id, startsAt: slot.startsAt },
      })
      if (booked.status() === 409) continue
      expect(booked.status(), await booked.text()).toBe(201)
      const body = (await booked.json()) as { id: number; payment: { clientSecret: string } }
      const paid = await request.post('/api/payments/embedded/confirm-intent', {
        headers: client,
        data: {
          clientSecret: body.payment.clientSecret,
          cardNumber: '4242424242424242',
          expMonth: 12,
          expYear: 2034,
          cvc: '123',
        },
      })
      expect(paid.status(), await paid.text()).toBe(200)
      const opened = await request.post('/api/dev/connect/disputes', {
        headers: auth,
        data: { appointmentId: body.id, action: 'open', reason: 'product_not_received' },
      })
      expect(opened.status(), await opened.text()).toBe(200)
      return body.id
    }
  throw new Error('No open time to book')
}

test("the stylist's appointment card shows a dispute played by the embedded twin", async ({ page, request }, info) => {
  await paidAndDisputed(request, info.project.name)
  await signIn(page, STYLIST, '/dashboard?tab=appointments')
  await expect(page).toHaveURL('/dashboard?tab=appointments', { timeout: 30_000 })
  await hydrated(page)
  const money = page.getByTestId('appointment-money').filter({ hasText: 'Disputed (product not received)' }).first()
  await expect(money).toBeVisible({ timeout: 45_000 })
  await expect(money).toContainText('$20, answer in your Stripe Express dashboard by')
  // The sign-in toast fades on its own; the card is then shot in the middle of the screen.
  await expect(page.getByText('Success!')).toBeHidden({ timeout: 20_000 })
  await money.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  mkdirSync(SHOTS, { recursive: true })
  const width = info.project.name === 'phone' ? 390 : 1280
  await page.screenshot({ path: `${SHOTS}/stylist-card-dispute-${width}.png` })
})

test("an admin sees the open dispute in the console's Payments tab", async ({ page, request }, info) => {
  await paidAndDisputed(request, info.project.name)
  await signIn(page, 'admin@example.com', '/admin?tab=payments')
  await expect(page).toHaveURL('/admin?tab=payments', { timeout: 30_000 })
  await hydrated(page)
  const section = page.getByRole('region', { name: 'Payments' })
  await expect(section.getByText('Paid at booking')).toBeVisible({ timeout: 45_000 })
  await expect(section).toContainText('$0: no commission on bookings')
  const open = page.getByRole('region', { name: /^Open disputes/ })
  // A table from 768 px, cards on a phone: the dispute with its stylist, amount and reason either way.
  const dispute =
    info.project.name === 'phone'
      ? open.getByRole('listitem').filter({ hasText: 'Maya Brooks' }).first()
      : open.getByRole('row').filter({ hasText: 'Maya Brooks' }).first()
  await expect(dispute).toBeVisible()
  await expect(dispute).toContainText('$20')
  await expect(dispute).toContainText('product not received')
  await expect(dispute).toContainText('Needs a response')
  await expect(page.getByText('Success!')).toBeHidden({ timeout: 20_000 })
  mkdirSync(SHOTS, { recursive: true })
  const width = info.project.name === 'phone' ? 390 : 1280
  await page.screenshot({ path: `${SHOTS}/admin-payments-${width}.png`, fullPage: true })
})
