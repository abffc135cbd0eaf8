import { mkdirSync, readFileSync } from 'node:fs'
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test'
import { accessToken, createAccount, signIn } from './fixtures/accounts'
import { mayaWithDeposit } from './fixtures/demo-deposit'
import { hydrated } from './fixtures/hydration'

// The stylist's payment history (issue 37, point 6), in embedded mode: the demo stylist's last
// service asks a $20 deposit (her Connect twin onboarded through the API); three clients book and
// pay with 4242 through the twin's card endpoint; the stylist cancels one (refunded in full) and
// the twin plays a dispute on another. Booking settings then list them, newest first, with the
// twin's Stripe fee (2.9% + 30¢: $0.88 on $20), and the CSV downloads with the same rows.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 300_000 })

const SHOTS = '/work/shots/h-37i'
const STYLIST = 'stylist@example.com'

async function paidDeposits(request: APIRequestContext, project: string) {
  const { service, auth, ...maya } = await mayaWithDeposit(request)
  const from = new Date().toISOString().slice(0, 10)
  const to = new Date(Date.now() + 13 * 86_400_000).toISOString().slice(0, 10)
  const slots = await request.get(`/api/stylists/${maya.id}/slots?serviceId=${service.id}&from=${from}&to=${to}`)
  const days = ((await slots.json()) as { days: { slots: { startsAt: string }[] }[] }).days.filter(
    (d) => d.slots.length,
  )
  // Desktop from the front, phone from the back: the projects never reach for the same time.
  const times = (project === 'phone' ? [...days].reverse() : days).flatMap((d) => d.slots.map((s) => s.startsAt))
  const names = [
    ['Ana', 'Paid'],
    ['Ben', 'Refunded'],
    ['Zoë', 'Dispute'],
  ]
  const ids: number[] = []
  for (const [first, last] of names) {
    const client = {
      authorization: `Bearer ${await accessToken(request, await createAccount(request, { first_name: first, last_name: last }))}`,
    }
    for (;;) {
      const startsAt = times.shift()
      if (!startsAt) throw new Error('No open time to book')
      const booked = await request.post('/api/appointments', {
        headers: client,
        data: { stylistId: maya.id, serviceId: service.id, startsAt },
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
      ids.push(body.id)
      break
    }
  }
  const cancelled = await request.post(`/api/appointments/${ids[1]}/cancel`, {
    headers: auth,
    data: { reason: 'The salon is closed that day, sorry.' },
  })
  expect(cancelled.status(), await cancelled.text()).toBe(200)
  const opened = await request.post('/api/dev/connect/disputes', {
    headers: auth,
    data: { appointmentId: ids[2], action: 'open', reason: 'product_not_received' },
  })
  expect(opened.status(), await opened.text()).toBe(200)
  return ids
}

test('Booking settings list the payments with their amounts, and download them as CSV', async ({
  page,
  request,
}, info) => {
  const ids = await paidDeposits(request, info.project.name)
  await signIn(page, STYLIST, '/dashboard?tab=booking-settings')
  await expect(page).toHaveURL('/dashboard?tab=booking-settings', { timeout: 30_000 })
  await hydrated(page)
  const section = page.getByRole('region', { name: 'Payment history' })
  const phone = info.project.name === 'phone'
  const list = phone ? section.getByRole('list', { name: 'Payments, newest first' }) : section.getByRole('table')
  await expect(list).toBeVisible({ timeout: 45_000 })
  const row = (name: string) => (phone ? list.getByRole('listitem') : list.getByRole('row')).filter({ hasText: name })
  await expect(row('Ana Paid').first()).toContainText('$19.12')
  await expect(row('Ana Paid').first()).toContainText('paid')
  await expect(row('Ben Refunded').first()).toContainText('−$0.88')
  await expect(row('Ben Refunded').first()).toContainText('refunded')
  await expect(row('Zoë Dispute').first()).toContainText('disputed')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync((await download.path())!, 'utf8')
  expect(csv.split('\r\n')[0]).toBe(
    'Appointment,Start,Time zone,Client,Services,Taken,Refunded,Fees,Stripe fee,Net,State',
  )
  for (const id of ids) expect(csv).toMatch(new RegExp(`\\r\\n${id},`))
  expect(csv).toContain(',Zoë Dispute,')

  await expect(page.getByText('Success!')).toBeHidden({ timeout: 20_000 })
  await section.evaluate((el) => el.scrollIntoView({ block: 'start' }))
  mkdirSync(SHOTS, { recursive: true })
  const width = phone ? 390 : 1280
  // The site's header sticks to the top; for the section's own picture it stays in its place.
  await section.screenshot({
    path: `${SHOTS}/payment-history-${width}.png`,
    style: 'header { position: static !important; }',
  })
  await page.screenshot({ path: `${SHOTS}/payment-history-page-${width}.png` })
})
