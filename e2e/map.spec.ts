import { expect as baseExpect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './fixtures/axe'
import { hydrated } from './fixtures/hydration'

// The results map with the embedded style, and no network beyond this server: pins for the page's
// stylists, highlight from pin to card and back, the card's link, "Search this area" kept in the
// URL (a shared link opens the same map), and on a phone the bar with the Map toggle.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

const DENVER = '/stylists?location=Denver%2C%20CO'
/** The map's code chunk, and every request that only a shown map makes (code, worker, style, tiles). */
const MAP_CODE = /\/assets\/results-map-[^/]+\.js$/
const MAP_REQUEST = /^\/assets\/(results-map|maplibre)[^/]*$|^\/api\/map\//

/** Every request that leaves this server is refused and remembered: the map needs none. */
async function offline(page: Page) {
  const outside: string[] = []
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1' && url.protocol.startsWith('http'),
    (route) => {
      outside.push(route.request().url())
      return route.abort()
    },
  )
  return outside
}

/** The map's pins stand for every stylist of the page: one each, or counted in a group. */
async function expectPinsForCards(page: Page, cards: number) {
  const map = page.getByRole('region', { name: 'Map of the results' })
  await expect(map.getByTestId('map-pin').or(map.getByTestId('map-cluster')).first()).toBeVisible()
  await expect
    .poll(async () => {
      const groups = await map.getByTestId('map-cluster').allTextContents()
      return (await map.getByTestId('map-pin').count()) + groups.reduce((sum, n) => sum + Number(n), 0)
    })
    .toBe(cards)
}

async function openMap(page: Page, isMobile: boolean) {
  if (!isMobile) return
  await page.getByTestId('phone-results-bar').getByRole('link', { name: 'Map' }).click()
  await expect(page).toHaveURL(/view=map/)
}

test('the map: pins, highlights, the card link, "Search this area" and the URL', async ({ page, isMobile }) => {
  const outside = await offline(page)
  const styles: number[] = []
  const tiles: number[] = []
  page.on('response', (r) => {
    if (r.url().includes('/api/map/style.json')) styles.push(r.status())
    if (r.url().includes('/api/map/tiles/')) tiles.push(r.status())
  })
  // The map (its code, style and tiles) is asked for only once the list is on screen (desktop) or
  // the map is opened (phone): every request of it is recorded with whether the map was asked for
  // by then, and the code's with the cards then shown.
  let asked = !isMobile
  const mapRequests: { url: string; asked: boolean }[] = []
  page.on('request', (r) => {
    if (MAP_REQUEST.test(new URL(r.url()).pathname)) mapRequests.push({ url: r.url(), asked })
  })
  let cardsWhenMapLoaded: number | null = null
  await page.route(MAP_CODE, async (route) => {
    cardsWhenMapLoaded = await page.getByTestId('stylist-card').count()
    await route.continue()
  })
  const mapCode = page.waitForRequest(MAP_CODE, { timeout: 90_000 })

  await page.goto(DENVER)
  await expect(page.getByTestId('stylist-card')).toHaveCount(12)
  if (isMobile) {
    // The app has started on the page (a phone starts it at the first touch) and committed it, its
    // effects run: whatever it asks for on its own it has asked for, and none of it is the map's.
    await hydrated(page)
    expect(mapRequests, 'no map request before the map is opened').toEqual([])
    asked = true
  }
  await openMap(page, isMobile)
  // Asked for now: a map that never loaded fails here rather than passing.
  await mapCode
  expect(
    mapRequests.filter((r) => !r.asked),
    'map requests before the map was opened',
  ).toEqual([])
  await expectPinsForCards(page, 12)
  // On a desktop the map's code is asked for once the list has painted (a phone's list may still be
  // on screen for a moment after "Map" is pressed: the requests' `asked` says enough there).
  if (!isMobile) expect(cardsWhenMapLoaded).toBe(12)
  // The pins are drawn before the style and its tiles arrive (by design: a slow device still shows
  // where the stylists are), so the style and a tile are waited for rather than expected at once
  // (a CI run on a busy machine saw the pins before the first tile was asked for).
  await expect
    .poll(() => mapRequests.some((r) => r.url.includes('/api/map/style.json')), { timeout: 30_000 })
    .toBe(true)
  await expect.poll(() => mapRequests.some((r) => r.url.includes('/api/map/tiles/')), { timeout: 30_000 }).toBe(true)

  // A pin names its stylist; choosing it highlights (desktop) or shows (phone) that stylist's card.
  const pin = page.getByTestId('map-pin').first()
  const id = await pin.getAttribute('data-stylist-id')
  const name = (await pin.getAttribute('aria-label'))!.split(',')[0]
  const card = page.locator(`#stylist-${id}`)
  await pin.click()
  await expect(card).toBeVisible()
  await expect(card).toHaveAttribute('data-highlighted', 'true')
  await expect(card.getByRole('heading', { name })).toBeVisible()
  if (!isMobile) {
    // And the other way round: pointing at a card highlights its pin.
    await pin.hover()
    await expect(pin).toHaveAttribute('aria-pressed', 'true')
    const other = page.locator(`[data-testid="stylist-card"]:not(#stylist-${id})`).last()
    await other.hover()
    await expect(pin).toHaveAttribute('aria-pressed', 'false')
    const otherId = (await other.getAttribute('id'))!.replace('stylist-', '')
    const otherPin = page.locator(`[data-testid="map-pin"][data-stylist-id="${otherId}"]`)
    if (await otherPin.count()) await expect(otherPin).toHaveAttribute('aria-pressed', 'true')
  }
  await card.getByRole('link', { name: `View Profile of ${name}` }).click()
  await expect(page).toHaveURL(new RegExp(`/stylist/${id}/`))
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await page.goBack()
  await openMap(page, isMobile && !page.url().includes('view=map'))
  await expectPinsForCards(page, 12)

  // Moving the map offers a search around the new view, kept in the URL.
  const searchArea = page.getByRole('button', { name: 'Search this area' })
  await expect(searchArea).toBeHidden()
  await page.getByRole('button', { name: 'Zoom out' }).click()
  await searchArea.click()
  await expect(page).toHaveURL(/lat=39\.\d+&lng=-10[45]\.\d+/)
  expect(page.url()).not.toContain('location=')
  const distance = Number(new URL(page.url()).searchParams.get('distance'))
  expect(distance).toBeGreaterThan(10)
  expect(distance).toBeLessThanOrEqual(50)
  const heading = page.getByTestId('results-count')
  await expect(heading).toHaveText(/^[\d,]+\+? stylists (in|near) this map area$/)
  await expect(searchArea).toBeHidden()
  await expect(page.getByRole('region', { name: 'Map of the results' }).getByTestId('map-pin').first()).toBeVisible()

  // A shared link opens the same map: same search, same circle, no "Search this area" yet.
  const shared = page.url()
  await page.goto(shared)
  await expect(heading).toHaveText(/this map area$/)
  if (isMobile) await expect(page).toHaveURL(/view=map/)
  await expect(page.getByRole('region', { name: 'Map of the results' }).getByTestId('map-pin').first()).toBeVisible()
  await expect(searchArea).toBeHidden()

  expect(styles).toContain(200)
  expect(tiles).toContain(200)
  expect(outside, 'requests that left this server').toEqual([])
})

test('phone results: compact cards, a bar that stays on screen, pages on one line', async ({ page, isMobile }) => {
  // Nationwide, so there are many pages: page 3 shows Previous, five page numbers and Next.
  await page.goto('/stylists?priceRange=%24&priceRange=%24%24&rating=4&page=3')
  const cards = page.getByTestId('stylist-card')
  await expect(cards.first()).toBeVisible()
  const bar = page.getByTestId('phone-results-bar')
  if (!isMobile) {
    // Desktop keeps filters, list and map side by side, without the phone bar.
    await expect(bar).toHaveCount(0)
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Map of the results' })).toBeVisible()
    return
  }
  // Two filters are set: the bar says so.
  await expect(bar.locator('summary', { hasText: 'Filters (2)' })).toBeVisible()
  await expect(bar.getByLabel('Sort by')).toBeVisible()
  const height = (await cards.first().boundingBox())!.height
  expect(height, 'a compact card').toBeLessThan(260)

  await page.mouse.wheel(0, 1500)
  await expect.poll(async () => (await bar.boundingBox())!.y).toBeLessThanOrEqual(70)
  await expect(bar).toBeInViewport()

  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await pager.scrollIntoViewIfNeeded()
  const buttons = await pager.locator('a, button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top))
  expect(new Set(buttons.map(Math.round)).size, 'one line of page buttons').toBe(1)

  // Filters open under the bar, and the list comes back from the map with "List".
  await bar.locator('summary', { hasText: 'Filters (2)' }).click()
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible()
  await bar.locator('summary', { hasText: 'Filters (2)' }).click()
  await bar.getByRole('link', { name: 'Map' }).click()
  await expect(page.getByRole('region', { name: 'Map of the results' })).toBeVisible()
  await bar.getByRole('link', { name: 'List' }).click()
  await expect(page).not.toHaveURL(/view=map/)
  await expect(cards.first()).toBeVisible()
})

test('axe: the results with the map shown', async ({ page, isMobile }) => {
  await page.goto(DENVER)
  await expect(page.getByTestId('stylist-card').first()).toBeVisible()
  await openMap(page, isMobile)
  await expect(page.getByTestId('map-pin').or(page.getByTestId('map-cluster')).first()).toBeVisible()
  await expectNoAxeViolations(page)
})
