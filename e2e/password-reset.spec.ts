import { expect as baseExpect, test, type Locator, type Page, type TestInfo } from '@playwright/test'
import { createAccount, PASSWORD, toast } from './fixtures/accounts'
import { expectNoAxeViolations } from './fixtures/axe'

// Password reset end to end, in embedded mode: "Forgot password?" on /login, the email as the
// mailbox page shows it (the embedded SMTP server's copy), its link, a new password, then signing
// out and in with it. A fresh account per run: the demo accounts stay as they are.

const expect = baseExpect.configure({ timeout: 15_000 })
const NEW_PASSWORD = 'a-new-password-42'

/**
 * Each screen, saved in the test's output: at 1280 px on desktop, and at 390 px on the phone
 * project (which runs at 375 px; the screenshot is taken at the widest phone the spec names).
 */
async function shot(page: Page, info: TestInfo, name: string) {
  const size = page.viewportSize()
  if (info.project.name === 'phone' && size) await page.setViewportSize({ width: 390, height: size.height })
  await page.screenshot({ path: info.outputPath(`${info.project.name}-${name}.png`), fullPage: true })
  if (info.project.name === 'phone' && size) await page.setViewportSize(size)
}

/** The header's account area: the bar on desktop, the opened menu drawer on a phone. */
async function accountArea(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('banner')
  await page.getByRole('button', { name: 'Open menu' }).click()
  return page.getByRole('dialog')
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill(email)
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await form.getByRole('button', { name: 'Sign In' }).click()
}

/** The mailbox's newest message to `email`; the worker sends every few seconds, the list refreshes itself. */
async function openMessage(page: Page, email: string) {
  await page.goto('/dev/mailbox')
  const item = page.getByRole('listitem').filter({ hasText: `To ${email}` })
  await expect(item).toHaveCount(1, { timeout: 30_000 })
  await expect(item).toContainText('Reset your Chairside password')
  await item.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your Chairside password')
}

test('forgot password: the email, its link, a new password, then signing in with it', async ({
  page,
  request,
  isMobile,
}, info) => {
  test.setTimeout(120_000)
  const email = await createAccount(request)

  // /login → "Forgot password?" → the form.
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL('/forgot-password')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset Your Password')
  const form = page.getByRole('form', { name: 'Reset password' })
  await form.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await expect(form.getByLabel('Email')).toBeFocused()
  await expectNoAxeViolations(page)
  await shot(page, info, 'forgot-password')

  // Keyboard only: type the address and press Enter.
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Email').press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check Your Email')
  const sent = page.getByRole('status').filter({ hasText: 'If an account exists for' })
  await expect(sent).toContainText(`If an account exists for ${email}, we sent a link to reset the password.`)
  await expect(sent).toBeFocused()
  await expectNoAxeViolations(page)
  await shot(page, info, 'forgot-password-sent')
  // "Send another link" brings the form back, the address in it (not sent again here).
  await page.getByRole('button', { name: 'Send another link' }).click()
  await expect(form.getByLabel('Email')).toHaveValue(email)

  // The mailbox page: the message, in the product's look, with the link.
  await openMessage(page, email)
  const html = page.frameLocator('iframe[title="The message\'s HTML part"]')
  await expect(html.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  await expect(page.locator('pre')).toContainText('The link works once and expires in 1 hour.')
  await shot(page, info, 'mailbox-reset-message')
  const link = html.getByRole('link', { name: 'Choose a new password' })
  const href = await link.getAttribute('href')
  expect(href).toContain('/auth/v1/verify?token=')

  // The link opens in a new tab, signed in for the reset; the new password, with signup's rules.
  const [reset] = await Promise.all([page.waitForEvent('popup'), link.click()])
  await page.close()
  await expect(reset).toHaveURL('/reset-password')
  await expect(reset.getByRole('heading', { level: 1 })).toHaveText('Choose a New Password', { timeout: 20_000 })
  const newPassword = reset.getByRole('form', { name: 'Choose a new password' })
  await newPassword.getByRole('textbox', { name: 'New Password' }).fill(NEW_PASSWORD)
  await newPassword.getByRole('textbox', { name: 'Confirm Password' }).fill('something-else')
  await newPassword.getByRole('button', { name: 'Set New Password' }).click()
  await expect(newPassword.getByText('Passwords do not match')).toBeVisible()
  await expect(newPassword.getByRole('textbox', { name: 'Confirm Password' })).toBeFocused()
  await expectNoAxeViolations(reset)
  await shot(reset, info, 'reset-password')
  await newPassword.getByRole('textbox', { name: 'Confirm Password' }).fill(NEW_PASSWORD)
  await newPassword.getByRole('button', { name: 'Set New Password' }).click()

  // Signed in, and on: /dashboard sends an account without a profile on to registration. (The
  // "Password updated" toast lasts 5 s, which a loaded machine can miss; signing in below proves it.)
  await expect(reset).toHaveURL('/stylist-registration')
  let area = await accountArea(reset, isMobile)
  await expect(area.getByTestId('user-summary')).toContainText(email)
  await area.getByRole('button', { name: 'Sign Out' }).click()
  await expect(reset).toHaveURL('/')
  await expect(toast(reset, 'Logged out')).toBeVisible()

  // The old password no longer works; the new one does.
  await signIn(reset, email, PASSWORD)
  await expect(toast(reset, 'Error')).toBeVisible()
  await expect(reset.getByText('Invalid login credentials')).toBeVisible()
  await signIn(reset, email, NEW_PASSWORD)
  await expect(reset).toHaveURL('/stylist-registration')
  area = await accountArea(reset, isMobile)
  await expect(area.getByTestId('user-summary')).toContainText(email)
  if (isMobile) await reset.keyboard.press('Escape')

  // The link a second time: used up, with a way to ask for a new one.
  await reset.goto(href!)
  await expect(reset).toHaveURL('/reset-password')
  await expect(reset.getByRole('heading', { level: 1 })).toHaveText('Link Expired', { timeout: 20_000 })
  await expect(reset.getByRole('alert')).toContainText('Each link works once')
  await expectNoAxeViolations(reset)
  await shot(reset, info, 'reset-password-expired')
  await reset.getByRole('link', { name: 'Request a New Link' }).click()
  await expect(reset).toHaveURL('/forgot-password')
})

test('/reset-password without a link says how to get one', async ({ page }) => {
  await page.goto('/reset-password')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open Your Reset Link', { timeout: 20_000 })
  await expect(page.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute('href', '/forgot-password')
  await expectNoAxeViolations(page)
})
