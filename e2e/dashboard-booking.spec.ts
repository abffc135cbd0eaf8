import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { accessToken, createAccount, signIn, toast } from './fixtures/accounts'
import { expectNoAxeViolations } from './fixtures/axe'
import { demoStylistPath } from './fixtures/demo-stylist'

// The stylist dashboard's Booking settings and Appointments tabs (issue 19), as the demo stylist:
// bookings on in request mode, a client's request made through the API waits under Pending
// requests, the stylist accepts it and finds it in the week's agenda, adds a day off, and what was
// saved is still there after a reload. The phone and desktop runs share the demo stylist, so each
// finds its own request and time off by a mark of its own and sets the same settings.

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 180_000 })

const STYLIST = 'stylist@example.com'
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const DAY = 86_400_000

type Requested = { id: number; status: string; startsAt: string; timeZone: string; service: { name: string } }

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Dashboard sections' })
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)
/** The local date of an instant in a zone, YYYY-MM-DD. */
const localDate = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant)
/** Whole weeks (Monday to Sunday) from the week of `from` to the week of `to`, both YYYY-MM-DD. */
function weeksBetween(from: string, to: string): number {
  const monday = (date: string) => {
    const ms = Date.parse(`${date}T00:00:00Z`)
    return ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY
  }
  return Math.round((monday(to) - monday(from)) / (7 * DAY))
}

/** A new client asks the demo stylist for a time 3 to 13 days ahead; a time taken meanwhile is retried. */
async function requestAppointment(request: APIRequestContext, note: string) {
  const email = await createAccount(request)
  const token = await accessToken(request, email)
  const stylistId = Number((await demoStylistPath(request)).split('/')[2])
  const profile = await request.get(`/api/stylists/${stylistId}`)
  const service = ((await profile.json()) as { services: { id: number }[] }).services[0]
  if (!service) throw new Error('The demo stylist offers no service')
  const from = isoDate(Date.now() + 3 * DAY)
  const to = isoDate(Date.now() + 13 * DAY)
  for (let attempt = 0; attempt < 5; attempt++) {
    const slotsRes = await request.get(`/api/stylists/${stylistId}/slots?serviceId=${service.id}&from=${from}&to=${to}`)
    expect(slotsRes.status(), await slotsRes.text()).toBe(200)
    const slots = ((await slotsRes.json()) as { days: { slots: { startsAt: string }[] }[] }).days.flatMap(
      (d) => d.slots,
    )
    const slot = slots[Math.floor(Math.random() * slots.length)]
    if (!slot) throw new Error('The demo stylist has no open time in the next two weeks')
    const res = await request.post('/api/appointments', {
      headers: { ...bearer(token), 'idempotency-key': `${note}-${attempt}` },
      data: { stylistId, serviceId: service.id, startsAt: slot.startsAt, notes: note },
    })
    if (res.status() === 409) continue
    expect(res.status(), await res.text()).toBe(201)
    return { email, appointment: (await res.json()) as Requested }
  }
  throw new Error('Every time tried was taken meanwhile')
}

async function openTab(page: Page, name: string, tab: string) {
  await tabs(page).getByRole('tab', { name }).click()
  await expect(page).toHaveURL(`/dashboard?tab=${tab}`)
}

test('the demo stylist takes requests, accepts one, adds a day off, and it all stays after a reload', async ({
  page,
  request,
  isMobile,
}) => {
  const mark = Math.random().toString(36).slice(2, 8)
  await signIn(page, STYLIST, '/dashboard?tab=booking-settings')
  await expect(page).toHaveURL('/dashboard?tab=booking-settings', { timeout: 20_000 })

  // Settings: on, by request, a 10-minute buffer; the schema's message for a buffer off the 5-minute steps.
  const settings = page.getByRole('form', { name: 'Booking settings' })
  // The first dashboard visit loads its data and code: slow on a busy CI machine.
  await expect(settings).toBeVisible({ timeout: 45_000 })
  await expect(page.getByRole('link', { name: 'Profile tab' })).toBeVisible()
  const online = settings.getByRole('switch', { name: /Take bookings online/ })
  if (!(await online.isChecked())) await settings.getByText('Take bookings online').click()
  await expect(online).toBeChecked()
  await settings.getByText('Review each request').click()
  await expect(settings.getByRole('radio', { name: /Review each request/ })).toBeChecked()
  const buffer = settings.getByLabel('Buffer after each appointment (minutes)')
  await buffer.fill('7')
  await settings.getByRole('button', { name: 'Save Booking Settings' }).click()
  await expect(settings.getByText('Use a multiple of 5 minutes')).toBeVisible()
  await expect(buffer).toBeFocused()
  await buffer.fill('10')
  await expect(settings.getByText('Use a multiple of 5 minutes')).toBeHidden()
  await settings.getByRole('button', { name: 'Save Booking Settings' }).click()
  await expect(toast(page, 'Booking settings saved')).toBeVisible()

  // A client's request, made through the API, waits under Pending requests.
  const note = `Request from the e2e run ${mark}`
  const { email, appointment } = await requestAppointment(request, note)
  expect(appointment.status).toBe('requested')
  await openTab(page, 'Appointments', 'appointments')
  const pending = page.getByRole('list', { name: 'Pending requests' })
  const card = pending.getByTestId('appointment-card').filter({ hasText: note })
  await expect(card).toBeVisible()
  await expect(card).toContainText(email)
  await expect(card).toContainText(appointment.service.name)
  await expect(card.getByText('Awaiting your reply')).toBeVisible()
  await expectNoAxeViolations(page)

  // Accept: it leaves the pending list and is confirmed in its week's agenda.
  await card.getByRole('button', { name: 'Accept' }).click()
  await expect(toast(page, 'Appointment confirmed')).toBeVisible()
  await expect(card).toHaveCount(0)
  // The list view (the day and week grids are calendar-grid.spec.ts's).
  const list = page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' })
  await list.click()
  await expect(list).toHaveAttribute('aria-pressed', 'true')
  const thisWeek = page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'This week' })
  await thisWeek.click()
  await expect(thisWeek).toHaveAttribute('aria-pressed', 'true')
  const today = localDate(new Date(), appointment.timeZone)
  const weeks = weeksBetween(today, localDate(new Date(appointment.startsAt), appointment.timeZone))
  for (let i = 0; i < weeks; i++) await page.getByRole('button', { name: 'Next week' }).click()
  const agendaCard = page
    .getByRole('region', { name: 'Schedule' })
    .getByTestId('appointment-card')
    .filter({ hasText: note })
  await expect(agendaCard.getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(agendaCard.getByRole('button', { name: 'Reschedule' })).toBeVisible()

  // A whole day off, far enough ahead that no appointment is on it (each run its own day).
  await openTab(page, 'Booking settings', 'booking-settings')
  const dayOff = isoDate(Date.now() + (isMobile ? 200 : 201) * DAY)
  const addForm = page.getByRole('form', { name: 'Add time off' })
  await addForm.getByRole('textbox', { name: 'From', exact: true }).fill(dayOff)
  await addForm.getByRole('textbox', { name: 'To', exact: true }).fill(dayOff)
  await addForm.getByRole('textbox', { name: 'Note', exact: true }).fill(`Training ${mark}`)
  await addForm.getByRole('button', { name: 'Add Time Off' }).click()
  await expect(toast(page, 'Time off added')).toBeVisible()
  const timeOff = page.getByRole('list', { name: 'Your time off' }).getByRole('listitem').filter({ hasText: mark })
  await expect(timeOff).toContainText('All day')
  await expectNoAxeViolations(page)

  // After a reload: the settings as saved, the day off listed.
  await page.reload()
  await expect(online).toBeChecked()
  await expect(settings.getByRole('radio', { name: /Review each request/ })).toBeChecked()
  await expect(settings.getByLabel('Buffer after each appointment (minutes)')).toHaveValue('10')
  await expect(timeOff).toContainText('All day')

  // The day off can be deleted again (asked first).
  await timeOff.getByRole('button', { name: /^Delete time off/ }).click()
  await page.getByRole('alertdialog', { name: 'Delete this time off?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Time off removed')).toBeVisible()
  await expect(timeOff).toHaveCount(0)
})
