import { expect as baseExpect, test, type Page, type TestInfo } from '@playwright/test'
import { accessToken, createAccount, signIn } from './fixtures/accounts'
import { expectNoAxeViolations } from './fixtures/axe'
import { demoStylistPath } from './fixtures/demo-stylist'

// Email that arrives (issue 20), end to end: a client books the demo stylist through the booking
// panel, the server's mail worker sends the confirmation to the embedded SMTP server within a few
// seconds, and /dev/mailbox lists it and opens it: subject, recipient, the HTML part rendered in
// its sandbox, the plain-text part and the invite.ics attachment.

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 180_000 })

const STYLIST = 'stylist@example.com'

const shot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: info.outputPath(`${info.project.name}-${name}.png`), fullPage: true })

/** Books a time with Maya Brooks in the booking panel; returns the appointment id and whether it waits for her. */
async function bookMaya(page: Page, email: string, isMobile: boolean) {
  await signIn(page, email, await demoStylistPath(page.request))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maya Brooks', { timeout: 45_000 })
  await page.getByRole('tablist', { name: 'Stylist profile sections' }).getByRole('tab', { name: 'Services' }).click()
  await page
    .getByRole('button', { name: /^Book / })
    .first()
    .click()
  // The app's panel (Chakra's dialog), not the booking preview a Book tapped before the app ran opens.
  const panel = page.getByRole('dialog', { name: 'Book with Maya Brooks' }).and(page.locator('[data-scope=dialog]'))
  await expect(panel).toBeVisible()
  // The two projects take different days; another spec may take the time first, then another is chosen.
  const openDays = panel.getByTestId('booking-day').and(page.locator(':not([aria-disabled="true"])'))
  await expect(openDays.first()).toBeVisible()
  const days = await openDays.count()
  await openDays.nth(isMobile ? Math.max(days - 3, 0) : Math.max(days - 4, 0)).click()
  const times = panel.getByRole('button', { name: /^\d{1,2}:\d{2} [AP]M$/ })
  await times.first().click()
  await panel.getByRole('button', { name: 'Confirm booking' }).click()
  const taken = panel.getByRole('alert').filter({ hasText: 'That time was just taken' })
  const booked = page.getByRole('heading', { level: 1, name: /^(Request sent|You\u2019re booked)$/ })
  await expect(booked.or(taken)).toBeVisible({ timeout: 30_000 })
  if (await taken.isVisible()) {
    await times.last().click()
    await panel.getByRole('button', { name: 'Confirm booking' }).click()
  }
  await expect(page).toHaveURL(/\/booked\/\d+$/, { timeout: 30_000 })
  await expect(booked).toBeVisible()
  const heading = await booked.innerText()
  const id = Number(/\/booked\/(\d+)$/.exec(page.url())![1])
  return { id, requested: heading === 'Request sent' }
}

test('a booking’s confirmation arrives in the embedded mailbox, with its HTML, text and invite', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  const email = await createAccount(request)
  const { id, requested } = await bookMaya(page, email, isMobile)
  // Maya may take requests (as the booking specs leave her): she accepts, and the confirmation follows.
  if (requested) {
    const headers = { authorization: `Bearer ${await accessToken(request, STYLIST)}` }
    const accepted = await request.post(`/api/appointments/${id}/accept`, { headers })
    expect(accepted.status(), await accepted.text()).toBe(200)
  }

  // The list, no sign-in needed (a development tool): the confirmation to this client appears
  // within a few seconds (the worker runs every 5 s, the page refetches every 5 s).
  await page.goto('/dev/mailbox')
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible()
  const entry = page
    .getByRole('listitem')
    .filter({ hasText: `To ${email}` })
    .filter({ hasText: /Confirmed: .+ with Maya Brooks, / })
  await expect(entry).toHaveCount(1, { timeout: 45_000 })
  const subject = (await entry.getByText(/^Confirmed: /).innerText()).trim()
  expect(subject).toMatch(/^Confirmed: .+ with Maya Brooks, \w{3}, \w{3} \d{1,2} at \d{1,2}:\d{2} [AP]M E[SD]T$/)
  await expectNoAxeViolations(page)
  await shot(page, testInfo, 'mailbox-list')

  await entry.getByRole('link').click()
  await expect(page).toHaveURL(/\/dev\/mailbox\/[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject)
  const meta = page.locator('dl')
  await expect(meta.locator('dt', { hasText: /^To$/ }).locator('+ dd')).toHaveText(email)
  await expect(meta.locator('dt', { hasText: /^From$/ }).locator('+ dd')).toContainText('Chairside')

  // The HTML part renders in its sandbox: the product's heading, the details and the button.
  const html = page.frameLocator('iframe[title="The message\'s HTML part"]')
  await expect(html.getByRole('heading', { name: 'Your appointment is confirmed' })).toBeVisible()
  await expect(html.getByRole('link', { name: 'Manage your appointment' })).toHaveAttribute('href', /\/appointments$/)
  await expect(html.getByText(/Eastern (Standard|Daylight) Time \(America\/New_York\)/)).toBeVisible()

  const text = page.getByRole('region', { name: 'Plain text' })
  await expect(text).toContainText('Your appointment is confirmed')
  await expect(text).toContainText(/Manage your appointment: http:\/\/localhost:\d+\/appointments/)

  const attachments = page.getByRole('region', { name: 'Attachments' })
  const invite = attachments.getByRole('link', { name: 'invite.ics' })
  await expect(invite).toBeVisible()
  await expect(attachments).toContainText('application/ics')
  const file = await request.get((await invite.getAttribute('href'))!)
  expect(file.status()).toBe(200)
  const ics = await file.text()
  expect(ics).toContain('METHOD:REQUEST')
  expect(ics).toContain(`UID:appointment-${id}@`)
  await expectNoAxeViolations(page)

  // The page with the confirmation open, at 1280 px and at 390 px (a phone), top to bottom.
  if (isMobile) await page.setViewportSize({ width: 390, height: 844 })
  await page.evaluate(() => window.scrollTo(0, 0))
  await shot(page, testInfo, `mailbox-confirmation-${isMobile ? 390 : 1280}`)
  // Nothing wider than the screen: the page never scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
