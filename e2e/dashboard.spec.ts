import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { accessToken, createAccount, signIn, toast } from './fixtures/accounts'
import { pngFile, pngImage } from './fixtures/images'

// The stylist dashboard (Profile, Services, Portfolio, Specialties) against a fresh embedded start:
// a new stylist registers with the free-trial code, builds a profile, and finds themself in search
// and on their public profile.

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 120_000 })

const bio =
  'Silk presses, sleek ponytails and healthy colour in downtown Austin. Twelve years behind the chair, ' +
  'every texture of hair welcome, and a calm hour in the chair for each client.'

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Dashboard sections' })
const openTab = (page: Page, name: string) => tabs(page).getByRole('tab', { name }).click()
const profileForm = (page: Page) => page.getByRole('form', { name: 'Stylist profile' })

async function registerWithFreeTrial(page: Page, email: string) {
  await signIn(page, email, '/stylist-registration')
  const plan = page.getByRole('form', { name: 'Choose your plan' })
  await expect(plan).toBeVisible({ timeout: 20_000 })
  await plan.getByText('I have a coupon code').click()
  await plan.getByRole('textbox', { name: 'Coupon code' }).fill('FREETRIAL0125')
  await plan.getByRole('button', { name: 'Apply' }).click()
  await expect(toast(page, 'Coupon Applied!')).toBeVisible()
  await plan.getByRole('button', { name: 'Start Free Trial' }).click()
  await expect(page).toHaveURL('/dashboard', { timeout: 20_000 })
}

test('a new stylist builds a profile, services, portfolio and specialties, then finds themself in search', async ({
  page,
  request,
}) => {
  const suffix = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)
  const name = `Ava Quill ${suffix}`
  const ownService = `Glasswing Gloss ${suffix}`
  await registerWithFreeTrial(page, await createAccount(request))

  // No profile yet: the Profile tab creates one; the other tabs send the stylist there.
  await expect(tabs(page).getByRole('tab')).toHaveText([
    'Profile',
    'Services',
    'Portfolio',
    'Specialties',
    'Appointments',
    'Messages',
    'Booking settings',
    'Calendar',
    'Insights',
    'Subscription',
  ])
  await expect(tabs(page).getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('verification-badge')).toHaveText('Not Submitted')
  await expect(page.getByText('Complete your profile to begin the verification process')).toBeVisible()
  for (const tab of ['Services', 'Portfolio', 'Specialties']) {
    await openTab(page, tab)
    await expect(
      page.getByRole('tabpanel', { name: tab }).getByText('Please complete your profile information first'),
    ).toBeVisible()
  }
  await page.getByRole('tabpanel', { name: 'Specialties' }).getByRole('link', { name: 'Go to Profile' }).click()
  await expect(page).toHaveURL('/dashboard?tab=profile')

  // The spec's messages, before anything is sent; the first field with one takes the focus.
  const form = profileForm(page)
  await form.getByRole('button', { name: 'Create Profile' }).click()
  for (const message of [
    'Name is required',
    'Bio must be at least 100 characters',
    'Address is required',
    'City is required',
    'State is required',
    'ZIP code is required',
    'Phone number is required',
    'Starting price is required',
  ])
    await expect(form.getByText(message, { exact: true })).toBeVisible()
  await expect(form.getByLabel('Stylist name')).toBeFocused()

  // The photo is checked here, shown as a preview and uploaded only with the profile.
  const photoInput = form.getByLabel('Choose Photo')
  await photoInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) })
  await expect(form.getByText('The image must be 5 MB or smaller.')).toBeVisible()
  await photoInput.setInputFiles(pngFile('portrait.png', [190, 60, 110], [250, 210, 170], 160))
  await expect(form.getByText('portrait.png will be uploaded when you save your profile.')).toBeVisible()
  await expect(form.getByRole('img', { name: 'Preview of your new profile photo' })).toBeVisible()

  await form.getByLabel('Stylist name').fill(name)
  await form.getByLabel('Salon name').fill('Quill & Comb')
  await form.getByLabel('Bio').fill(bio)
  await expect(form.getByTestId('bio-counter')).toHaveText(`${bio.length}/500 characters`)
  await form.getByLabel('Gender').selectOption('female')
  await form.getByLabel('Starting price ($)').fill('55')

  // The embedded address search fills city, state and ZIP code from a picked ZIP code.
  await form.getByRole('combobox', { name: 'Search for your address' }).fill('78701')
  await page.getByRole('option', { name: '78701, Austin, TX, USA' }).click()
  await expect(form.getByLabel('City')).toHaveValue('Austin')
  await expect(form.getByRole('combobox', { name: 'State', exact: true })).toHaveValue('TX')
  await expect(form.getByLabel('ZIP code')).toHaveValue('78701')
  await form.getByLabel('Street address').fill('500 Congress Ave')
  await expect(form.getByTestId('location-note')).toHaveText(
    'Your map position will be taken from your ZIP code when you save.',
  )
  await form.getByRole('combobox', { name: 'Search for your address' }).fill('78701')
  await page.getByRole('option', { name: '78701, Austin, TX, USA' }).click()
  await expect(form.getByTestId('location-note')).toHaveText('Your map position comes from the place you picked.')

  await form.getByLabel('Phone').fill('(512) 555-0142')
  await form.getByLabel('Website').fill('quillandcomb.example.com')
  await form.getByLabel('Instagram').fill('@quillandcomb')
  await form.getByLabel('License number').fill('TX-448812')
  await form.getByLabel('License state').selectOption('TX')
  await form.getByText('I offer home visits').click()
  await form.getByText('Olaplex').click()
  await form.getByText('Redken').click()
  // Open on Mondays too, with a lunch break on Tuesdays; Chicago time.
  await form.getByRole('group', { name: 'Monday' }).getByText('Closed').click()
  const tuesday = form.getByRole('group', { name: 'Tuesday' })
  await tuesday.getByRole('button', { name: 'Add hours on Tuesday' }).click()
  await tuesday.getByLabel('Tuesday opens at').first().fill('09:00')
  await tuesday.getByLabel('Tuesday closes at').first().fill('12:00')
  await tuesday.getByLabel('Tuesday opens at').nth(1).fill('11:00')
  await tuesday.getByLabel('Tuesday closes at').nth(1).fill('18:00')
  await form.getByLabel('Time zone').selectOption('America/Chicago')

  // Overlapping hours are refused beside the day they belong to.
  await form.getByRole('button', { name: 'Create Profile' }).click()
  await expect(tuesday.getByText('Opening hours overlap on the same day')).toBeVisible()
  await tuesday.getByLabel('Tuesday opens at').nth(1).fill('13:00')
  await form.getByRole('button', { name: 'Create Profile' }).click()

  await expect(toast(page, 'Profile updated')).toBeVisible()
  await expect(page.getByTestId('verification-badge')).toHaveText('Under Review')
  await expect(page.getByText('Your account is under review by our team')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Update Profile' })).toBeVisible()
  await expect(form.getByLabel('Phone')).toHaveValue('(512) 555-0142')
  await expect(form.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/public\/profile-images\//,
  )

  // Services: add from the catalogue, a name of one's own, edit, delete.
  await openTab(page, 'Services')
  const services = page.getByRole('tabpanel', { name: 'Services' })
  await expect(services.getByText('No services listed yet.')).toBeVisible()
  await services.getByRole('button', { name: 'Add Service' }).click()
  let dialog = page.getByRole('dialog', { name: 'Add Service' })
  await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('30')
  await dialog.getByLabel('Category').selectOption('Styling')
  await dialog.getByRole('combobox', { name: 'Service', exact: true }).selectOption('Silk Press')
  await dialog.getByLabel('Price ($)').fill('85')
  await dialog.getByLabel('Duration (minutes)').fill('60')
  await dialog.getByRole('button', { name: 'Add Service' }).click()
  await expect(toast(page, 'Service added')).toBeVisible()
  await expect(dialog).toBeHidden()

  await services.getByRole('button', { name: 'Add Service' }).click()
  dialog = page.getByRole('dialog', { name: 'Add Service' })
  await dialog.getByRole('combobox', { name: 'Service', exact: true }).selectOption('Other (name it yourself)')
  await dialog.getByRole('button', { name: 'Add Service' }).click()
  await expect(toast(page, 'Invalid service')).toBeVisible()
  await expect(page.getByText('Please provide a service name and valid price.').first()).toBeVisible()
  await dialog.getByLabel('Service name').fill(ownService)
  await dialog.getByLabel('Description').fill('A mirror-shine gloss and blowout.')
  await dialog.getByLabel('Price ($)').fill('40')
  await dialog.getByRole('button', { name: 'Add Service' }).click()
  await expect(toast(page, 'Service added')).toBeVisible()

  await services.getByRole('button', { name: 'Add Service' }).click()
  dialog = page.getByRole('dialog', { name: 'Add Service' })
  await dialog.getByLabel('Category').selectOption('Add-Ons')
  await dialog.getByRole('combobox', { name: 'Service', exact: true }).selectOption('Scalp Massage')
  await dialog.getByLabel('Price ($)').fill('0')
  await dialog.getByRole('button', { name: 'Add Service' }).click()
  await expect(toast(page, 'Service added')).toBeVisible()

  const cards = services.getByTestId('service-card')
  await expect(cards).toHaveCount(3)
  const silkPress = cards.filter({ hasText: 'Silk Press' })
  await expect(silkPress).toContainText('$85+')
  await expect(silkPress).toContainText('60 minutes')
  // A free service shows no price.
  await expect(cards.filter({ hasText: 'Scalp Massage' })).not.toContainText('$')

  await services.getByRole('button', { name: 'Edit Silk Press' }).click()
  dialog = page.getByRole('dialog', { name: 'Edit Service' })
  await expect(dialog.getByLabel('Category')).toHaveValue('Styling')
  await expect(dialog.getByRole('combobox', { name: 'Service', exact: true })).toHaveValue('Silk Press')
  await expect(dialog.getByLabel('Price ($)')).toHaveValue('85')
  await dialog.getByLabel('Price ($)').fill('95')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toast(page, 'Service updated')).toBeVisible()
  await expect(silkPress).toContainText('$95+')

  await services.getByRole('button', { name: 'Delete Scalp Massage' }).click()
  await page.getByRole('alertdialog', { name: 'Delete Scalp Massage?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Service removed')).toBeVisible()
  await expect(cards).toHaveCount(2)

  // Portfolio: an image must be chosen; add two with captions, delete one.
  await openTab(page, 'Portfolio')
  const portfolio = page.getByRole('tabpanel', { name: 'Portfolio' })
  await expect(portfolio.getByText('No portfolio items yet.')).toBeVisible()
  await portfolio.getByRole('button', { name: 'Add Photo' }).click()
  await expect(toast(page, 'No image selected')).toBeVisible()
  const imageInput = portfolio.getByLabel('Choose Image')
  await imageInput.setInputFiles(pngFile('press.png', [40, 30, 60], [200, 120, 160]))
  await portfolio.getByLabel('Caption').fill('Sleek silk press')
  await portfolio.getByRole('button', { name: 'Add Photo' }).click()
  await expect(toast(page, 'Photo added')).toBeVisible()
  await portfolio.getByLabel('Choose Image').setInputFiles(pngFile('gloss.png', [90, 20, 40], [250, 180, 90]))
  await portfolio.getByLabel('Caption').fill('Gloss before the blowout')
  await portfolio.getByRole('button', { name: 'Add Photo' }).click()
  await expect(toast(page, 'Photo added')).toBeVisible()
  await expect(portfolio.getByTestId('portfolio-item')).toHaveCount(2)
  await expect(portfolio.getByTestId('portfolio-count')).toHaveText('2 of 9 photos')
  await portfolio.getByRole('button', { name: 'Delete Gloss before the blowout' }).click()
  await page.getByRole('alertdialog', { name: 'Delete this image?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Image deleted')).toBeVisible()
  await expect(portfolio.getByTestId('portfolio-item')).toHaveCount(1)
  await expect(portfolio.getByRole('img', { name: 'Sleek silk press' })).toBeVisible()

  // Specialties: at most 5; a sixth is refused with the spec's toast.
  await openTab(page, 'Specialties')
  const specialties = page.getByRole('tabpanel', { name: 'Specialties' })
  for (const specialty of ['Curly Hair', 'Color Specialist', 'Natural Hair', 'Bridal', 'Balayage'])
    await specialties.getByText(specialty).click()
  await expect(specialties.getByTestId('specialties-count')).toHaveText('5 of 5 selected')
  await specialties.getByText('Barbering').click()
  await expect(toast(page, 'Maximum reached')).toBeVisible()
  await expect(page.getByText('You can select up to 5 specialties.')).toBeVisible()
  await expect(specialties.getByRole('checkbox', { name: 'Barbering' })).not.toBeChecked()
  await specialties.getByText('Bridal').click()
  await specialties.getByRole('button', { name: 'Save Specialties' }).click()
  await expect(toast(page, 'Specialties saved')).toBeVisible()

  // Search by location and service finds the new stylist; the public profile shows what was saved.
  await page.goto(
    `/stylists?location=${encodeURIComponent('Austin, TX 78701')}&service=${encodeURIComponent(ownService)}`,
  )
  const card = page.getByTestId('stylist-card').filter({ hasText: name })
  await expect(card).toBeVisible({ timeout: 20_000 })
  await expect(card).toContainText('Quill & Comb')
  await expect(card).toContainText('Austin')
  await card.getByRole('link', { name: `View Profile of ${name}` }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 20_000 })
  await expect(page.getByText(bio)).toBeVisible()
  await expect(page.getByRole('link', { name: '(512) 555-0142' })).toHaveAttribute('href', 'tel:5125550142')
  for (const chip of ['Curly Hair', 'Color Specialist', 'Natural Hair', 'Balayage'])
    await expect(page.getByText(chip, { exact: true })).toBeVisible()
  await expect(page.getByText('Bridal', { exact: true })).toBeHidden()
  await expect(page.getByText('Times are in Central Time.')).toBeVisible()
  const profileTabs = page.getByRole('tablist', { name: 'Stylist profile sections' })
  await profileTabs.getByRole('tab', { name: 'Services' }).click()
  // About lists the services too (Book in plain sight): read the Services panel's own list.
  const servicesPanel = page.getByRole('tabpanel', { name: 'Services' })
  await expect(servicesPanel.getByText('$95+')).toBeVisible()
  await expect(servicesPanel.getByText(ownService)).toBeVisible()
  await profileTabs.getByRole('tab', { name: 'Portfolio' }).click()
  await expect(page.getByText('Sleek silk press', { exact: true })).toBeVisible()
})

/** A subscribed stylist with a saved profile, made through the API as the dashboard would. */
async function stylistWithProfile(request: APIRequestContext) {
  const email = await createAccount(request)
  const headers = { authorization: `Bearer ${await accessToken(request, email)}` }
  const signup = await request.post('/api/complete-signup', {
    headers,
    data: { planType: 'monthly', paymentMethodId: null, couponCode: 'FREETRIAL0125' },
  })
  expect(signup.status(), await signup.text()).toBe(200)
  const profile = await request.post('/api/firebase/stylists', {
    headers,
    data: {
      stylistName: 'Nia Full',
      bio,
      address: '1 Main St',
      city: 'Marfa',
      state: 'TX',
      zipCode: '79843',
      phone: '4325550100',
      startingPrice: 40,
    },
  })
  expect(profile.status(), await profile.text()).toBe(201)
  return { email, headers, id: ((await profile.json()) as { id: number }).id }
}

test('the portfolio stops at 9 images; an existing profile opens in Update mode', async ({ page, request }) => {
  const stylist = await stylistWithProfile(request)
  for (let i = 0; i < 9; i++) {
    const upload = await request.post('/api/firebase/upload/portfolio', {
      headers: stylist.headers,
      multipart: {
        image: {
          name: `p${i}.png`,
          mimeType: 'image/png',
          buffer: pngImage(32, [i * 25, 40, 90], [250, 200 - i * 10, 120]),
        },
      },
    })
    expect(upload.status(), await upload.text()).toBe(201)
    const item = await request.post('/api/firebase/portfolio', {
      headers: stylist.headers,
      data: { stylistId: stylist.id, imageUrl: (await upload.text()).trim(), caption: `Look ${i + 1}`, tags: [] },
    })
    expect(item.status(), await item.text()).toBe(201)
  }

  await signIn(page, stylist.email, '/dashboard?tab=portfolio')
  const portfolio = page.getByRole('tabpanel', { name: 'Portfolio' })
  await expect(portfolio.getByTestId('portfolio-item')).toHaveCount(9, { timeout: 20_000 })
  await expect(
    portfolio.getByText(
      "You've reached the maximum of 9 portfolio images. To add more, please delete existing images first.",
    ),
  ).toBeVisible()
  await expect(portfolio.getByRole('button', { name: 'Add Photo' })).toBeDisabled()

  await openTab(page, 'Profile')
  const form = profileForm(page)
  await expect(form.getByLabel('Stylist name')).toHaveValue('Nia Full')
  await expect(form.getByLabel('Phone')).toHaveValue('(432) 555-0100')
  await expect(page.getByTestId('verification-badge')).toHaveText('Under Review')
  // A server-side refusal lands on its field: the gazetteer knows neither this ZIP code nor the town.
  await form.getByLabel('City').fill('Qwxzy Flats')
  await form.getByLabel('ZIP code').fill('00001')
  await form.getByRole('button', { name: 'Update Profile' }).click()
  await expect(toast(page, 'Failed to update profile')).toBeVisible()
  await expect(
    form.getByText('We could not find this ZIP code. Check the ZIP code, city and state.').first(),
  ).toBeVisible()
  await expect(form.getByLabel('ZIP code')).toBeFocused()
  await form.getByLabel('City').fill('Marfa')
  await form.getByLabel('ZIP code').fill('79843')
  await form.getByRole('button', { name: 'Update Profile' }).click()
  await expect(toast(page, 'Profile updated')).toBeVisible()
})

test('the completeness meter links to what is missing; every tab and the save button stay in reach', async ({
  page,
  request,
  isMobile,
}) => {
  const stylist = await stylistWithProfile(request)
  await signIn(page, stylist.email, '/dashboard')
  const meter = page.getByRole('region', { name: /^Profile \d+% complete$/ })
  // The first page of a test loads the whole app: slow on a busy machine.
  await expect(meter).toHaveAccessibleName('Profile 0% complete', { timeout: 45_000 })
  const missing = meter.getByRole('list', { name: 'Missing from your profile' })
  await expect(missing.getByRole('link')).toHaveText([
    'Add a profile photo',
    'Add your license number',
    'Add your working hours',
    'Add a website, Instagram or Facebook',
    'List your services and prices',
    'Add photos of your work',
    'Choose your specialties',
  ])
  // The trial is active, so the profile is public: the link opens it.
  await expect(meter.getByRole('link', { name: 'View public profile' })).toHaveAttribute(
    'href',
    new RegExp(`^/stylist/${stylist.id}/nia-full-`),
  )

  // A field of this tab: focused, in view. Another tab: opened, in the address.
  const form = profileForm(page)
  await missing.getByRole('link', { name: 'Add your license number' }).click()
  await expect(form.getByLabel('License number')).toBeFocused()
  await expect(form.getByLabel('License number')).toBeInViewport()
  // The save button is on screen wherever the stylist is in the long form.
  await expect(form.getByRole('button', { name: 'Update Profile' }).filter({ visible: true })).toBeInViewport()
  await form.getByLabel('License number').fill('TX-55120')
  await form.getByRole('button', { name: 'Update Profile' }).filter({ visible: true }).click()
  await expect(toast(page, 'Profile updated')).toBeVisible()
  await expect(meter).toHaveAccessibleName('Profile 14% complete')
  await expect(missing.getByRole('link', { name: 'Add your license number' })).toHaveCount(0)

  // A part named by a heading: the focus goes to its first control.
  await missing.getByRole('link', { name: 'Add your working hours' }).click()
  await expect(form.getByRole('list', { name: 'Working hours' }).locator(':focus')).toHaveCount(1)
  await missing.getByRole('link', { name: 'Add a profile photo' }).click()
  await expect(form.getByRole('button', { name: 'Choose Photo' })).toBeFocused()

  await missing.getByRole('link', { name: 'List your services and prices' }).click()
  await expect(page).toHaveURL('/dashboard?tab=services')
  await expect(tabs(page).getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true')

  // Every tab is on screen at this width (they wrap on a phone) and reachable by the arrow keys.
  for (const tab of await tabs(page).getByRole('tab').all()) await expect(tab).toBeInViewport({ ratio: 1 })
  await tabs(page).getByRole('tab', { name: 'Services' }).focus()
  await page.keyboard.press('End')
  await expect(tabs(page).getByRole('tab', { name: 'Subscription' })).toBeFocused()
  await expect(tabs(page).getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true')
  if (isMobile) {
    const box = await tabs(page).boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width)
  }
})
