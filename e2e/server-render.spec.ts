import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { demoStylistPath } from './fixtures/demo-stylist'
import { hydrated } from './fixtures/hydration'

// Public pages arrive rendered by the server (issue 22): usable before, or without, JavaScript,
// and hydrated in the browser without a mismatch.

const firstLoad = { timeout: 20_000 }

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('home → results → next page → a profile → the directory → a city', async ({ page }) => {
    // Seven full page loads, each rendered by the server.
    test.setTimeout(90_000)
    await page.goto('/')
    const form = page.getByRole('search', { name: 'Find a stylist' })
    await form.getByLabel('Location').fill('New York, NY')
    await form.getByRole('button', { name: 'Find Stylists' }).click()

    await expect(page).toHaveURL(/\/find-stylists\?.*location=New\+York%2C\+NY/)
    await expect(page.getByTestId('results-count')).toHaveText(/^\d+ stylists in New York, NY$/)
    const cards = page.getByTestId('stylist-card')
    await expect(cards).toHaveCount(12)
    const firstOfPage1 = await cards.first().getByRole('heading').first().textContent()
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(cards.first().getByRole('heading').first()).not.toHaveText(firstOfPage1!)

    const profileLink = page.getByRole('link', { name: /^View Profile of / }).first()
    const name = (await profileLink.getAttribute('aria-label'))!.replace('View Profile of ', '')
    await profileLink.click()
    await expect(page).toHaveURL(/\/stylist\/\d+\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(page).toHaveTitle(new RegExp(`^${name} · `))

    await page.getByRole('contentinfo').getByRole('link', { name: 'Browse Stylists' }).click()
    await expect(page).toHaveURL(/\/stylist-directory$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse Stylists by State')
    await page.getByRole('link', { name: /^New York \d+ stylists$/ }).click()
    await expect(page).toHaveURL(/\/stylist-directory\/NY$/)
    await page.getByRole('link', { name: /^New York \d+ stylists?$/ }).click()
    await expect(page).toHaveURL(/\/stylist-directory\/NY\/New%20York$/)
    await expect(page.getByRole('link', { name: /^View Profile of / }).first()).toBeVisible()
  })

  test("a profile shows the stylist's photo from the HTML", async ({ page, request }) => {
    // The avatar component showed its image only once a script had seen it load.
    await page.goto(await demoStylistPath(request))
    const photo = page.getByRole('img', { name: 'Photo of Maya Brooks' })
    await expect(photo).toBeVisible()
    await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  })
})

// Issue 36: the first controls answer from the server's HTML, with what the platform gives.
test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test("results: Filters opens, Sort and Map/List load their pages; the header's menu opens", async ({ page }) => {
    test.setTimeout(60_000)
    await page.goto('/find-stylists?location=New+York%2C+NY')
    const bar = page.getByTestId('phone-results-bar')
    const filters = page.locator('#results-filters')
    await expect(filters).toBeHidden()
    await bar.locator('summary', { hasText: /^Filters/ }).click()
    await expect(filters).toBeVisible()
    await expect(filters.getByRole('complementary', { name: 'Filters' })).toBeVisible()
    await expect(filters.getByRole('button', { name: 'Price range' })).toBeVisible()
    await bar.locator('summary', { hasText: /^Filters/ }).click()
    await expect(filters).toBeHidden()

    await bar.getByLabel('Sort by').selectOption('price-low')
    await bar.getByRole('button', { name: 'Sort', exact: true }).click()
    await expect(page).toHaveURL(/[?&]sort=price-low/)
    await expect(page).toHaveURL(/location=New\+York%2C\+NY/)
    await expect(page.getByTestId('phone-results-bar').getByLabel('Sort by')).toHaveValue('price-low')

    await page.getByTestId('phone-results-bar').getByRole('link', { name: 'Map' }).click()
    await expect(page).toHaveURL(/[?&]view=map/)
    await expect(page).toHaveURL(/[?&]sort=price-low/)
    await page.getByTestId('phone-results-bar').getByRole('link', { name: 'List' }).click()
    await expect(page).not.toHaveURL(/view=map/)

    const menu = page.getByRole('navigation', { name: 'Main' })
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'How It Works' }).click()
    await expect(page).toHaveURL(/\/how-it-works$/)
  })

  test("a profile's tabs are links to their panels; home's advanced filters open and close", async ({
    page,
    request,
  }) => {
    const res = await request.get('/api/directory/states/NY/cities/New%20York/stylists')
    const [card] = (await res.json()) as { id: number; slug: string }[]
    await page.goto(`/stylist/${card.id}/${card.slug}`)
    const tabs = page.getByRole('tablist', { name: 'Stylist profile sections' })
    const panel = (id: string) => page.locator(`[role=tabpanel]#${id}`)
    await expect(panel('about')).toBeVisible()
    await expect(panel('reviews')).toBeHidden()
    await tabs.getByRole('tab', { name: 'Reviews' }).click()
    await expect(page).toHaveURL(/#reviews$/)
    await expect(panel('reviews')).toBeVisible()
    await expect(panel('about')).toBeHidden()
    await tabs.getByRole('tab', { name: 'Services' }).click()
    await expect(panel('services')).toBeVisible()
    await expect(panel('reviews')).toBeHidden()

    await page.goto('/')
    const advanced = page.locator('summary', { hasText: 'Advanced Filters' })
    const rating = page.getByRole('radiogroup', { name: 'Rating' })
    await expect(rating).toBeVisible()
    await advanced.click()
    await expect(rating).toBeHidden()
    await advanced.click()
    await expect(rating).toBeVisible()
  })
})

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test("a profile's Book opens the booking preview: the services, and why booking needs more", async ({
    page,
    request,
  }) => {
    const stylist = await bookableNewYorkStylist(request)
    await page.goto(`/stylist/${stylist.id}/${stylist.slug}`)
    const preview = page.locator('#booking-preview')
    await expect(preview).toBeHidden()
    await page.getByTestId('profile-header-book').tap()
    await expect(preview).toBeVisible()
    await expect(preview.getByRole('heading', { name: `Book with ${stylist.stylistName}` })).toBeVisible()
    // The services to choose from (the days and times need scripts), and the close button.
    await expect(preview.getByRole('combobox', { name: 'Service' }).locator('option')).toHaveCount(stylist.services)
    await expect(preview.getByRole('button')).toHaveCount(1)
    await expect(preview.getByText('Booking online needs JavaScript')).toBeVisible()
    // No endless wait where nothing will come.
    await expect(preview.getByText('Getting the days and times ready…')).toBeHidden()
    await page.screenshot({ path: 'test-results/profile-390-nojs-booking-preview.png' })
    await preview.getByRole('button', { name: 'Close' }).tap()
    await expect(preview).toBeHidden()
    // The bottom bar's Book and a service's own Book open it too.
    await page
      .getByTestId('profile-action-bar')
      .getByRole('button', { name: /^Book / })
      .tap()
    await expect(preview).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(preview).toBeHidden()
    await page
      .locator('[role=tabpanel]#about')
      .getByRole('button', { name: /^Book / })
      .first()
      .tap()
    await expect(preview).toBeVisible()
  })
})

/** A New York demo stylist who takes online bookings, with how many services they list. */
async function bookableNewYorkStylist(request: APIRequestContext) {
  const res = await request.get('/api/directory/states/NY/cities/New%20York/stylists')
  for (const card of (await res.json()) as { id: number; slug: string; stylistName: string }[]) {
    const info = (await (await request.get(`/api/stylists/${card.id}/booking`)).json()) as { acceptsBookings: boolean }
    const profile = (await (await request.get(`/api/stylists/${card.id}`)).json()) as { services: { id: number }[] }
    if (info.acceptsBookings && profile.services.length > 1)
      return { ...card, services: profile.services.length, serviceIds: profile.services.map((s) => s.id) }
  }
  throw new Error('No New York demo stylist takes online bookings with two services')
}

test.describe('on a phone, what the visitor opened before the app ran', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('stays open once the app has taken over: the Filters and a profile tab chosen by its link', async ({
    page,
    request,
  }) => {
    await page.goto('/find-stylists?location=New+York%2C+NY')
    await page.waitForLoadState('networkidle')
    const summary = page.getByTestId('phone-results-bar').locator('summary', { hasText: /^Filters/ })
    await summary.tap()
    // Answered by the HTML at once, before the app (which this tap starts) has run.
    await expect(page.locator('#results-filters')).toBeVisible()
    await hydrated(page)
    await expect(page.locator('#results-filters')).toBeVisible()
    await expect(page.locator('#results-filters').getByRole('complementary', { name: 'Filters' })).toBeVisible()

    const res = await request.get('/api/directory/states/NY/cities/New%20York/stylists')
    const [card] = (await res.json()) as { id: number; slug: string }[]
    await page.goto(`/stylist/${card.id}/${card.slug}`)
    await page.waitForLoadState('networkidle')
    const tabs = page.getByRole('tablist', { name: 'Stylist profile sections' })
    // A link: the panel shows from the HTML, whether or not the app (which the link's focus starts) runs yet.
    await tabs.getByRole('tab', { name: 'Reviews' }).tap()
    await expect(page.locator('[role=tabpanel]#reviews')).toBeVisible()
    await hydrated(page)
    await expect(tabs.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator('[role=tabpanel]#reviews')).toBeVisible()
    await tabs.getByRole('tab', { name: 'Portfolio' }).click()
    await expect(page.locator('[role=tabpanel]#portfolio')).toBeVisible()
    await expect(page.locator('[role=tabpanel]#reviews')).toBeHidden()
  })
})

/**
 * Console errors and uncaught exceptions of the page from now on (React reports hydration there).
 * The desktop project runs Chromium without WebGL (playwright.config.ts), so the results' map says
 * it cannot draw: that message is the map's, not the page's.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.text().startsWith('GPUInitializationError: WebGL2 is required')) return
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

const publicPages = [
  ['home', '/', 'Find Your Perfect Hairstylist'],
  ['results', '/stylists?location=New%20York%2C%20NY', 'Find Stylists'],
  ['directory', '/stylist-directory', 'Browse Stylists by State'],
  ['a state', '/stylist-directory/NY', 'Stylists in New York'],
  ['a city', '/stylist-directory/NY/New%20York', 'Stylists in New York, New York'],
  ['for stylists', '/for-stylists', /./],
  ['how it works', '/how-it-works', /./],
  ['about', '/about', /./],
  ['support', '/support', /./],
  ['privacy', '/privacy-policy', /./],
  ['terms', '/terms-of-service', /./],
] as const

for (const [label, path, heading] of publicPages) {
  test(`${label}: the server's page hydrates without a mismatch or an error`, async ({ page }) => {
    const errors = collectErrors(page)
    // The markup is there before any script: the response itself holds the heading.
    const response = await page.request.get(path)
    expect(response.status()).toBe(200)
    expect(await response.text()).toMatch(/<div id="root"[^>]*><[^>]+/)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, firstLoad)
    // Hydrated: the router removes its bootstrap object once the app has taken over the markup.
    await hydrated(page, firstLoad.timeout)
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })
}

test("a profile: the server's page hydrates, then the app takes over its tabs", async ({ page, request }) => {
  const errors = collectErrors(page)
  const res = await request.get('/api/directory/states/NY/cities/New%20York/stylists')
  const [card] = (await res.json()) as { id: number; slug: string; stylistName: string }[]
  await page.goto(`/stylist/${card.id}/${card.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.stylistName, firstLoad)
  await hydrated(page, firstLoad.timeout)
  await page.getByRole('tab', { name: /Reviews/ }).click()
  await expect(page.getByRole('tab', { name: /Reviews/ })).toHaveAttribute('aria-selected', 'true')
  expect(errors).toEqual([])
})

test.describe('on a phone-width screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the app is fetched once the page has loaded, starts at the first touch, and a tap before it runs is answered once it does', async ({
    page,
  }) => {
    const appScripts: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/app-[^/]+\.js$/.test(new URL(request.url()).pathname)) appScripts.push(request.url())
    })
    await page.goto('/find-stylists?location=New+York%2C+NY')
    await expect(page.getByTestId('results-count')).toHaveText(/^\d+ stylists in New York, NY$/)
    await page.waitForLoadState('load')
    // Once the page has loaded, the app's scripts are fetched (so a tap pays only for running them)...
    await expect.poll(() => appScripts.length, firstLoad).toBe(1)
    await page.waitForLoadState('networkidle')
    // ...but not run: a visitor who only reads the page runs no more than the tiny entry.
    expect(await page.evaluate(() => '$_TSR' in window)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined()

    // The first tap (on Filters, which only the app can open) starts the app; it is held, then
    // replayed once React owns the button.
    const filters = page.getByTestId('phone-results-bar').locator('summary', { hasText: /^Filters/ })
    await filters.tap()
    await expect(page.locator('#results-filters')).toBeVisible()
    // The section the app opens: a tap on its header before the app ran is replayed.
    const price = page.locator('#results-filters').getByRole('button', { name: 'Price range' })
    await price.tap()
    await expect(price).toHaveAttribute('aria-expanded', 'true', firstLoad)
    // The app ran from the script fetched after load: not fetched again.
    expect(appScripts).toHaveLength(1)
  })

  test("the app takes over without moving the server's style elements or inserting Chakra's global styles again", async ({
    page,
  }) => {
    // Moving a style element makes the browser restyle and lay out the whole page (250-420 ms at 4x
    // CPU on the results page, issue 36): emotion's own hydration moved each of them.
    await page.goto('/find-stylists?location=New+York%2C+NY')
    await page.waitForLoadState('load')
    const before = await page.evaluate(() => {
      const elements = Array.from(document.querySelectorAll('style[data-emotion-ssr]'))
      elements.forEach((element, i) => ((element as HTMLElement & { serverIndex?: number }).serverIndex = i))
      return elements.map((element) => Array.from(document.head.children).indexOf(element))
    })
    expect(before.length).toBeGreaterThanOrEqual(2)
    expect(before.every((index) => index >= 0)).toBe(true)
    // A touch starts the app (Filters opens from HTML meanwhile); wait until it has taken over.
    await page
      .getByTestId('phone-results-bar')
      .locator('summary', { hasText: /^Filters/ })
      .tap()
    await hydrated(page, firstLoad.timeout)
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', firstLoad)
    const after = await page.evaluate(() =>
      Array.from(document.querySelectorAll('style[data-emotion-ssr]')).map((element) => ({
        // The same element (a moved one is the same node too, but not where it was).
        same: (element as HTMLElement & { serverIndex?: number }).serverIndex !== undefined,
        index: Array.from(document.head.children).indexOf(element),
      })),
    )
    // Scripts the app fetched later may follow them in <head>; nothing is put before or between.
    expect(after.map((a) => a.same)).toEqual(before.map(() => true))
    expect(after.map((a) => a.index)).toEqual(before)
    // Emotion's Global would insert the tokens, the reset and the global CSS again in its own element.
    expect(await page.locator('style[data-emotion^="css-global"]').count()).toBe(0)
    // And the page is still styled by them: the tokens' variables and the reset apply.
    const styled = await page.evaluate(() => ({
      brand: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-solid').trim(),
      margin: getComputedStyle(document.body).margin,
    }))
    expect(styled.brand).not.toBe('')
    expect(styled.margin).toBe('0px')
  })
})

test.describe('on a phone, a tap that loads another page before the app ran', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('shows at once that the page is coming (the sort, the map), and the next page shows without it', async ({
    page,
  }) => {
    // Each page notes whether the bar was drawn, visible, with the page marked busy (read on the
    // next page: Playwright reads nothing in a page while its navigation is pending).
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const bar = document.querySelector('[role=progressbar][aria-label="Loading the page"]')
        if (!bar || sessionStorage.getItem('e2e:leaving')) return
        requestAnimationFrame(() => {
          const busy = document.documentElement.getAttribute('aria-busy') === 'true'
          sessionStorage.setItem('e2e:leaving', `${location.search} ${bar.checkVisibility() && busy}`)
        })
      }).observe(document, { childList: true, subtree: true })
    })
    const leftFrom = async () => {
      const seen = await page.evaluate(() => sessionStorage.getItem('e2e:leaving'))
      await page.evaluate(() => sessionStorage.removeItem('e2e:leaving'))
      return seen
    }
    // The app never runs here; the next pages' documents come a second late (a slow connection).
    await page.route(/\/assets\/app-[^/]+\.js$/, (route) => route.abort())
    await page.route(/\/find-stylists\?.*(sort=price-low|view=map)/, async (route) => {
      if (route.request().resourceType() === 'document') await new Promise((resolve) => setTimeout(resolve, 1000))
      await route.continue()
    })
    const results = '/find-stylists?location=New+York%2C+NY'
    await page.goto(results)
    await page.waitForLoadState('load')
    const progress = page.getByRole('progressbar', { name: 'Loading the page' })
    const bar = page.getByTestId('phone-results-bar')
    await bar.locator('select').selectOption('price-low')
    await expect(page).toHaveURL(/sort=price-low/)
    expect(await leftFrom()).toBe(`${new URL(results, 'http://x').search} true`)
    await expect(bar.locator('select')).toHaveValue('price-low')
    await expect(progress).toHaveCount(0)
    await expect(page.locator('html')).not.toHaveAttribute('aria-busy', 'true')

    await bar.getByRole('link', { name: 'Map' }).tap()
    await expect(page).toHaveURL(/view=map/)
    expect(await leftFrom()).toMatch(/sort=price-low true$/)
    await expect(progress).toHaveCount(0)
    // A link to a part of the same page loads nothing: no bar.
    await page.goto(results)
    await page.waitForLoadState('load')
    await page.getByRole('link', { name: 'Skip to content' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
    await page.waitForTimeout(300)
    expect(await leftFrom()).toBeNull()
  })
})

test.describe('on a phone, Book tapped before the app ran', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test("answers at once with the booking preview, shows its days and times before the app, and the app's panel opens on the time chosen there", async ({
    page,
    request,
  }) => {
    const stylist = await bookableNewYorkStylist(request)
    // What the preview drew must not upset the app's hydration (React drops a mismatched page).
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // The app's script is held back until a day and a time were chosen in the preview: the entry
    // alone draws and answers it (without the hold, the app could replace it at any moment).
    let release = () => {}
    const appHeld = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
      await appHeld
      await route.continue()
    })
    await page.goto(`/stylist/${stylist.id}/${stylist.slug}`)
    await page.waitForLoadState('load')
    expect(await page.evaluate(() => document.documentElement.dataset.app)).not.toBe('ready')
    // The second service's own Book (in About): the preview first, from the page's HTML...
    const second = stylist.serviceIds[1]
    await page.locator(`[role=tabpanel]#about button[data-service-id="${second}"]`).tap()
    const preview = page.locator('#booking-preview')
    await expect(preview).toBeVisible()
    await expect(preview.getByRole('combobox', { name: 'Service' })).toHaveValue(String(second))
    // ...with that service's days and times, as the panel draws them, before the app runs.
    const days = preview.getByRole('group', { name: 'Day' }).getByRole('button')
    await expect(days).toHaveCount(14)
    await expect(preview.getByText(/^Times in /)).toBeVisible()
    const openDays = preview.locator('[data-date]:not([aria-disabled=true])')
    await expect(openDays.first()).toHaveAttribute('aria-pressed', 'true')
    // Another open day, then a time on it: the preview answers both.
    const day = openDays.nth(1)
    const date = await day.getAttribute('data-date')
    await day.tap()
    await expect(day).toHaveAttribute('aria-pressed', 'true')
    const time = preview.locator('[data-slot]').nth(1)
    const slot = (await time.getAttribute('data-slot'))!
    const label = (await time.textContent())!.trim()
    await time.tap()
    await expect(time).toHaveAttribute('aria-pressed', 'true')
    await expect(preview.getByRole('status')).toContainText(`at ${label}: getting the booking ready`)
    expect(await page.evaluate(() => document.documentElement.dataset.app)).not.toBe('ready')
    await page.screenshot({ path: 'test-results/profile-390-booking-preview-times.png' })
    // Once the app runs, the panel on that service, day and time, and the preview gone.
    release()
    const panel = page
      .getByRole('dialog', { name: `Book with ${stylist.stylistName}` })
      .and(page.locator('[data-scope=dialog]'))
    await expect(panel).toBeVisible()
    await expect(preview).toBeHidden()
    const url = new URL(page.url())
    expect(url.searchParams.get('book')).toBe(String(second))
    expect(url.searchParams.get('date')).toBe(date)
    expect(url.searchParams.get('slot')).toBe(slot)
    await expect(panel.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true')
    expect(errors).toEqual([])
    await hydrated(page)
    // With the app running, Book opens the panel itself: the preview never shows.
    await panel.getByRole('button', { name: 'Close' }).tap()
    await expect(panel).toBeHidden()
    await page.getByTestId('profile-header-book').tap()
    await expect(panel).toBeVisible()
    await expect(preview).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`[?&]book=${stylist.serviceIds[0]}(&|$)`))
  })
})
