import { expect as baseExpect, test, type Page } from '@playwright/test'
import { signIn } from './fixtures/accounts'

// The dashboard's Calendar tab (issue 39), as the demo stylist: a private feed address to copy,
// and embedded mode's sample calendar connected, synced by the server's own worker (once a minute)
// and shown with its last sync. The phone and desktop runs share the demo stylist, so each starts
// by removing the calendars a run before it left.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 240_000 })

const SHOTS = process.env.SHOTS_DIR

async function removeConnected(page: Page) {
  const list = page.getByRole('list', { name: 'Connected calendars' })
  for (let round = 0; round < 10 && (await list.isVisible()); round++) {
    await list
      .getByRole('button', { name: /^Remove / })
      .first()
      .click()
    // The other project's run may have removed it first: then the list is read again.
    const confirm = page.getByRole('dialog').getByRole('button', { name: 'Delete' })
    const asked = await confirm.waitFor({ state: 'visible', timeout: 5_000 }).then(
      () => true,
      () => false,
    )
    if (asked) await confirm.click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Busy time from your other calendars' })).toBeVisible()
  }
}

test('a stylist makes a feed address and connects the sample calendar', async ({ page }, info) => {
  await signIn(page, 'stylist@example.com', '/dashboard?tab=calendar')
  const panel = page.getByRole('region', { name: 'Calendar' })
  await expect(panel.getByRole('heading', { name: 'Your appointments in your calendar' })).toBeVisible()
  await removeConnected(page)
  await expect(page.getByText('No calendars connected')).toBeVisible()

  const make = page.getByRole('button', { name: 'Make my feed address' })
  if (await make.isVisible()) await make.click()
  const address = page.getByRole('textbox', { name: 'Feed address' })
  await expect(address).toHaveValue(/\/api\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/)
  // The address serves the stylist's appointments to a calendar app, with no session. (The other
  // project's run may make a new address meanwhile, which revokes this one: read it again then.)
  await expect
    .poll(async () => {
      const res = await page.request.get(await address.inputValue())
      if (res.status() !== 200) await page.reload()
      return res.status() === 200 && (await res.text()).includes('BEGIN:VCALENDAR')
    })
    .toBe(true)

  await page.getByRole('button', { name: 'Try the sample calendar' }).click()
  const connected = page.getByRole('list', { name: 'Connected calendars' })
  await expect(connected.getByText('Sample personal calendar')).toBeVisible()
  // The server's sync runs once a minute; the tab refreshes every half minute.
  await expect(connected.getByText(/Last synced .* busy times blocking bookings/)).toBeVisible({ timeout: 150_000 })
  if (SHOTS) {
    // The screenshots of issue 39 are at 1280 and 390 px wide.
    const width = info.project.name === 'phone' ? 390 : 1280
    await page.setViewportSize({ width, height: info.project.name === 'phone' ? 844 : 900 })
    await page.screenshot({ path: `${SHOTS}/calendar-${width}.png`, fullPage: true })
  }
})
