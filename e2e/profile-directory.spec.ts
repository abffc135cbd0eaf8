import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { createAccount, PASSWORD } from './fixtures/accounts'
import { hydrated } from './fixtures/hydration'

// The stylist profile and the directory, against the demo data of a fresh embedded start.
// The demo stylist account (stylist@example.com) is Maya Brooks in New York, NY, with services,
// portfolio images and reviews; her id is looked up through the directory API.

type Card = { id: number; slug: string; stylistName: string }

async function demoStylist(request: APIRequestContext): Promise<Card> {
  const res = await request.get('/api/directory/states/NY/cities/New%20York/stylists')
  expect(res.ok()).toBe(true)
  const cards = (await res.json()) as Card[]
  const maya = cards.find((c) => c.stylistName === 'Maya Brooks')
  if (!maya) throw new Error('The demo stylist is not listed in New York, NY')
  return maya
}

const profileTabs = (page: Page) => page.getByRole('tablist', { name: 'Stylist profile sections' })

// The first page of a test loads the whole app; on a busy machine that can take a while.
const firstLoad = { timeout: 20_000 }

async function openProfile(page: Page, stylist: Card) {
  await page.goto(`/stylist/${stylist.id}/${stylist.slug}`)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stylist.stylistName, firstLoad)
}

test('directory: states → a state → a city → a stylist card → the profile', async ({ page, request }) => {
  const maya = await demoStylist(request)
  await page.goto('/stylist-directory')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse Stylists by State', firstLoad)
  await expect(page).toHaveTitle('Browse Stylists by State · Chairside')
  const ny = page.getByRole('link', { name: /^New York \d+ stylists$/ })
  await expect(ny).toHaveAttribute('href', '/stylist-directory/NY')
  await expect(page.getByRole('link', { name: /^District of Columbia \d+ stylists?$/ })).toBeVisible()
  await ny.click()

  await expect(page).toHaveURL(/\/stylist-directory\/NY$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stylists in New York')
  const city = page.getByRole('link', { name: /^New York \d+ stylists?$/ })
  await expect(city).toHaveAttribute('href', '/stylist-directory/NY/New%20York')
  await city.click()

  await expect(page).toHaveURL(/\/stylist-directory\/NY\/New%20York$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stylists in New York, New York')
  await expect(page.getByText(/^Found \d+ stylists in New York$/)).toBeVisible()
  // Breadcrumbs lead to real routes, never /directory.
  await expect(page.getByRole('link', { name: 'Stylist Directory' })).toHaveAttribute('href', '/stylist-directory')
  const crumbs = page.getByRole('navigation', { name: /breadcrumb/i })
  await expect(crumbs.locator('a[href="/stylist-directory/NY"]')).toHaveText('New York')
  await expect(crumbs.locator('a[href^="/directory"]')).toHaveCount(0)
  await page.getByRole('link', { name: 'View Profile of Maya Brooks' }).click()

  await expect(page).toHaveURL(`/stylist/${maya.id}/${maya.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maya Brooks')
  await expect(page).toHaveTitle('Maya Brooks · Brooks & Bloom Hair Studio · Chairside')
})

test('directory: an unknown state is shown as given, an empty city offers other areas', async ({ page }) => {
  await page.goto('/stylist-directory/ZZ')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stylists in ZZ', firstLoad)
  await expect(page.getByRole('main').getByRole('link', { name: 'Join as a Stylist' })).toHaveAttribute(
    'href',
    '/stylist-registration',
  )

  await page.goto('/stylist-directory/TX/Nowhere%20Town')
  await hydrated(page)
  await expect(page.getByText('Found 0 stylists in Nowhere Town')).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Search Other Areas' })).toHaveAttribute(
    'href',
    '/stylists',
  )
  await expect(page.getByRole('main').getByRole('link', { name: 'Join as a Stylist' })).toHaveAttribute(
    'href',
    '/stylist-registration',
  )
})

test('profile: the URL is made canonical without a new history entry', async ({ page, request }) => {
  const maya = await demoStylist(request)
  await page.goto('/about')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(firstLoad)
  await page.goto(`/stylist/${maya.id}`)
  await hydrated(page)
  await expect(page).toHaveURL(`/stylist/${maya.id}/${maya.slug}`, firstLoad)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maya Brooks')

  await page.goto(`/stylist/${maya.id}/not-her-name.html`)
  await hydrated(page)
  await expect(page).toHaveURL(`/stylist/${maya.id}/${maya.slug}`)
  await page.goBack()
  // The wrong address was replaced, so one step back is the canonical page visited before it.
  await expect(page).toHaveURL(`/stylist/${maya.id}/${maya.slug}`)
  await page.goBack()
  await expect(page).toHaveURL('/about')
})

test('profile: the four tabs work from the keyboard and show the spec texts', async ({ page, request }) => {
  const maya = await demoStylist(request)
  await openProfile(page, maya)
  const tabs = profileTabs(page)
  await expect(tabs.getByRole('tab')).toHaveText(['About', 'Services', 'Portfolio', 'Reviews'])
  const about = tabs.getByRole('tab', { name: 'About' })
  await expect(about).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('heading', { name: 'Contact & Location' })).toBeVisible()
  await expect(page.getByRole('link', { name: '(212) 555-0148' })).toHaveAttribute('href', 'tel:2125550148')
  const website = page.getByRole('link', { name: 'brooks-and-bloom.example.com' })
  await expect(website).toHaveAttribute('target', '_blank')
  await expect(website).toHaveAttribute('rel', /noopener/)
  await expect(page.getByRole('link', { name: '@mayabrooks.hair' })).toHaveAttribute(
    'href',
    'https://instagram.com/mayabrooks.hair',
  )
  await expect(page.getByText('Times are in Eastern Time.')).toBeVisible()

  await about.focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true')
  // About lists the services too (issue 36: Book in plain sight): these are the Services tab's.
  const services = page.getByRole('tabpanel', { name: 'Services' })
  await expect(services.getByRole('heading', { name: 'Services & Pricing' })).toBeVisible()
  await expect(services.getByText('$85+')).toBeVisible()
  await expect(services.getByText('60 minutes')).toBeVisible()

  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'Portfolio' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('Hand-painted balayage', { exact: true })).toBeVisible()

  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true')
  // Focus stays on the chosen tab (the triggers are links to their panels for before the app runs:
  // once it runs, none is followed), and the address gains no fragment.
  await expect(tabs.getByRole('tab', { name: 'Reviews' })).toBeFocused()
  await expect(page).toHaveURL(new RegExp(`/stylist/${maya.id}/${maya.slug}$`))
  await expect(page.getByRole('heading', { name: 'Client Reviews' })).toBeVisible()
  await expect(page.getByRole('img', { name: /^[1-5] out of 5 stars$/ }).first()).toBeVisible()
  // Reviewers are named by first name and last initial, never in full; the histogram sums up.
  await expect(page.getByTestId('review').first().getByRole('heading', { level: 3 })).toHaveText(
    /^[A-Z][a-z]+ [A-Z]\.$/,
  )
  const histogram = page.getByRole('list', { name: 'Reviews by rating' })
  await expect(histogram.getByRole('listitem')).toHaveCount(5)
  await expect(histogram.getByRole('listitem').first()).toContainText(/5 stars: \d+ reviews?/)
})

test("profile: today's hours and the license check in the header; Book and Call stay at hand on a phone", async ({
  page,
  request,
  isMobile,
}) => {
  const maya = await demoStylist(request)
  await openProfile(page, maya)
  // "Today" is Maya's (New York) today, whatever the browser's zone.
  await expect(page.getByTestId('profile-today')).toHaveText(
    /^(Open today \d{1,2}:\d{2} [AP]M – .+ E[SD]T|Closed today)$/,
  )
  await expect(page.getByTestId('profile-verified')).toHaveText(/^License verified on [A-Z][a-z]+ \d{1,2}, \d{4}$/)

  const bar = page.getByRole('navigation', { name: 'Contact Maya Brooks' })
  if (!isMobile) {
    await expect(bar).toBeHidden()
    return
  }
  await expect(bar.getByRole('link', { name: 'Call Maya Brooks' })).toHaveAttribute('href', 'tel:2125550148')
  // Far down the page the bar is still on screen.
  await profileTabs(page).getByRole('tab', { name: 'Reviews' }).click()
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect(bar.getByRole('button', { name: 'Book with Maya Brooks' })).toBeInViewport()
  await bar.getByRole('button', { name: 'Book with Maya Brooks' }).click()
  await expect(page.getByRole('dialog', { name: 'Book with Maya Brooks' })).toBeVisible()
  await expect(page).toHaveURL(/[?&]book=\d+/)
})

test('profile: the portfolio lightbox opens and closes by Escape, close button and backdrop', async ({
  page,
  request,
}) => {
  const maya = await demoStylist(request)
  await openProfile(page, maya)
  await profileTabs(page).getByRole('tab', { name: 'Portfolio' }).click()
  const opener = page.getByRole('button', { name: 'Open Hand-painted balayage full screen' })
  const dialog = page.getByRole('dialog', { name: 'Hand-painted balayage' })

  await opener.click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('img', { name: 'Hand-painted balayage' })).toBeVisible()
  // Focus stays inside the dialog.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await opener.click()
  await dialog.getByRole('button', { name: 'Close image' }).click()
  await expect(dialog).toBeHidden()

  await opener.click()
  await expect(dialog).toBeVisible()
  // A click on the dark area around the image, once the opening animation has finished.
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)))
  await page.mouse.click(8, 400)
  await expect(dialog).toBeHidden()
})

test('profile: signed out, the review card sends to sign-in and back', async ({ page, request }) => {
  const maya = await demoStylist(request)
  const email = await createAccount(request)
  await openProfile(page, maya)
  await profileTabs(page).getByRole('tab', { name: 'Reviews' }).click()
  const card = page.getByRole('complementary', { name: 'Leave a Review' })
  await expect(card.getByText('Please sign in to leave a review')).toBeVisible()
  // Back to the Reviews tab (#reviews), not the profile's first view: the visitor signed in to write
  // the review, and the address does not carry the tab (the app switches tabs without a fragment).
  const signIn = card.getByRole('link', { name: 'Sign In' })
  await expect(signIn).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(`/stylist/${maya.id}/${maya.slug}#reviews`)}`,
  )
  await signIn.click()
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill(email)
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(new RegExp(`/stylist/${maya.id}/${maya.slug}#reviews$`), firstLoad)
  await expect(profileTabs(page).getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true')
  await expect(card.getByRole('form', { name: 'Leave a review' })).toBeVisible()
})

test('profile: an unknown stylist shows the not-found state', async ({ page }) => {
  await page.goto('/stylist/999999')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stylist Not Found', firstLoad)
  await expect(page.getByText("The stylist you're looking for doesn't exist or may have been removed.")).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Search' })).toHaveAttribute(
    'href',
    '/stylists',
  )
  await expect(page).toHaveTitle('Stylist Not Found · Chairside')
})

test('profile: an address without a usable id toasts and goes to the results', async ({ page }) => {
  await page.goto('/stylist/not-a-number')
  await expect(page).toHaveURL(/\/stylists$/, firstLoad)
  await expect(page.getByText('Could not load stylist profile. Please try again.')).toBeVisible()
})

test('images hold a placeholder while they load, and no two demo stylists share a face', async ({ page, request }) => {
  // Two pages and the lightbox: more than the default 30 s on a busy machine.
  test.slow()
  // Stored images are held back until the checks are done: what shows meanwhile is the placeholder.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/storage\/v1\//, async (route) => {
    await held
    await route.continue().catch(() => undefined)
  })
  const maya = await demoStylist(request)
  // The page's images are in the server's markup now: its load event waits for the held ones.
  await page.goto(`/stylist/${maya.id}/${maya.slug}`, { waitUntil: 'domcontentloaded' })
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(maya.stylistName, firstLoad)
  const tinted = async (element: ReturnType<Page['getByTestId']>) =>
    element.evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(await tinted(page.getByTestId('profile-banner-image').locator('..'))).not.toBe('rgba(0, 0, 0, 0)')
  // The photo is in the server's markup (a plain image, shown without the app), on a tinted square
  // until the picture arrives.
  const photo = page.getByRole('img', { name: 'Photo of Maya Brooks' })
  await expect(photo).toBeVisible()
  expect(await photo.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
  await profileTabs(page).getByRole('tab', { name: 'Portfolio' }).click()
  const opener = page.getByRole('button', { name: 'Open Hand-painted balayage full screen' })
  expect(await opener.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
  // Full screen, the picture's room is a tinted square until the picture arrives.
  await opener.click()
  const lightbox = page.getByTestId('portfolio-lightbox')
  const full = lightbox.getByRole('img', { name: 'Hand-painted balayage' })
  expect(await full.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
  expect((await full.boundingBox())!.width).toBeGreaterThan(100)
  release()
  await expect(full).toHaveAttribute('data-loaded', 'true')
  await page.keyboard.press('Escape')
  await expect(lightbox).toBeHidden()

  // A page of New York results: every stylist photo is a different picture.
  await page.goto(`/stylists?location=${encodeURIComponent('New York, NY')}`)
  const photos = page.getByTestId('stylist-card').getByRole('img', { name: /^Photo of / })
  await expect(photos.first()).toBeVisible({ timeout: 45_000 })
  const sources = (await photos.evaluateAll((images) => images.map((img) => img.getAttribute('src') ?? ''))).filter(
    (src) => src.includes('/avatars/'),
  )
  expect(sources.length).toBeGreaterThan(3)
  expect(new Set(sources).size).toBe(sources.length)
})
