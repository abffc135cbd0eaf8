import { expect as baseExpect, test } from '@playwright/test'

// The capped count (ADR 007) on the demo data: nationwide, more than 1,000 of the 2,000 demo
// stylists are listed, so the heading says "1,000+" and pages stop at the 1,000th. (No place in the
// demo data has 1,000 stylists within 50 miles: the "near <place>" wording of a capped local search
// is covered by web/src/features/search/utils/results-count.test.ts, and the API's cap by
// api/src/features/search/search-cap.test.ts.)
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 90_000 })

test('results: a nationwide search reads "1,000+ stylists" and pages stop at the 1,000th', async ({
  page,
}, testInfo) => {
  await page.goto('/stylists')
  const heading = page.getByTestId('results-count')
  await expect(heading).toHaveText('1,000+ stylists')
  await page.screenshot({ path: testInfo.outputPath('capped-heading.png') })

  await page.goto('/stylists?page=84')
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pager.getByRole('link', { name: 'Page 84' })).toHaveAttribute('aria-current', 'page')
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled()
  // 1,000 = 83 pages of 12 + 4.
  await expect(page.getByTestId('stylist-card')).toHaveCount(4)
  await page.screenshot({ path: testInfo.outputPath('last-page.png'), fullPage: true })

  // A later page in the URL shows the last reachable one (the API refuses pages past the cap).
  await page.goto('/stylists?page=1000')
  await expect(pager.getByRole('link', { name: 'Page 84' })).toHaveAttribute('aria-current', 'page')
  await expect(heading).toHaveText('1,000+ stylists')
})

test('results: a local search below the cap keeps its exact count', async ({ page }) => {
  await page.goto('/stylists?location=New%20York%2C%20NY&distance=50')
  await expect(page.getByTestId('results-count')).toHaveText(/^\d{1,3} stylists in New York, NY$/)
})

test('results: a page past the last one says where the results are and links to the last page', async ({
  page,
}, testInfo) => {
  await page.goto('/stylists?location=New%20York%2C%20NY&distance=50&page=80')
  const heading = page.getByTestId('results-count')
  await expect(heading).toHaveText(/^\d{1,3} stylists in New York, NY$/)
  const total = Number((await heading.textContent())!.split(' ')[0])
  const last = Math.ceil(total / 12)
  const notice = page.getByTestId('past-last-page')
  await expect(notice.getByRole('heading', { name: 'Page 80 is past the last results' })).toBeVisible()
  await expect(notice).toContainText(`This search has ${total} stylists on ${last} pages.`)
  await expect(page.getByText('No stylists found')).toHaveCount(0)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: testInfo.outputPath('past-last-page-phone.png'), fullPage: true })

  await notice.getByRole('link', { name: `Go to page ${last}` }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]page=${last}(&|$)`))
  await expect(page.getByTestId('stylist-card').first()).toBeVisible()
  await expect(notice).toHaveCount(0)
})
