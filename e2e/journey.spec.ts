import { expect as baseExpect, test } from '@playwright/test'
import { hydrated } from './fixtures/hydration'

// One visitor's whole path through discovery, on the demo data of embedded mode:
// home -> results (URL state, pagination, back button, reset, empty state) -> a profile -> the
// directory, without typing a single address.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

test('home → results → profile → directory', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.getByLabel('Location').fill('New York, NY')
  await page.getByRole('button', { name: 'Find Stylists' }).click()

  // Results: the URL is the state; the heading counts the matches around the typed place.
  await expect(page).toHaveURL(/\/find-stylists\?location=New\+York%2C\+NY$/)
  const heading = page.getByTestId('results-count')
  await expect(heading).toHaveText(/^\d+ stylists in New York, NY$/)
  const total = Number((await heading.textContent())!.split(' ')[0])
  expect(total).toBeGreaterThan(12)
  const cards = page.getByTestId('stylist-card')
  await expect(cards).toHaveCount(12)
  const firstOfPage1 = await cards.first().getByRole('heading').first().textContent()

  // Page 2 is in the URL; the browser's back button brings page 1 back from the URL alone.
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await pager.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/location=New\+York%2C\+NY&page=2$/)
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(cards.first().getByRole('heading').first()).not.toHaveText(firstOfPage1!)
  await page.goBack()
  await expect(page).toHaveURL(/location=New\+York%2C\+NY$/)
  await expect(cards.first().getByRole('heading').first()).toHaveText(firstOfPage1!)
  // On a phone the links above loaded server-rendered pages; the sort select needs the app.
  await hydrated(page)

  // Sorting by distance: the first card is the nearest, and distances never decrease down the page.
  // The visible one: a page restored by Back may still hold both layouts' selects (one hidden by CSS).
  await page.getByLabel('Sort by').filter({ visible: true }).selectOption('distance')
  await expect(page).toHaveURL(/sort=distance/)
  // The address changes as the app asks for the sorted page; the list shown until it arrives is the
  // previous one (12 cards too), so the order is waited for, not read at once.
  const miles = page.getByTestId('stylist-distance')
  await expect(miles).toHaveCount(12)
  const values = async () => (await miles.allTextContents()).map((t) => Number.parseFloat(t))
  await expect
    .poll(async () => {
      const shown = await values()
      return shown.length === 12 && shown.every((v, i) => i === 0 || shown[i - 1]! <= v)
    })
    .toBe(true)

  // A filter nobody matches gives the empty state; Reset Filters widens the search again.
  await page.goto('/find-stylists?location=New%20York%2C%20NY&service=zzqqxx')
  await hydrated(page)
  await expect(heading).toHaveText('0 stylists in New York, NY')
  await expect(page.getByRole('heading', { name: 'No stylists found' })).toBeVisible()
  await page.getByRole('button', { name: 'Reset Filters' }).click()
  await expect(page).toHaveURL(/\/find-stylists\?limit=9$/)
  await expect(cards).toHaveCount(9)

  // The profile of the first card, at its canonical address.
  const first = cards.first()
  const name = (await first.getByRole('heading').first().textContent())!
  await first.getByRole('link', { name: `View Profile of ${name}` }).click()
  await expect(page).toHaveURL(/\/stylist\/\d+\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)

  // On to the directory from the footer, down to the stylist's own state.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Browse Stylists' }).click()
  await expect(page).toHaveURL(/\/stylist-directory$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse Stylists by State')
  await page.getByRole('link', { name: /^New York \d+ stylists$/ }).click()
  await expect(page).toHaveURL(/\/stylist-directory\/NY$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stylists in New York')
})
