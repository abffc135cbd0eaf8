import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { accessToken } from './fixtures/accounts'
import { hydrated } from './fixtures/hydration'

test("the header and footer carry the spec's links for a signed-out visitor", async ({ page, isMobile }) => {
  await page.goto('/about')
  if (isMobile) {
    await page.getByRole('button', { name: /menu/i }).click()
    // A first tap on a phone may come before the app runs (it starts at that tap): the server's
    // plain menu (a popover) answers it; once the app runs, its drawer (a dialog). Either carries the links.
    const drawer = page.locator('#site-menu:popover-open, [role="dialog"]')
    for (const name of ['For Stylists', 'How It Works', 'About', 'Support', 'Become a Stylist', 'Sign In']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await page.keyboard.press('Escape')
  } else {
    const nav = page.getByRole('banner')
    for (const name of ['For Stylists', 'How It Works', 'About', 'Support', 'Become a Stylist', 'Sign In']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(nav.getByRole('link', { name: 'My Dashboard' })).toHaveCount(0)
  }
  const footer = page.getByRole('contentinfo')
  for (const [name, href] of [
    ['Browse Stylists', '/stylist-directory'],
    ['Join as a Stylist', '/for-stylists'],
    ['Contact Us', '/support'],
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms-of-service'],
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
})

test('the support form stores a message and thanks the sender', async ({ page, request }) => {
  await page.goto('/support')
  // Server-rendered: before hydration the button would submit the plain form.
  await hydrated(page)
  await page.getByRole('button', { name: /send/i }).click()
  await expect(page.getByText('Name is required')).toBeVisible()

  // Words no other run sends, so the inbox below can only hold them if this submission stored them.
  const sent = {
    name: 'Dana Client',
    email: 'dana@example.com',
    subject: 'Question about reviews',
    message: `How are reviews verified? (${randomUUID()})`,
  }
  await page.getByLabel('Name').fill(sent.name)
  await page.getByLabel('Email').fill(sent.email)
  await page.getByLabel('Subject').fill(sent.subject)
  await page.getByLabel('Message').fill(sent.message)
  await page.getByRole('button', { name: /send/i }).click()
  await expect(page.getByText(/thank/i).first()).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveValue('')

  // The demo admin's support inbox holds this exact message, unread.
  const token = await accessToken(request, 'admin@example.com')
  const inbox = await request.get('/api/admin/support/messages', { headers: { authorization: `Bearer ${token}` } })
  expect(inbox.status()).toBe(200)
  const stored = (
    (await inbox.json()) as { name: string; email: string; subject: string; message: string; status: string }[]
  ).filter((item) => item.message === sent.message)
  expect(stored).toEqual([expect.objectContaining({ ...sent, status: 'new' })])
})

test('demo images are served from embedded storage', async ({ request }) => {
  const res = await request.get('/storage/v1/object/public/portfolio/demo/portfolio-01.jpg')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('image/jpeg')
})
