import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { accessToken, createAccount, signIn, toast } from './fixtures/accounts'
import { expectNoAxeViolations } from './fixtures/axe'

// Messages between a client and a stylist (issue 38, ADR 022), in embedded mode: the stream from
// this server carries new messages to the open pages. Each test makes its own stylist (listed,
// through the API as the dashboard would) and its own client, so counts are theirs alone.

const bio =
  'Colour and braids for every texture. I answer questions before you book: send me what you have in mind and I will tell you what it takes.'

/** A new, listed stylist with one service, made through the API. */
async function listedStylist(request: APIRequestContext, name: string) {
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
      stylistName: name,
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
  const id = ((await profile.json()) as { id: number }).id
  const service = await request.post('/api/firebase/services', {
    headers,
    data: { stylistId: id, name: 'Knotless braids', description: 'Medium length', price: 120 },
  })
  expect(service.status(), await service.text()).toBe(201)
  return { email, id, serviceId: ((await service.json()) as { id: number }).id }
}

/** A signed-in page of its own (its own cookies and storage), as a second person's browser. */
async function personPage(browser: Browser, baseURL: string | undefined, isMobile: boolean, email: string, to: string) {
  const context = await browser.newContext({
    baseURL,
    ...(isMobile
      ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } }),
  })
  const page = await context.newPage()
  await signIn(page, email, to)
  return page
}

/** The header's Messages link, by its accessible name ("Messages" or "Messages, 2 unread"). */
const messagesLink = (page: Page, name: string | RegExp) => page.getByRole('link', { name, exact: true }).first()

test('a client asks from the profile, the stylist sees it live and answers, both counts go to zero', async ({
  page,
  browser,
  request,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(120_000)
  const suffix = Math.random().toString(36).slice(2, 6)
  const stylist = await listedStylist(request, `Zora Vance ${suffix}`)
  const clientEmail = await createAccount(request, { first_name: 'Lena', last_name: `Okafor${suffix}` })

  // The stylist has the Messages tab open before anything is sent.
  const stylistPage = await personPage(browser, baseURL, isMobile, stylist.email, '/dashboard?tab=messages')
  await expect(stylistPage.getByText('No messages yet')).toBeVisible()

  // The client asks from the profile: signed out, Message goes through sign-in and back.
  await page.goto(`/stylist/${stylist.id}`)
  await page.getByRole('button', { name: `Message Zora Vance ${suffix}` }).click()
  await expect(page).toHaveURL(/\/login\?redirect=/)
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill(clientEmail)
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('password123')
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(new RegExp(`/stylist/${stylist.id}`))
  await page.getByRole('button', { name: `Message Zora Vance ${suffix}` }).click()
  await expect(page).toHaveURL(/\/messages\/\d+$/)
  const composer = page.getByRole('textbox', { name: `Message to Zora Vance ${suffix}` })
  await expect(page.getByTestId('message-list').getByText('No messages yet')).toBeVisible()
  // Markup in a message is shown as text, never run.
  const question = 'Can you do knotless braids to the waist? <img src=x onerror=alert(1)>'
  await composer.fill(question)
  await expect(page.getByText(`${question.length} / 2,000`)).toBeVisible()
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByTestId('message').filter({ hasText: question })).toBeVisible()
  await expect(composer).toHaveValue('')

  // The stylist's page shows it without a reload, within 3 s, with the count in the header.
  const clientName = `Lena O.`
  await expect(stylistPage.getByTestId('conversation-row').filter({ hasText: clientName })).toBeVisible({
    timeout: 3_000,
  })
  await expect(messagesLink(stylistPage, 'Messages, 1 unread')).toBeVisible({ timeout: 3_000 })
  await stylistPage.getByTestId('conversation-row').filter({ hasText: clientName }).click()
  await expect(stylistPage.getByTestId('message').filter({ hasText: question })).toBeVisible()
  await expect(stylistPage.locator('img[src="x"]')).toHaveCount(0)
  // Read: the stylist's count is gone.
  await expect(messagesLink(stylistPage, 'Messages')).toBeVisible()
  await expect(stylistPage.getByTestId('messages-unread-badge')).toHaveCount(0)

  // The stylist answers; the client sees it without a reload, and reads it there.
  const answer = 'Yes! Waist length takes about 6 hours. See https://example.com/braids for my work.'
  await stylistPage.getByRole('textbox', { name: `Message to ${clientName}` }).fill(answer)
  await stylistPage.getByRole('button', { name: 'Send' }).click()
  const received = page.getByTestId('message').filter({ hasText: 'Waist length takes about 6 hours' })
  await expect(received).toBeVisible({ timeout: 3_000 })
  await expect(received.getByRole('link', { name: 'https://example.com/braids' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow ugc',
  )
  await expect(page.getByTestId('message-announcer')).toContainText(`New message from Zora Vance ${suffix}`)
  await expect(messagesLink(page, 'Messages')).toBeVisible()
  await expect(page.getByTestId('messages-unread-badge')).toHaveCount(0)
  // The stylist's page says the answer was seen.
  await expect(stylistPage.getByTestId('message').filter({ hasText: 'Waist length' }).getByTestId('seen')).toBeVisible({
    timeout: 15_000,
  })

  // Both sides' screens pass axe (the thread, the inbox, the composer, the header's count).
  await expectNoAxeViolations(page)
  await expectNoAxeViolations(stylistPage)

  // Both unread counts are zero on the server too.
  for (const email of [clientEmail, stylist.email]) {
    const unread = await request.get('/api/messages/unread', {
      headers: { authorization: `Bearer ${await accessToken(request, email)}` },
    })
    expect(await unread.json()).toEqual({ unread: 0 })
  }
  await stylistPage.context().close()
})

test('a reported message reaches the admin console; a blocked client can neither write nor book', async ({
  page,
  browser,
  request,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(120_000)
  const suffix = Math.random().toString(36).slice(2, 6)
  const stylist = await listedStylist(request, `Ines Marr ${suffix}`)
  const clientEmail = await createAccount(request, { first_name: 'Theo', last_name: `Brandt${suffix}` })
  const clientHeaders = { authorization: `Bearer ${await accessToken(request, clientEmail)}` }
  const opened = await request.post('/api/messages/conversations', {
    headers: clientHeaders,
    data: { stylistId: stylist.id },
  })
  expect(opened.status()).toBe(201)
  const conversationId = ((await opened.json()) as { id: number }).id
  const rude = `Pay me outside the app or else ${suffix}`
  expect(
    (
      await request.post(`/api/messages/conversations/${conversationId}/messages`, {
        headers: clientHeaders,
        data: { body: rude },
      })
    ).status(),
  ).toBe(201)

  // The stylist reports the message from the thread, then blocks the client.
  await signIn(page, stylist.email, `/dashboard?tab=messages&conversation=${conversationId}`)
  const message = page.getByTestId('message').filter({ hasText: rude })
  await expect(message).toBeVisible()
  await message.getByRole('button', { name: /^Report this message from Theo B\./ }).click()
  const report = page.getByRole('dialog', { name: 'Report this message' })
  await report.getByText('Harassment or threats').click()
  await report.getByLabel('Details (optional)').fill('Asks to pay outside the marketplace')
  await report.getByRole('button', { name: 'Report message' }).click()
  await expect(toast(page, 'Message reported')).toBeVisible()

  await page.getByRole('button', { name: 'Options for the conversation with Theo B.' }).click()
  await page.getByRole('menuitem', { name: 'Block Theo B.' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Block Theo B.?' })
  await expect(confirm).toContainText('cannot book with you')
  await confirm.getByRole('button', { name: 'Block' }).click()
  await expect(toast(page, 'Theo B. is blocked')).toBeVisible()
  await expect(page.getByTestId('write-refusal')).toHaveText('Messages between you and this person are blocked')

  // The client: no composer, a refusal from the server, and no booking.
  const clientPage = await personPage(browser, baseURL, isMobile, clientEmail, `/messages/${conversationId}`)
  await expect(clientPage.getByTestId('write-refusal')).toHaveText('Messages between you and this person are blocked')
  await expect(clientPage.getByRole('textbox', { name: /^Message to / })).toHaveCount(0)
  const send = await request.post(`/api/messages/conversations/${conversationId}/messages`, {
    headers: clientHeaders,
    data: { body: 'Hello?' },
  })
  expect(send.status()).toBe(403)
  const book = await request.post('/api/appointments', {
    headers: clientHeaders,
    data: {
      stylistId: stylist.id,
      serviceId: stylist.serviceId,
      startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString().replace(/T.*/, 'T15:00:00.000Z'),
    },
  })
  expect(book.status()).toBe(403)
  expect(await book.json()).toEqual({ message: 'You cannot book this stylist' })
  await clientPage.context().close()

  // The admin finds the report in the console, with the message in context, and hides it.
  const adminPage = await personPage(browser, baseURL, isMobile, 'admin@example.com', '/admin?tab=messages')
  const card = adminPage.getByRole('listitem').filter({ hasText: rude }).filter({ hasText: 'Reported by' })
  await expect(card).toBeVisible()
  await expect(card).toContainText('Harassment or threats')
  await expect(card).toContainText('Asks to pay outside the marketplace')
  await card.getByRole('button', { name: 'Hide' }).click()
  await adminPage
    .getByRole('alertdialog', { name: 'Hide this message?' })
    .getByRole('button', { name: 'Hide Message' })
    .click()
  await expect(toast(adminPage, 'Message hidden')).toBeVisible()
  await expect(card).toHaveCount(0)
  await adminPage.context().close()
})

test('a long thread opens at its latest message and loads older ones on scroll', async ({ page, request }) => {
  test.setTimeout(120_000)
  const suffix = Math.random().toString(36).slice(2, 6)
  const stylist = await listedStylist(request, `Odile Park ${suffix}`)
  const clientEmail = await createAccount(request, { first_name: 'Remy', last_name: `Sato${suffix}` })
  const client = { authorization: `Bearer ${await accessToken(request, clientEmail)}` }
  const owner = { authorization: `Bearer ${await accessToken(request, stylist.email)}` }
  const opened = await request.post('/api/messages/conversations', { headers: client, data: { stylistId: stylist.id } })
  const conversationId = ((await opened.json()) as { id: number }).id
  // 60 messages, more than a page (50): the client writes first, then they take turns.
  for (let n = 1; n <= 60; n++) {
    const res = await request.post(`/api/messages/conversations/${conversationId}/messages`, {
      headers: n % 2 === 1 ? client : owner,
      data: { body: `Line ${n} of our talk` },
    })
    expect(res.status(), await res.text()).toBe(201)
  }

  await signIn(page, clientEmail, `/messages/${conversationId}`)
  const list = page.getByTestId('message-list')
  await expect(list.getByText('Line 60 of our talk', { exact: true })).toBeInViewport()
  await expect(list.getByText('Line 1 of our talk', { exact: true })).toHaveCount(0)
  await expect(list.getByTestId('message')).toHaveCount(50)
  // Scrolling up to the top brings the older page, and the view stays where the reader was.
  await list.evaluate((el) => el.scrollTo({ top: 0 }))
  await expect(list.getByTestId('message')).toHaveCount(60)
  await expect(list.getByText('Line 1 of our talk', { exact: true })).toBeAttached()
  await expect(list.getByText('Line 11 of our talk', { exact: true })).toBeInViewport()
  await expect(list.getByRole('button', { name: 'Load older messages' })).toHaveCount(0)
})
