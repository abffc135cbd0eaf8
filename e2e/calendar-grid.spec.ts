import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test'
import { accessToken, createAccount, signIn } from './fixtures/accounts'
import { expectNoAxeViolations } from './fixtures/axe'
import { demoStylistPath } from './fixtures/demo-stylist'

// The Appointments tab's day and week grids (issue 39, point 5), as the demo stylist: a client's
// booking (made through the API on a day the sample calendar keeps her busy) is a block on the
// day grid beside the sample calendar's hatched busy time; the block opens its actions from the
// keyboard. The phone and desktop runs share the demo stylist: each books its own client (named
// by a mark of its own) and only adds the sample calendar when it is not connected yet.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 240_000 })

const STYLIST = 'stylist@example.com'
const SHOTS = process.env.SHOTS_DIR
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

type Schedule = {
  timeZone: string
  days: { date: string }[]
  busy: { startsAt: string; endsAt: string; calendar: string }[]
}

/** The sample calendar connected (by this run, or by another before it) and synced: its busy time in the next two weeks. */
async function sampleBusy(request: APIRequestContext, token: string): Promise<Schedule> {
  const settings = (await (await request.get('/api/dashboard/calendar', { headers: bearer(token) })).json()) as {
    sampleUrl: string
    sources: { label: string }[]
  }
  if (!settings.sources.some((s) => s.label === 'Sample personal calendar')) {
    const res = await request.post('/api/dashboard/calendar/sources', {
      headers: bearer(token),
      data: { url: settings.sampleUrl, label: 'Sample personal calendar' },
    })
    // 400: the other project's run connected it a moment ago.
    expect([201, 400]).toContain(res.status())
  }
  const today = new Date().toISOString().slice(0, 10)
  const to = new Date(Date.now() + 13 * 86_400_000).toISOString().slice(0, 10)
  let schedule: Schedule | null = null
  // The server's sync runs once a minute.
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dashboard/schedule?from=${today}&to=${to}`, { headers: bearer(token) })
        schedule = (await res.json()) as Schedule
        return schedule.busy.filter((b) => b.calendar === 'Sample personal calendar').length
      },
      { timeout: 150_000, intervals: [2_000, 5_000] },
    )
    .toBeGreaterThan(0)
  return schedule!
}

/** A new client named by `mark` books the demo stylist on one of `dates` (a time taken meanwhile is retried). */
async function bookOn(request: APIRequestContext, dates: string[], mark: string) {
  const email = await createAccount(request, { first_name: 'Grid', last_name: mark })
  const token = await accessToken(request, email)
  const stylistId = Number((await demoStylistPath(request)).split('/')[2])
  const profile = (await (await request.get(`/api/stylists/${stylistId}`)).json()) as { services: { id: number }[] }
  const serviceId = profile.services[0].id
  for (const date of dates) {
    const res = await request.get(`/api/stylists/${stylistId}/slots?serviceId=${serviceId}&from=${date}&to=${date}`)
    const slots = ((await res.json()) as { days: { slots: { startsAt: string }[] }[] }).days[0].slots
    for (const slot of slots.slice(0, 5)) {
      const booked = await request.post('/api/appointments', {
        headers: bearer(token),
        data: { stylistId, serviceId, startsAt: slot.startsAt, notes: `Grid ${mark}` },
      })
      if (booked.status() === 201) return { date, name: `Grid ${mark}` }
    }
  }
  throw new Error('No open time on a day with sample busy time')
}

const localDate = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  )

test('the stylist sees a booking and outside busy time on the day grid, and opens the block with the keyboard', async ({
  page,
  request,
  isMobile,
}, info) => {
  const mark = Math.random().toString(36).slice(2, 8)
  const stylistToken = await accessToken(request, STYLIST)
  const schedule = await sampleBusy(request, stylistToken)
  const busyDates = [
    ...new Set(
      schedule.busy
        .filter((b) => b.calendar === 'Sample personal calendar')
        .map((b) => localDate(b.startsAt, schedule.timeZone)),
    ),
  ]
  // From the third day on: the first days' open times may already be inside the notice.
  const { date, name } = await bookOn(request, busyDates.slice(1), mark)

  // With no view chosen, a phone opens on the day and a wider screen on the week.
  await signIn(page, STYLIST, '/dashboard?tab=appointments')
  const viewGroup = page.getByRole('group', { name: 'View' })
  await expect(viewGroup.getByRole('button', { name: isMobile ? 'Day' : 'Week' })).toHaveAttribute(
    'aria-pressed',
    'true',
    { timeout: 45_000 },
  )
  // Either opens on today, with a "now" line on it (the hours shown always reach it).
  await expect(page.getByTestId('now-line')).toHaveCount(1)

  await page.goto(`/dashboard?tab=appointments&view=day&date=${date}`)
  const day = page.getByRole('region', {
    name: new RegExp(
      new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }),
    ),
  })
  await expect(day).toBeVisible()
  const block = day.getByRole('button', {
    name: new RegExp(`^\\d{1,2}:\\d{2} [AP]M to \\d{1,2}:\\d{2} [AP]M, ${name}, `),
  })
  await expect(block).toBeVisible()
  await expect(day.getByText(/, Busy in Sample personal calendar$/).first()).toBeAttached()
  await expect(day.getByTestId('busy-block').first()).toBeVisible()
  await expectNoAxeViolations(page)

  // The keyboard: focus on the block, Enter opens its actions, Escape closes them and focus returns.
  await block.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Appointment' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(name)
  // Focus starts on the first thing to do, not on the client's email link.
  await expect(dialog.getByRole('list').getByRole('button').first()).toBeFocused()
  await expect(dialog.getByRole('button', { name: /Accept|Reschedule|Cancel/ }).first()).toBeVisible()
  const width = info.project.name === 'phone' ? 390 : 1280
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/block-actions-${width}.png` })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(block).toBeFocused()

  if (SHOTS) {
    // The screenshots of issue 39 are at 1280 and 390 px wide: the page, and the grid's section.
    await page.setViewportSize({ width, height: isMobile ? 844 : 900 })
    // Element shots scroll the page: the sticky site header would sit over the grid in them.
    const unstick = () => page.addStyleTag({ content: 'header { position: static !important; }' })
    await unstick()
    const pending = page.getByRole('list', { name: 'Pending requests' })
    const section = page.getByRole('region', { name: 'Schedule', exact: true })
    await page.screenshot({ path: `${SHOTS}/day-grid-${width}.png`, fullPage: true })
    await section.screenshot({ path: `${SHOTS}/day-grid-section-${width}.png` })
    await page.goto(`/dashboard?tab=appointments&view=week&date=${date}`)
    await expect(page.getByRole('button', { name: new RegExp(`, ${name}, `) })).toBeVisible()
    // The requests above it load on their own: the grid moves down once they are in.
    await expect(pending).toBeVisible()
    // The week scrolls sideways inside its own box: the page itself never does (once the
    // sign-in toast, which slides in from the side, has gone).
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), { timeout: 20_000 })
      .toBe(true)
    await unstick()
    await page.screenshot({ path: `${SHOTS}/week-grid-${width}.png`, fullPage: true })
    await section.screenshot({ path: `${SHOTS}/week-grid-section-${width}.png` })
  }
})
