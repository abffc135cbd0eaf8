import { join } from 'node:path'
import { expect as baseExpect, test as base, type Locator, type Page } from '@playwright/test'
import { createAccount, signIn, toast } from './fixtures/accounts'
import { subscribe } from './fixtures/billing'

// The admin console against a fresh `npm start`: the demo admin (admin@example.com) verifies
// stylists, manages discount codes, finds and deletes users, and works the support inbox; anyone
// else is sent home. Both projects (desktop and phone) run beside each other on the same data, so
// each test works on records of its own: its own code, its own throwaway user, a different
// pending stylist per project.

const expect = baseExpect.configure({ timeout: 15_000 })
const ADMIN = 'admin@example.com'

// The identity issuer allows 10 password sign-ins per account in 10 minutes, so the admin signs in
// through the form once per worker and every admin test starts from that browser state.
const test = base.extend<object, { adminState: string }>({
  adminState: [
    async ({ browser }, use, workerInfo) => {
      const path = join(workerInfo.project.outputDir, `admin-state-${workerInfo.workerIndex}.json`)
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL })
      const page = await context.newPage()
      await signIn(page, ADMIN, '/admin')
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
      await context.storageState({ path })
      await context.close()
      await use(path)
    },
    { scope: 'worker' },
  ],
})
const adminTest = test.extend({ storageState: ({ adminState }, use) => use(adminState) })

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function openAdmin(page: Page, tab: string) {
  await page.goto(`/admin?tab=${tab}`)
  await expect(page).toHaveURL(`/admin?tab=${tab}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  await expect(page.getByRole('tab', { selected: true })).toBeVisible()
}

/** A row of a table on a wide screen, its card (a named list item) on a phone. */
function recordOf(page: Page, isMobile: boolean, name: string): Locator {
  return isMobile ? page.getByRole('listitem', { name, exact: true }) : page.getByRole('row').filter({ hasText: name })
}

/** The figure under a count's name ('Pending' → 509). */
async function countOf(page: Page, label: string): Promise<number> {
  const value = page
    .locator('dl')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
  return Number((await value.innerText()).replace(/\D/g, ''))
}

base('signed-out visitors and non-admins are sent home', async ({ page, request }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL('/')

  const email = await createAccount(request)
  await signIn(page, email, '/admin?tab=users')
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0)
  // The server refuses the admin calls too, whatever the page does.
  expect((await page.request.get('/api/admin/stats')).status()).toBe(401)
})

adminTest("the page says 'Checking permissions...' until the server has answered", async ({ page }) => {
  let release = () => {}
  const answered = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/auth/user', async (route) => {
    await answered
    await route.continue()
  })
  await page.goto('/admin')
  await expect(page.getByRole('status').getByText('Checking permissions...')).toBeVisible()
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible()
})

// Each tab in its own test: together they are five page loads, more than 30 s on a busy CI run.
adminTest('the overview shows the marketplace figures and the bookings', async ({ page }) => {
  await openAdmin(page, 'overview')
  for (const label of [
    'Total Users',
    'Total Stylists',
    'Active Subscriptions',
    'Recent Signups (30 days)',
    'Total Revenue',
    'Conversion Rate',
  ]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible()
  }
  await expect(page.locator('dl').filter({ hasText: 'Total Revenue' }).locator('dd')).toHaveText(/^\$[\d,]+\.\d{2}$/)
  await expect(page.locator('dl').filter({ hasText: 'Conversion Rate' }).locator('dd')).toHaveText(/^\d+%$/)
  // The demo data's bookings (issue 19): the last 30 days and what is ahead.
  const bookings = page.getByRole('region', { name: 'Bookings' })
  for (const label of [
    'Bookings Made (30 days)',
    'Cancellations (30 days)',
    'No-shows (30 days)',
    'Upcoming Appointments',
  ]) {
    await expect(bookings.locator('dl').filter({ hasText: label }).locator('dd')).toHaveText(/^[1-9][\d,]*$/)
  }
})

adminTest('the insights and analytics tabs have addresses and show their figures', async ({ page }) => {
  // The analytics tab draws three charts: measured 25 s with the sign-in under four workers.
  test.setTimeout(60_000)
  await openAdmin(page, 'overview')
  await page.getByRole('tab', { name: 'Insights' }).click()
  await expect(page).toHaveURL('/admin?tab=insights')
  await expect(page.getByRole('heading', { name: 'Popular Search Terms' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Top Viewed Stylists' })).toBeVisible()

  await page.goto('/admin?tab=analytics')
  const byDay = page.getByRole('region', { name: 'Bookings by Day' })
  await expect(byDay.getByRole('list', { name: 'Totals' }).getByRole('listitem')).toHaveCount(3)
  await byDay.getByText('Daily numbers').click()
  await expect(byDay.getByRole('table').getByRole('row')).toHaveCount(31)
  const activity = page.getByRole('list', { name: 'Recent Activity' })
  await expect(activity.getByRole('listitem').first()).toBeVisible()
  expect(await activity.getByRole('listitem').count()).toBeLessThanOrEqual(50)
})

adminTest('an unknown tab opens the overview, and the tab list works from the keyboard', async ({ page }) => {
  await page.goto('/admin?tab=nonsense')
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible()

  // The tab list works from the keyboard, and the address follows.
  await page.getByRole('tab', { name: 'Overview' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Verifications', selected: true })).toBeFocused()
  await expect(page).toHaveURL('/admin?tab=verifications')
})

adminTest(
  'the admin approves (desktop) or rejects (phone) a pending stylist, with notes in the audit log',
  async ({ page, isMobile }) => {
    // Two tabs, a dialog and a toast: more than the default 30 s on a busy machine.
    adminTest.slow()
    const decision = isMobile ? 'Reject' : 'Approve'
    await openAdmin(page, 'verifications')
    // Stylists who gave a license number: approving one without asks a question of its own (below).
    const licensed = (isMobile ? page.getByRole('listitem') : page.getByRole('row')).filter({
      hasNotText: 'None given',
    })
    const buttons = licensed.getByRole('button', { name: new RegExp(`^${decision} `) })
    await expect(buttons.first()).toBeVisible()
    const pendingBefore = await countOf(page, 'Pending')

    // Different rows per project, so the two never decide on the same stylist.
    const button = buttons.nth(isMobile ? 1 : 0)
    const name = (await button.getAttribute('aria-label'))!.slice(decision.length + 1)
    await button.click()

    const dialog = page.getByRole('dialog', { name: `${decision} ${name}?` })
    const notes = `e2e ${decision.toLowerCase()} ${unique()}: license checked`
    await expect(dialog.getByRole('textbox', { name: /Notes/ })).toBeFocused()
    await dialog.getByRole('textbox', { name: /Notes/ }).fill(notes)
    await dialog.getByRole('button', { name: decision, exact: true }).click()

    await expect(toast(page, `Stylist ${decision === 'Approve' ? 'approved' : 'rejected'} successfully`)).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: `${decision} ${name}`, exact: true })).toHaveCount(0)
    // The row (and the button that opened the dialog) is gone: focus lands on the list's heading.
    await expect(page.getByRole('heading', { name: 'Pending verifications' })).toBeFocused()
    await expect.poll(() => countOf(page, 'Pending')).toBeLessThan(pendingBefore)

    await page.getByRole('tab', { name: 'Audit Log' }).click()
    await expect(page.getByText(notes)).toBeVisible()
    await expect(
      recordOf(page, isMobile, decision === 'Approve' ? 'Approved stylist' : 'Rejected stylist').filter({
        hasText: notes,
      }),
    ).toBeVisible()
  },
)

adminTest(
  'verifications show days waiting, sort oldest or newest first, preview a stylist, and confirm a license-less approval',
  async ({ page, isMobile }) => {
    adminTest.slow()
    await openAdmin(page, 'verifications')
    const records = isMobile
      ? page.getByRole('list', { name: 'Stylists waiting for verification' }).getByRole('listitem')
      : page
          .getByRole('table', { name: 'Stylists waiting for verification' })
          .getByRole('row')
          .filter({ hasText: 'Preview' })
    const waiting = async (record: Locator) => {
      const text = await record
        .getByText(/(\d+ days?|Today)$/i)
        .first()
        .innerText()
      return /today/i.test(text) ? 0 : Number(text.replace(/\D/g, ''))
    }
    // Oldest first by default: the first has waited longest.
    const order = page.getByRole('combobox', { name: 'Sort' })
    await expect(order).toHaveValue('oldest')
    const longest = await waiting(records.first())
    expect(longest).toBeGreaterThanOrEqual(await waiting(records.nth(5)))
    await order.selectOption('newest')
    await expect.poll(async () => waiting(records.first())).toBeLessThanOrEqual(longest)
    expect(await waiting(records.first())).toBeLessThanOrEqual(await waiting(records.nth(5)))
    await order.selectOption('oldest')

    // The preview: the license, how to reach them and the profile, with the decisions at hand.
    const first = records.first()
    const previewButton = first.getByRole('button', { name: /^Preview / })
    const name = (await previewButton.getAttribute('aria-label'))!.slice('Preview '.length)
    await previewButton.click()
    const preview = page.getByRole('dialog', { name: `Preview ${name}` })
    await expect(preview.getByRole('region', { name: 'License' })).toContainText('License #')
    await expect(preview.getByRole('region', { name: 'License' })).toContainText('@')
    await expect(preview.getByRole('region', { name: 'Profile' })).toContainText(name)
    await expect(preview.getByRole('button', { name: 'Approve' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(preview).toBeHidden()

    // A stylist who gave no license number: Approve waits for the admin's confirmation. Desktop
    // approves one; the phone asks and cancels, so the two projects never decide on the same one.
    const unlicensed = records.filter({ hasText: 'None given' }).first()
    const approve = unlicensed.getByRole('button', { name: /^Approve / })
    const unlicensedName = (await approve.getAttribute('aria-label'))!.slice('Approve '.length)
    await approve.click()
    const dialog = page.getByRole('dialog', { name: `Approve ${unlicensedName}?` })
    await expect(dialog).toContainText('This stylist gave no license number.')
    const confirmButton = dialog.getByRole('button', { name: 'Approve', exact: true })
    await expect(confirmButton).toBeDisabled()
    if (isMobile) {
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(dialog).toBeHidden()
      return
    }
    await dialog.getByText('I checked their license another way and want to approve them').click()
    await expect(confirmButton).toBeEnabled()
    await confirmButton.click()
    await expect(toast(page, 'Stylist approved successfully')).toBeVisible()
    await expect(page.getByRole('button', { name: `Approve ${unlicensedName}`, exact: true })).toHaveCount(0)
  },
)

adminTest(
  'a discount code past its end says Expired, one at its use limit says Used up',
  async ({ page, request, isMobile }) => {
    adminTest.slow()
    await openAdmin(page, 'coupons')
    // SUMMERGLOW ended months ago in the demo data but is still switched on.
    const summer = recordOf(page, isMobile, 'SUMMERGLOW')
    await expect(page.getByRole('switch', { name: 'SUMMERGLOW active' })).toBeChecked()
    await expect(summer).toContainText('Expired')
    await expect(summer).not.toContainText(/\bActive\b/)

    const code = `E2E-ONCE-${unique()}`.toUpperCase()
    await page.getByRole('button', { name: 'Create Discount Code' }).click()
    const create = page.getByRole('dialog', { name: 'Create Discount Code' })
    await create.getByRole('textbox', { name: 'Code' }).fill(code)
    await create.getByRole('textbox', { name: 'Name' }).fill('One use only')
    await create.getByRole('spinbutton', { name: 'Value (%)' }).fill('10')
    await create.getByRole('spinbutton', { name: 'Max uses' }).fill('1')
    await create.getByLabel('Valid until').fill('2031-12-31T23:59')
    await create.getByRole('button', { name: 'Create', exact: true }).click()
    await expect(toast(page, 'Discount code created successfully')).toBeVisible()
    const record = recordOf(page, isMobile, code)
    await expect(record).toContainText('Active')

    const email = await createAccount(request)
    await subscribe(request, email, { plan: 'monthly', cardNumber: '4242424242424242', coupon: code })
    await page.reload()
    await expect(record).toContainText('1 / 1')
    await expect(record).toContainText('Used up')
  },
)

adminTest('the admin creates, edits, deactivates and deletes a discount code', async ({ page, isMobile }) => {
  // Five round trips through dialogs and toasts: more than the default 30 s on a busy machine.
  adminTest.slow()
  await openAdmin(page, 'coupons')
  const typed = `e2e-${unique()}`
  const code = typed.toUpperCase()

  await page.getByRole('button', { name: 'Create Discount Code' }).click()
  const create = page.getByRole('dialog', { name: 'Create Discount Code' })
  const createButton = create.getByRole('button', { name: 'Create', exact: true })
  await expect(create.getByRole('textbox', { name: 'Code' })).toBeFocused()
  await expect(createButton).toBeDisabled()

  await create.getByRole('textbox', { name: 'Code' }).fill(typed)
  await expect(create.getByRole('textbox', { name: 'Code' })).toHaveValue(code)
  await create.getByRole('textbox', { name: 'Name' }).fill('E2E spring offer')
  await create.getByRole('combobox', { name: 'Type' }).selectOption('free')
  await expect(create.getByRole('spinbutton', { name: 'Value' })).toBeDisabled()
  await expect(create.getByRole('spinbutton', { name: 'Free months' })).toHaveValue('6')
  await create.getByRole('combobox', { name: 'Type' }).selectOption('fixed')
  await expect(create.getByRole('spinbutton', { name: 'Free months' })).toHaveCount(0)
  await create.getByRole('spinbutton', { name: 'Value (cents)' }).fill('1250')
  await create.getByRole('spinbutton', { name: 'Max uses' }).fill('10')
  await expect(createButton).toBeDisabled()
  await create.getByLabel('Valid until').fill('2031-12-31T23:59')
  await expect(createButton).toBeEnabled()
  await createButton.click()

  await expect(toast(page, 'Discount code created successfully')).toBeVisible()
  await expect(create).toBeHidden()
  const record = recordOf(page, isMobile, code)
  await expect(record).toContainText('E2E spring offer')
  await expect(record).toContainText('$12.50')
  await expect(record).toContainText('0 / 10')
  await expect(record).toContainText('Active')

  // A second code with the same letters: the server names the field and the dialog shows it.
  await page.getByRole('button', { name: 'Create Discount Code' }).click()
  const again = page.getByRole('dialog', { name: 'Create Discount Code' })
  await again.getByRole('textbox', { name: 'Code' }).fill(code)
  await again.getByRole('textbox', { name: 'Name' }).fill('Duplicate')
  await again.getByRole('spinbutton', { name: 'Value (%)' }).fill('10')
  await again.getByLabel('Valid until').fill('2031-12-31T23:59')
  await again.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(toast(page, 'Failed to create discount code')).toBeVisible()
  await expect(again.getByText('A discount code with this code already exists')).toBeVisible()
  await again.getByRole('button', { name: 'Cancel' }).click()
  await expect(again).toBeHidden()

  await page.getByRole('button', { name: `Edit ${code}` }).click()
  const edit = page.getByRole('dialog', { name: `Edit ${code}` })
  await expect(edit.getByRole('textbox', { name: 'Code' })).toHaveAttribute('readonly', '')
  await expect(edit.getByRole('textbox', { name: 'Name' })).toBeFocused()
  await edit.getByRole('textbox', { name: 'Name' }).fill('E2E summer offer')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page, 'Discount code updated successfully')).toBeVisible()
  await expect(edit).toBeHidden()
  await expect(record).toContainText('E2E summer offer')

  const active = page.getByRole('switch', { name: `${code} active` })
  await expect(active).toBeChecked()
  await record
    .locator('label')
    .filter({ hasText: `${code} active` })
    .click()
  await expect(toast(page, 'Discount code updated successfully')).toBeVisible()
  await expect(active).not.toBeChecked()
  await expect(record).toContainText('Inactive')

  await page.getByRole('button', { name: `Delete ${code}` }).click()
  const confirm = page.getByRole('alertdialog', { name: `Delete ${code}?` })
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(toast(page, 'Discount code deleted successfully')).toBeVisible()
  await expect(page.getByText(code, { exact: true })).toHaveCount(0)
})

adminTest('a used code is deactivated instead of deleted, and the dialog says so', async ({ page }) => {
  await openAdmin(page, 'coupons')
  // FREETRIAL0125 has redemptions in the demo data; cancelling leaves it as it is.
  await page.getByRole('button', { name: 'Delete FREETRIAL0125' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Deactivate FREETRIAL0125?' })
  await expect(confirm).toContainText('deactivated instead of deleted')
  await expect(confirm.getByRole('button', { name: 'Deactivate' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('switch', { name: 'FREETRIAL0125 active' })).toBeChecked()
})

adminTest(
  'the admin finds a user by email, opens the details and deletes them',
  async ({ page, request, isMobile }) => {
    const email = await createAccount(request)
    await openAdmin(page, 'users')
    await expect(page.getByText('Enter a search query to find users')).toBeVisible()

    await page.getByRole('searchbox', { name: 'Search users' }).fill(email)
    await expect(page).toHaveURL(`/admin?tab=users&q=${encodeURIComponent(email)}`)
    const record = recordOf(page, isMobile, email)
    await expect(record).toBeVisible()
    await expect(record).toContainText('User')

    await page.getByRole('button', { name: `View details of ${email}` }).click()
    const details = page.getByRole('dialog', { name: 'User Details' })
    await expect(details).toContainText(email)
    await expect(details).toContainText('This user has no stylist profile.')
    await page.keyboard.press('Escape')
    await expect(details).toBeHidden()

    await page.getByRole('button', { name: `Delete ${email}` }).click()
    const confirm = page.getByRole('alertdialog', { name: `Delete ${email}?` })
    await confirm.getByRole('button', { name: 'Delete User' }).click()
    await expect(toast(page, 'User deleted successfully')).toBeVisible()
    await expect(page.getByText('No users found')).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Search users' })).toBeFocused()

    // The account is gone: searching again from its address finds nobody.
    await page.reload()
    await expect(page.getByText('No users found')).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue(email)
  },
)

adminTest(
  'the support inbox shows a message sent through /support; the admin marks it read, then resolved',
  async ({ page, request, isMobile }) => {
    const subject = `E2E help ${unique()}`
    const sent = await request.post('/api/support/messages', {
      data: {
        name: 'Jamie Support',
        email: 'jamie@example.com',
        subject,
        message: 'My listing does not show up in search.',
      },
    })
    expect(sent.ok(), await sent.text()).toBe(true)

    await openAdmin(page, 'support')
    const message = page.getByRole('listitem', { name: subject })
    await expect(message).toContainText('My listing does not show up in search.')
    await expect(message).toContainText('New')
    await message.getByRole('button', { name: 'Mark as read' }).click()
    await expect(toast(page, 'Message marked as read')).toBeVisible()
    await expect(message).toContainText('Read')
    await message.getByRole('button', { name: 'Mark as resolved' }).click()
    await expect(toast(page, 'Message marked as resolved')).toBeVisible()
    await expect(message).toContainText('Resolved')
    await expect(message.getByRole('button', { name: 'Reopen' })).toBeVisible()

    await page.getByRole('tab', { name: 'Audit Log' }).click()
    await expect(recordOf(page, isMobile, 'Updated support message').first()).toBeVisible()
  },
)
