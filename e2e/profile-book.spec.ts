import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test'
import { hydrated } from './fixtures/hydration'

// Book in plain sight (issue 36, point 2): the profile's first view offers Book at every width (its
// header; on a phone, the bottom bar beside Call too) and its services with their Book buttons,
// all in the server's HTML; a Book tapped before the app runs opens the panel once it does; a result
// card's "Next available" opens the panel on that time.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

type Card = { id: number; slug: string; stylistName: string }

/** A New York demo stylist who takes online bookings and lists a service. */
async function bookableStylist(request: APIRequestContext): Promise<Card> {
  const res = await request.get('/api/directory/states/NY/cities/New%20York/stylists')
  for (const card of (await res.json()) as Card[]) {
    if (card.stylistName === 'Maya Brooks') continue
    const info = (await (await request.get(`/api/stylists/${card.id}/booking`)).json()) as { acceptsBookings: boolean }
    const profile = (await (await request.get(`/api/stylists/${card.id}`)).json()) as { services: unknown[] }
    if (info.acceptsBookings && profile.services.length > 0) return card
  }
  throw new Error('No New York demo stylist takes online bookings')
}

test("the profile's first view offers Book, from the server's HTML, and each Book opens the panel", async ({
  page,
  request,
  isMobile,
}) => {
  const stylist = await bookableStylist(request)
  const path = `/stylist/${stylist.id}/${stylist.slug}`
  // In the server's HTML: no script is needed to show them.
  const html = await (await request.get(path)).text()
  expect(html).toContain(`aria-label="Book with ${stylist.stylistName}"`)
  expect(html).toMatch(/aria-label="Book [^"]+"/)

  await page.goto(path)
  await page.waitForLoadState('load')
  const header = page.getByTestId('profile-header-book')
  await expect(header).toBeInViewport()
  // The About panel (the first view) lists the services with their Book buttons: no tab change.
  const about = page.locator('[role=tabpanel]#about')
  await expect(about.getByRole('heading', { name: 'Services & Pricing' })).toBeVisible()
  await expect(about.getByRole('button', { name: /^Book / }).first()).toBeVisible()
  if (isMobile)
    await expect(page.getByTestId('profile-action-bar').getByRole('button', { name: /^Book / })).toBeInViewport()

  // Tapped before the app runs (on a phone it starts with this tap): the booking preview answers
  // from the page's HTML, then the app's panel (Chakra's dialog) replaces it.
  const panel = page
    .getByRole('dialog', { name: `Book with ${stylist.stylistName}` })
    .and(page.locator('[data-scope=dialog]'))
  if (isMobile) {
    await header.tap()
    await expect(page.locator('#booking-preview')).toBeVisible()
  } else await header.click()
  await expect(panel).toBeVisible()
  await expect(page.locator('#booking-preview')).toBeHidden()
  await expect(page).toHaveURL(/\?book=\d+$/)
  await panel.getByRole('button', { name: 'Close' }).click()
  await expect(panel).toBeHidden()

  if (isMobile) {
    await page
      .getByTestId('profile-action-bar')
      .getByRole('button', { name: /^Book / })
      .tap()
    await expect(panel).toBeVisible()
    await panel.getByRole('button', { name: 'Close' }).click()
    await expect(panel).toBeHidden()
  }
  // A service's own Book, in About, opens the panel on that service.
  await about
    .getByRole('button', { name: /^Book / })
    .first()
    .click()
  await expect(panel).toBeVisible()
  await expect(page).toHaveURL(/\?book=\d+$/)
})

test('a result card\'s "Next available" opens the booking panel on that time', async ({ page }) => {
  await page.goto('/find-stylists?location=New+York%2C+NY')
  const link = page.getByTestId('stylist-next-available').getByRole('link').first()
  await expect(link).toBeVisible()
  const href = (await link.getAttribute('href')) ?? ''
  const next = new URL(href, 'http://x').searchParams.get('next')
  expect(next).toBeTruthy()
  const time = /(\d{1,2}:\d{2} [AP]M)/.exec((await link.textContent()) ?? '')?.[1]
  expect(time).toBeTruthy()
  await link.click()
  await expect(page).toHaveURL(/\/stylist\/\d+\/[^?]+\?next=/)
  const panel = page.getByRole('dialog', { name: /^Book with / })
  await expect(panel).toBeVisible()
  // That time, chosen: the only pressed time in the panel, on the day it falls in the stylist's zone.
  const chosen = panel.getByRole('button', { name: /^\d{1,2}:\d{2} [AP]M$/, pressed: true })
  await expect(chosen).toHaveCount(1)
  await expect(chosen).toHaveText(time!)
  await hydrated(page)
  // A hydrated page keeps it: the address still names that time.
  expect(new URL(page.url()).searchParams.get('next')).toBe(next)
})
