import { expect as baseExpect, test, type Page } from '@playwright/test'
import { demoStylistPath } from './fixtures/demo-stylist'
import { expectVisibleFocus } from './fixtures/focus'
import { hydrated } from './fixtures/hydration'

// Everything interactive works from the keyboard alone, with a visible focus ring: the filters,
// the services picker, the profile tabs, the lightbox, the phone menu (a dialog) and pagination;
// form errors are tied to their fields and announced.

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

async function open(page: Page, path: string) {
  await page.goto(path)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 })
}

/** Presses Tab until `name` (a regex on the accessible name or text) has focus; fails after `max` presses. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return
  }
  throw new Error('Tab never reached the element')
}

test('the skip link moves focus to the content', async ({ page }) => {
  await open(page, '/about')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expectVisibleFocus(page)
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('filters: accordion sections open by Enter and Space, radios by arrows, checkboxes by Space', async ({
  page,
  isMobile,
}) => {
  await open(page, '/stylists?location=Austin%2C%20TX')
  if (isMobile) {
    // A <summary> (issue 36: it opens before the app runs), which Enter toggles.
    const toggle = page.getByTestId('phone-results-bar').locator('summary', { hasText: /^Filters$/ })
    await tabTo(page, toggle)
    await expectVisibleFocus(page)
    await page.keyboard.press('Enter')
    await expect(page.locator('#results-filters')).toBeVisible()
  }
  const filters = page.getByRole('complementary', { name: 'Filters' })
  const rating = filters.getByRole('button', { name: 'Rating' })
  await tabTo(page, rating)
  await expectVisibleFocus(page)
  await page.keyboard.press('Enter')
  await expect(rating).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(filters.getByRole('radio', { name: 'Any rating' })).toBeFocused()
  await expectVisibleFocus(page)
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL(/rating=\d/)

  const availability = filters.getByRole('button', { name: 'Availability' })
  await tabTo(page, availability)
  await page.keyboard.press('Space')
  await expect(availability).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(filters.getByRole('checkbox', { name: 'Available today' })).toBeFocused()
  await expectVisibleFocus(page)
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/availableToday=true/)
})

test('services picker: Enter opens it, typing filters, Space ticks, Escape closes and focus returns', async ({
  page,
}) => {
  await open(page, '/')
  const trigger = page.getByTestId('services-picker')
  await tabTo(page, trigger)
  await expectVisibleFocus(page)
  await page.keyboard.press('Enter')
  const search = page.getByRole('textbox', { name: 'Search services' })
  await expect(search).toBeFocused()
  await page.keyboard.type('balayage')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('checkbox', { name: 'Balayage / Ombre' })).toBeFocused()
  await expectVisibleFocus(page)
  await page.keyboard.press('Space')
  await expect(page.getByRole('checkbox', { name: 'Balayage / Ombre' })).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(search).toBeHidden()
  await expect(trigger).toBeFocused()
  await expect(trigger).toHaveText('Balayage / Ombre')
})

test('profile tabs: arrows, Home and End move between tabs', async ({ page }) => {
  await open(page, '/stylist/1')
  const tabs = page.getByRole('tablist', { name: 'Stylist profile sections' })
  const about = tabs.getByRole('tab', { name: 'About' })
  await tabTo(page, about)
  await expectVisibleFocus(page)
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'Services' })).toBeFocused()
  await expect(tabs.getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true')
  await expectVisibleFocus(page)
  await page.keyboard.press('End')
  await expect(tabs.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Home')
  await expect(about).toBeFocused()
  await expect(about).toHaveAttribute('aria-selected', 'true')
})

test('lightbox: Enter opens it, arrows step through the images, Escape closes and focus returns', async ({
  page,
  request,
}) => {
  await open(page, await demoStylistPath(request))
  const tabs = page.getByRole('tablist', { name: 'Stylist profile sections' })
  await tabTo(page, tabs.getByRole('tab', { name: 'About' }))
  await page.keyboard.press('End')
  // Each key waits for the last one's tab: on a busy machine a second key pressed before the first
  // one's render lands on the tab that still had focus (seen once in a full run at load 20).
  await expect(tabs.getByRole('tab', { name: 'Reviews' })).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(tabs.getByRole('tab', { name: 'Portfolio' })).toHaveAttribute('aria-selected', 'true')
  const thumbs = page.getByRole('button', { name: /full screen$/ })
  const first = thumbs.first()
  await tabTo(page, first)
  await expectVisibleFocus(page)
  const firstName = (await first.getAttribute('aria-label'))!.replace(/^Open (.*) full screen$/, '$1')
  const secondName = (await thumbs.nth(1).getAttribute('aria-label'))!.replace(/^Open (.*) full screen$/, '$1')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toHaveAccessibleName(firstName)
  await page.keyboard.press('ArrowRight')
  await expect(dialog).toHaveAccessibleName(secondName)
  await expect(dialog.getByRole('img', { name: secondName })).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(dialog).toHaveAccessibleName(firstName)
  // The focus trap moves focus inside a frame after opening; an arrow pressed before that (a key
  // event whose target is outside the dialog) still steps.
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await page.evaluate(() =>
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })),
  )
  await expect(dialog).toHaveAccessibleName(secondName)
  await page.keyboard.press('ArrowLeft')
  await expect(dialog).toHaveAccessibleName(firstName)
  // Tab stays inside and reaches the arrow buttons.
  await tabTo(page, dialog.getByRole('button', { name: 'Next image' }), 5)
  await expectVisibleFocus(page)
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAccessibleName(secondName)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(first).toBeFocused()
})

test('the phone menu: a dialog that traps focus, closes on Escape and gives focus back', async ({ page, isMobile }) => {
  if (!isMobile) await page.setViewportSize({ width: 390, height: 844 })
  await open(page, '/about')
  const menu = page.getByRole('button', { name: 'Open menu' })
  await tabTo(page, menu)
  await expectVisibleFocus(page)
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog')
  await expect(drawer).toBeVisible()
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
  await expectVisibleFocus(page)
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(menu).toBeFocused()
})

// The pager's controls are links (paging works before the script runs): Enter follows them.
test('pagination: Enter on the page links', async ({ page }) => {
  await open(page, '/stylists')
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  const page2 = pager.getByRole('link', { name: 'Page 2' })
  await tabTo(page, page2, 120)
  await expectVisibleFocus(page)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/page=2$/)
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await pager.getByRole('link', { name: 'Next' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/page=3$/)
})

test('sign-in errors are tied to their fields and announced', async ({ page }) => {
  await open(page, '/login')
  const form = page.getByRole('form', { name: 'Sign in' })
  const email = form.getByLabel('Email')
  await tabTo(page, email)
  await page.keyboard.type('not-an-email')
  await page.keyboard.press('Enter')
  // The first bad field gets focus, is marked invalid and names its message; the message is an alert.
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleErrorMessage('Please enter a valid email address')
  const password = form.getByRole('textbox', { name: 'Password', exact: true })
  await expect(password).toHaveAccessibleErrorMessage('Password must be at least 6 characters')
  await expect(form.getByRole('alert')).toHaveText([
    'Please enter a valid email address',
    'Password must be at least 6 characters',
  ])
  await expectVisibleFocus(page)
  await expect(page).toHaveURL(/\/login/)
})
