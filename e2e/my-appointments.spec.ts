import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { accessToken, createAccount, signIn, toast } from './fixtures/accounts'
import { expectNoAxeViolations } from './fixtures/axe'
import { demoStylistPath } from './fixtures/demo-stylist'

// "My appointments" (issue 19): the demo client books the demo stylist through the API, then finds
// the appointment under Upcoming, moves it to another open time and cancels it; it shows under Past.

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 180_000 })

const CLIENT = 'client@example.com'
const STYLIST = 'stylist@example.com'
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

type Booked = { id: number; startsAt: string; endsAt: string; timeZone: string; service: { name: string } }
type Settings = { acceptsBookings: boolean; cancellationWindowHours: number; [key: string]: unknown }

const isoDate = (d: Date) => d.toISOString().slice(0, 10)
const plain = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ')
const clock = (iso: string, timeZone: string) =>
  plain(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso)))

/**
 * Lets the demo stylist take bookings when the demo data has not already, then books one of their
 * services as the demo client, past the cancellation window so it may still be changed online.
 * Another run may take a time meanwhile (409): then another one is tried.
 */
async function bookDemoStylist(request: APIRequestContext, note: string): Promise<Booked> {
  const stylistToken = await accessToken(request, STYLIST)
  const settingsRes = await request.get('/api/dashboard/booking-settings', { headers: bearer(stylistToken) })
  expect(settingsRes.status(), await settingsRes.text()).toBe(200)
  const settings = (await settingsRes.json()) as Settings
  if (!settings.acceptsBookings) {
    const put = await request.put('/api/dashboard/booking-settings', {
      headers: bearer(stylistToken),
      data: { ...settings, acceptsBookings: true },
    })
    expect(put.status(), await put.text()).toBe(200)
  }

  const stylistId = Number((await demoStylistPath(request)).split('/')[2])
  const profile = await request.get(`/api/stylists/${stylistId}`)
  const services = ((await profile.json()) as { services: { id: number; name: string; price: number }[] }).services
  const service = services.find((s) => s.price > 0) ?? services[0]
  if (!service) throw new Error('The demo stylist offers no service')

  const firstDay = Math.ceil(settings.cancellationWindowHours / 24) + 2
  const from = isoDate(new Date(Date.now() + firstDay * 86_400_000))
  const to = isoDate(new Date(Date.now() + 13 * 86_400_000))
  const clientToken = await accessToken(request, CLIENT)
  for (let attempt = 0; attempt < 5; attempt++) {
    const slotsRes = await request.get(`/api/stylists/${stylistId}/slots?serviceId=${service.id}&from=${from}&to=${to}`)
    expect(slotsRes.status(), await slotsRes.text()).toBe(200)
    const days = ((await slotsRes.json()) as { days: { slots: { startsAt: string }[] }[] }).days
    const slots = days.flatMap((d) => d.slots)
    const slot = slots[Math.floor(Math.random() * slots.length)]
    if (!slot) throw new Error('The demo stylist has no open time in the next two weeks')
    const res = await request.post('/api/appointments', {
      headers: { ...bearer(clientToken), 'idempotency-key': `${note}-${attempt}` },
      data: { stylistId, serviceId: service.id, startsAt: slot.startsAt, notes: note },
    })
    if (res.status() === 409) continue
    expect(res.status(), await res.text()).toBe(201)
    return (await res.json()) as Booked
  }
  throw new Error('Every time tried was taken meanwhile')
}

async function openMyAppointments(page: Page, isMobile: boolean) {
  await signIn(page, CLIENT, '/')
  await expect(page).toHaveURL('/')
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('link', { name: 'My appointments' }).click()
  await expect(page).toHaveURL('/appointments')
  await expect(page.getByRole('heading', { level: 1, name: 'My appointments' })).toBeVisible()
}

test('the client sees a booked appointment under Upcoming, reschedules it and cancels it', async ({
  page,
  request,
  isMobile,
}) => {
  const note = `Booked by the e2e run ${Math.random().toString(36).slice(2, 9)}`
  const booked = await bookDemoStylist(request, note)

  await openMyAppointments(page, isMobile)
  const tabs = page.getByRole('tablist', { name: 'Appointments' })
  await expect(tabs.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true')
  const card = page.getByTestId('appointment-card').filter({ hasText: note })
  await expect(card).toBeVisible()
  await expect(card.getByRole('heading', { name: 'Maya Brooks' })).toBeVisible()
  await expect(card.getByRole('link', { name: 'Maya Brooks' })).toHaveAttribute('href', /^\/stylist\/\d+\/maya-brooks/)
  await expect(card).toContainText(booked.service.name)
  await expect(card).toContainText(
    `${clock(booked.startsAt, booked.timeZone)} – ${clock(booked.endsAt, booked.timeZone)}`,
  )
  await expect(card.getByText(/^(Confirmed|Requested)$/)).toBeVisible()
  await expectNoAxeViolations(page)

  // Reschedule: a day in the strip with open times (phone and desktop runs pick different ones).
  await card.getByRole('button', { name: 'Reschedule' }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose a new time' })
  await expect(dialog.getByRole('list', { name: 'Dates' })).toBeVisible()
  const openDays = dialog.getByRole('list', { name: 'Dates' }).getByRole('button', { name: /: \d+ open times?$/ })
  await expectNoAxeViolations(page, '[role="dialog"]')
  const dayCount = await openDays.count()
  expect(dayCount).toBeGreaterThan(1)
  const day = openDays.nth(isMobile ? dayCount - 2 : dayCount - 1)
  const dayLabel = (await day.getAttribute('aria-label')) ?? ''
  await day.click()
  await expect(day).toHaveAttribute('aria-pressed', 'true')
  const times = dialog.getByRole('group', { name: `Open times, ${dayLabel}` }).getByRole('button')
  const time = isMobile ? times.last() : times.first()
  const timeLabel = plain((await time.textContent()) ?? '')
  await time.click()
  await dialog.getByRole('button', { name: `Move to ${timeLabel}` }).click()
  await expect(toast(page, 'Appointment moved')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(card).toContainText(dayLabel.split(':')[0] ?? '')
  await expect(card).toContainText(`${timeLabel} –`)

  // Cancel, with a reason; it leaves Upcoming and shows under Past with the reason.
  await card.getByRole('button', { name: 'Cancel', exact: true }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this appointment?' })
  await expect(confirm.getByRole('button', { name: 'Keep appointment' })).toBeFocused()
  await confirm.getByLabel('Reason (optional)').fill('Plans changed')
  await confirm.getByRole('button', { name: 'Yes, cancel' }).click()
  await expect(toast(page, 'Appointment cancelled')).toBeVisible()
  await expect(card).toHaveCount(0)

  await tabs.getByRole('tab', { name: 'Past' }).click()
  await expect(page).toHaveURL('/appointments?tab=past')
  const past = page.getByTestId('appointment-card').filter({ hasText: note })
  await expect(past.getByText('Cancelled by you', { exact: true })).toBeVisible()
  await expect(past).toContainText('Plans changed')
  await expect(past.getByRole('button', { name: 'Reschedule' })).toHaveCount(0)
  await expect(past.getByRole('link', { name: 'Book again' })).toHaveAttribute(
    'href',
    /^\/stylist\/\d+\/maya-brooks[^?]*\?book=\d+$/,
  )
})

test('a new client sees the empty states', async ({ page, request, isMobile }) => {
  const email = await createAccount(request)
  await signIn(page, email, '/appointments')
  await expect(page).toHaveURL('/appointments')
  await expect(page.getByText('No upcoming appointments.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Find a stylist' })).toHaveAttribute('href', '/stylists')
  await page.getByRole('tab', { name: 'Past' }).click()
  await expect(page.getByText('No past appointments.')).toBeVisible()
  // The header's link is there for every signed-in user, client or stylist.
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('link', { name: 'My appointments' })).toHaveAttribute('aria-current', 'page')
})

test('a signed-out visitor is sent to sign in first', async ({ page }) => {
  await page.goto('/appointments')
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/appointments')}`)
})
