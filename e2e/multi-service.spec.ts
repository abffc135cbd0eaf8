import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { createAccount, PASSWORD, signIn } from './fixtures/accounts'
import { expectNoAxeViolations } from './fixtures/axe'
import { demoStylistPath } from './fixtures/demo-stylist'
import { hydrated } from './fixtures/hydration'

// A visit of several services with processing time (issue 39, points 3 to 5), with the demo
// stylist (Maya Brooks: Highlights is 60 min + 45 min processing + 45 min). A signed-out client
// opens the panel on a Standard Haircut, adds Highlights, sees the visit's total time and price,
// chooses a time, signs in (the added service survives it, in the address) and books the visit.
// A second client then books a Bond Builder (30 min) inside the Highlights' processing gap: the
// panel offers that time. The stylist's day grid draws the gap, and the Bond Builder beside it.
// Dates: the projects run at once on the same stylist, and other specs book her too (the first
// open times of the first and last days, and of days with sample busy time): desktop takes the
// third day the visit is open, the phone the second to last, each the day's last time.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 300_000 })

const STYLIST = 'stylist@example.com'
const SHOTS = process.env.SHOTS_DIR
type Service = { id: number; name: string; price: number; duration: number }

const panelOf = (page: Page, name: string) =>
  page.getByRole('dialog', { name: `Book with ${name}` }).and(page.locator('[data-scope=dialog]'))
const timeLabel = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })
    .format(new Date(instant))
    .replace(/\s/g, ' ')

async function demoStylist(request: APIRequestContext) {
  const path = await demoStylistPath(request)
  const id = Number(path.split('/')[2])
  const profile = (await (await request.get(`/api/stylists/${id}`)).json()) as { services: Service[] }
  const byName = (name: string) => profile.services.find((s) => s.name === name)!
  const info = (await (await request.get(`/api/stylists/${id}/booking`)).json()) as { timeZone: string }
  return {
    id,
    path,
    timeZone: info.timeZone,
    cut: byName('Standard Haircut'),
    highlights: byName('Highlights'),
    bond: byName('Bond Builder'),
    curly: byName('Curly Haircut'),
  }
}

/** The days of the strip on which the whole visit has an open time (the slots of several services). */
async function visitDates(request: APIRequestContext, stylistId: number, ids: number[], timeZone: string) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())
  const to = new Date(Date.parse(`${today}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10)
  const res = await request.get(`/api/stylists/${stylistId}/slots?serviceIds=${ids.join(',')}&from=${today}&to=${to}`)
  expect(res.status(), await res.text()).toBe(200)
  const body = (await res.json()) as {
    service: { durationMinutes: number }
    days: { date: string; slots: unknown[] }[]
  }
  expect(body.service.durationMinutes).toBe(210)
  return body.days.filter((d) => d.slots.length > 0).map((d) => d.date)
}

test('a client books cut + colour as one visit, another books inside its processing gap, the stylist sees both', async ({
  page,
  request,
  isMobile,
}, info) => {
  const maya = await demoStylist(request)
  expect(maya.highlights).toMatchObject({ duration: 150 })
  const dates = await visitDates(request, maya.id, [maya.cut.id, maya.highlights.id], maya.timeZone)
  expect(dates.length, 'five open days at least').toBeGreaterThanOrEqual(5)
  const date = info.project.name === 'phone' ? dates[dates.length - 2] : dates[2]
  const mark = Math.random().toString(36).slice(2, 7)
  const first = await createAccount(request, { first_name: 'Visit', last_name: `One ${mark}` })

  // Signed out, Book on the Standard Haircut; Highlights added with the keyboard.
  await page.goto(maya.path)
  await hydrated(page)
  await page.getByRole('tablist', { name: 'Stylist profile sections' }).getByRole('tab', { name: 'Services' }).click()
  await page
    .getByRole('button', { name: `Book ${maya.cut.name}` })
    .first()
    .click()
  const panel = panelOf(page, 'Maya Brooks')
  await expect(panel).toBeVisible({ timeout: 45_000 })
  await expect(panel.getByTestId('visit-total')).toHaveText('1 h · $85')
  const add = panel.getByRole('combobox', { name: 'Add another service' })
  // The first service is not offered again.
  await expect(add.locator(`option[value="${maya.cut.id}"]`)).toHaveCount(0)
  await add.focus()
  await add.selectOption(String(maya.highlights.id))
  await page.keyboard.press('Tab')
  await expect(panel.getByRole('button', { name: 'Add to visit' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`[?&]also=${maya.highlights.id}(&|$)`))
  await expect(panel.getByTestId('visit-total')).toHaveText('Visit total: 3 h 30 min · $265 (2 services)')
  await expect(panel.getByTestId('visit-added')).toContainText('Highlights')
  await expect(panel.getByRole('combobox', { name: 'First service' })).toHaveValue(String(maya.cut.id))

  // The day, its last time for the whole visit; the choice is in the address.
  const dayName = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
  await panel.getByRole('button', { name: dayName, exact: true }).click()
  await expect(panel.getByText(`Times on ${dayName}`)).toBeVisible()
  const times = panel.getByRole('button', { name: /^\d{1,2}:\d{2} [AP]M$/ })
  await expect(times.first()).toBeVisible()
  const last = times.last()
  await last.click()
  await expect(last).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/[?&]slot=[^&]+Z/)
  const choiceUrl = page.url()
  const startsAt = Date.parse(new URL(choiceUrl).searchParams.get('slot')!)
  await expect(panel.getByText(/^Standard Haircut \+ Highlights, /)).toBeVisible()
  // The panel with two services, for a screen reader (axe on the dialog).
  await expectNoAxeViolations(page, '[role=dialog][data-scope=dialog]')

  // Sign in: back to the same visit, day and time.
  await panel.getByRole('button', { name: 'Sign in to book' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=/)
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill(first)
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(choiceUrl, { timeout: 45_000 })
  await expect(panel).toBeVisible()
  await expect(panel.getByTestId('visit-total')).toHaveText('Visit total: 3 h 30 min · $265 (2 services)')
  await expect(panel.getByRole('button', { name: 'Remove Highlights' })).toBeVisible()
  await expect(panel.getByRole('button', { name: timeLabel(startsAt, maya.timeZone), exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const width = isMobile ? 390 : 1280
  if (SHOTS) {
    await page.setViewportSize({ width, height: isMobile ? 844 : 900 })
    await page.screenshot({ path: `${SHOTS}/panel-two-services-${width}.png` })
  }
  await panel.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page).toHaveURL(/\/booked\/\d+$/, { timeout: 30_000 })
  const services = page.getByTestId('appointment-services')
  await expect(services).toContainText('Standard Haircut')
  await expect(services).toContainText('Highlights · 60 min + 45 min processing + 45 min')
  await expect(page.getByText('In all 210 minutes · $265')).toBeVisible()

  // My appointments lists the visit's services on its card.
  await page.goto('/appointments')
  await hydrated(page)
  const card = page.getByTestId('appointment-card').filter({ hasText: 'Standard Haircut + Highlights' })
  await expect(card.getByRole('list', { name: 'Services in this visit' })).toContainText(
    'Highlights · 60 min + 45 min processing + 45 min',
  )
  if (SHOTS) await card.screenshot({ path: `${SHOTS}/my-appointments-card-${width}.png` })

  // The gap: 120 minutes in (the cut's 60 and the Highlights' first 60), for 45 minutes. A Bond
  // Builder (30) fits in it; a Curly Haircut (75) does not.
  const gapStart = startsAt + 120 * 60_000
  const gapDay = await request.get(`/api/stylists/${maya.id}/slots?serviceId=${maya.curly.id}&from=${date}&to=${date}`)
  const curlyStarts = ((await gapDay.json()) as { days: { slots: { startsAt: string }[] }[] }).days[0].slots.map((s) =>
    Date.parse(s.startsAt),
  )
  expect(curlyStarts).not.toContain(gapStart)

  const second = await createAccount(request, { first_name: 'Gap', last_name: `Two ${mark}` })
  await page.context().clearCookies()
  await page.goto('/')
  await page.evaluate(() => localStorage.clear())
  await signIn(page, second, `${maya.path}?book=${maya.bond.id}&date=${date}`)
  await expect(panel).toBeVisible({ timeout: 45_000 })
  const inGap = panel.getByRole('button', { name: timeLabel(gapStart, maya.timeZone), exact: true })
  await expect(inGap).toBeVisible()
  await inGap.click()
  await panel.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page).toHaveURL(/\/booked\/\d+$/, { timeout: 30_000 })

  // The stylist's day: the visit with its processing gap, the Bond Builder beside it in the gap.
  await page.context().clearCookies()
  await page.goto('/')
  await page.evaluate(() => localStorage.clear())
  await signIn(page, STYLIST, `/dashboard?tab=appointments&view=day&date=${date}`)
  const visit = page.getByRole('button', {
    name: new RegExp(`, Visit One ${mark}, Standard Haircut \\+ Highlights, processing \\d{1,2}:\\d{2} [AP]M to `),
  })
  const gapBooking = page.getByRole('button', { name: new RegExp(`, Gap Two ${mark}, Bond Builder, `) })
  await expect(visit).toBeVisible({ timeout: 45_000 })
  await expect(gapBooking).toBeVisible()
  const gap = visit.locator('[data-segment=gap]')
  await expect(gap).toHaveCount(1)
  await expect(gap).toContainText('Processing')
  const [visitBox, gapBox, bookingBox] = await Promise.all([
    visit.boundingBox(),
    gap.boundingBox(),
    gapBooking.boundingBox(),
  ])
  // Beside, not over: the booking starts right of the visit, and at the gap's top.
  expect(bookingBox!.x).toBeGreaterThanOrEqual(visitBox!.x + visitBox!.width - 1)
  expect(Math.abs(bookingBox!.y - gapBox!.y)).toBeLessThan(3)

  // The visit's block opens its card from the keyboard, with the visit's services listed.
  await visit.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Appointment' })
  await expect(dialog.getByRole('list', { name: 'Services in this visit' })).toContainText('Standard Haircut')
  if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/block-dialog-visit-${width}.png` })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  if (SHOTS) {
    await page.setViewportSize({ width, height: isMobile ? 844 : 900 })
    const unstick = () => page.addStyleTag({ content: 'header { position: static !important; }' })
    await unstick()
    const section = page.getByRole('region', { name: 'Schedule', exact: true })
    await visit.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/day-grid-processing-${width}.png` })
    await section.screenshot({ path: `${SHOTS}/day-grid-processing-section-${width}.png` })
    await page.goto(`/dashboard?tab=appointments&view=week&date=${date}`)
    await expect(page.getByRole('button', { name: new RegExp(`, Gap Two ${mark}, `) })).toBeVisible()
    await unstick()
    await section.screenshot({ path: `${SHOTS}/week-grid-processing-section-${width}.png` })
  }
})
