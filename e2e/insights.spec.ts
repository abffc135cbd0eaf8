import { mkdirSync } from 'node:fs'
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { signIn } from './fixtures/accounts'
import { hydrated } from './fixtures/hydration'
import { expectNoAxeViolations } from './fixtures/axe'
import { demoStylistPath } from './fixtures/demo-stylist'

// Insights against a fresh `npm start`: the demo stylist's Insights tab and the admin's Analytics
// trends, both from the demo's 90 days of history. Each chart reads without sight: a sentence on
// what changed and the same numbers as a table behind a toggle. Screenshots go to
// E2E_SHOTS_DIR when it is set (looked at by hand; nothing compares them).

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 90_000 })

async function shot(page: Page, name: string, project: string) {
  const dir = process.env.E2E_SHOTS_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  // The phone project is 375 px wide; the screenshots are looked at at 390 px.
  if (project === 'phone') await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `${dir}/${project}-${name}.png`, fullPage: true })
}

test('the demo stylist reads her Insights: charts, what changed, a period and a table', async ({ page }, info) => {
  await signIn(page, 'stylist@example.com', '/dashboard?tab=insights')
  const panel = page.getByRole('tabpanel', { name: 'Insights' })
  await expect(panel.getByRole('heading', { level: 2, name: 'Insights' })).toBeVisible()
  const views = panel.getByRole('region', { name: 'Profile views' })
  // 90 days of demo counters: the last 30 days against the 30 before say which way views went. The
  // first read may queue behind the server's start-up work on the embedded database.
  await expect(views).toHaveAccessibleDescription(/^Profile views (up|down) \d+% on the previous 30 days$/, {
    timeout: 45_000,
  })
  await expect(panel.getByRole('region', { name: 'Search appearances' })).toBeVisible()
  await expect(panel.getByRole('region', { name: 'Rating' })).toHaveAccessibleDescription(
    /^Rating \d\.\d from \d+ reviews/,
  )
  await expect(panel.locator('.recharts-surface').first()).toBeVisible()

  await panel.getByLabel('Period').selectOption('7')
  await expect(views).toHaveAccessibleDescription(/previous 7 days$/)
  await views.getByRole('button', { name: 'Show as table' }).click()
  const table = views.getByRole('table', { name: 'Profile views by day' })
  await expect(table.getByRole('row')).toHaveCount(8) // a header and seven days
  await expect(views.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true')
  await expectNoAxeViolations(page)
  await shot(page, 'stylist-insights', info.project.name)
})

test('the admin reads the marketplace trends by period and state, and the activity names stylists', async ({
  page,
  request,
}, info) => {
  // A profile view of the demo stylist: the newest activity names her, with a link to her profile.
  const path = await demoStylistPath(request)
  expect((await request.get(`/api/stylists/${path.split('/')[2]}`)).ok()).toBe(true)
  await signIn(page, 'admin@example.com', '/admin?tab=analytics')
  const panel = page.getByRole('tabpanel', { name: 'Analytics' })
  const searches = panel.getByRole('region', { name: 'Searches' })
  await expect(searches).toHaveAccessibleDescription(/^Searches (up|down|the same|: )/, { timeout: 45_000 })
  await expect(panel.getByRole('region', { name: 'Revenue' })).toContainText('$')
  await expect(panel.getByRole('region', { name: 'Top search terms' }).getByRole('row').nth(1)).toBeVisible()

  await panel.getByLabel('Period').selectOption('90')
  await panel.getByLabel('State').selectOption('NY')
  await expect(searches).toHaveAccessibleDescription(/previous 90 days$/)
  await searches.getByRole('button', { name: 'Show as table' }).click()
  await expect(searches.getByRole('table', { name: 'Searches by day' }).getByRole('row')).toHaveCount(91)
  await searches.getByRole('button', { name: 'Hide table' }).click()

  const activity = panel.getByRole('list', { name: 'Recent Activity' })
  await expect(activity.getByRole('link', { name: 'Maya Brooks' }).first()).toHaveAttribute('href', /^\/stylist\/\d+/)
  await expect(activity).not.toContainText('Stylist #')
  await expectNoAxeViolations(page)
  await shot(page, 'admin-analytics', info.project.name)
})

test('each results page asks under its own request id, so the appearances it counts are counted once', async ({
  page,
}) => {
  const ids: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/stylists/search') ids.push(request.headers()['x-request-id'] ?? '')
  })
  // The first page comes rendered by the server (its search ran there); pages 2 and 3 are asked
  // for by the app in the browser.
  await page.goto('/stylists')
  await expect(page.getByTestId('stylist-card')).toHaveCount(12)
  await hydrated(page)
  // The app turns the pages; a full page load (the server's search, no request here) would lose this.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  const next = pager.getByRole('link', { name: 'Next' })
  // The URL changes as the app starts the new page, before it asks for it: a page has arrived when
  // the pager (drawn only with a page's results) marks it current. The old page's 12 cards do not say so.
  await next.click()
  await expect(page).toHaveURL(/\/stylists\?page=2$/)
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId('stylist-card')).toHaveCount(12)
  await next.click()
  await expect(page).toHaveURL(/\/stylists\?page=3$/)
  await expect(pager.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId('stylist-card')).toHaveCount(12)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  expect(ids).toHaveLength(2)
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  expect(ids[0]).not.toBe(ids[1])
})
