import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { createAccount, signIn, toast } from './fixtures/accounts'
import { subscribe } from './fixtures/billing'

// Registration (plan, coupon, card, account) and the dashboard's Subscription tab, against the
// embedded billing provider of a fresh `npm start`: Stripe's public test card numbers behave as
// they do in Stripe's test mode, and FREETRIAL0125 is the demo data's free 6-month trial.

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 60_000 })

async function openRegistration(page: Page, email: string) {
  await signIn(page, email, '/stylist-registration')
  await expect(page).toHaveURL('/stylist-registration', { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete Your Registration')
}

async function fillCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card details' })
  await form.getByLabel('Card number').fill(number)
  await form.getByLabel('Expiry (MM/YY)').fill('12/34')
  await form.getByLabel('Security code').fill('123')
  return form
}

const subscriptionCard = (page: Page) => page.getByRole('region', { name: 'Your subscription' })
const paymentMethod = (page: Page) => page.getByRole('region', { name: 'Payment method' })

/** The dashboard opens on Profile; the Subscription tab is a click away (and in the URL). */
async function openSubscriptionTab(page: Page) {
  const tab = page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name: 'Subscription' })
  await tab.click()
  await expect(tab).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL('/dashboard?tab=subscription')
}

test('monthly with a card: a declined card stays on payment, a good one reaches an active dashboard', async ({
  page,
  request,
}) => {
  await openRegistration(page, await createAccount(request))
  const plan = page.getByRole('form', { name: 'Choose your plan' })
  await expect(plan.getByRole('radio', { name: 'Monthly' })).toBeChecked()
  await expect(plan.getByText('$5.00 per month')).toBeVisible()
  await expect(plan.getByText('$40.00 per year')).toBeVisible()
  await expect(plan.getByText('Save $20')).toBeVisible()
  await plan.getByRole('button', { name: 'Continue to Payment' }).click()

  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible()
  await expect(page.getByText('Monthly plan', { exact: true })).toBeVisible()
  await expect(page.getByText('Due today')).toBeVisible()
  await expect(page.getByTestId('summary-after-today')).toContainText('Then $5.00 every 30 days from')

  // The submit waits for a complete card; the number is grouped as it is typed.
  const form = page.getByRole('form', { name: 'Card details' })
  const submit = form.getByRole('button', { name: 'Complete Registration' })
  await expect(submit).toBeDisabled()
  await form.getByLabel('Card number').pressSequentially('4242424242424241')
  await expect(form.getByLabel('Card number')).toHaveValue('4242 4242 4242 4241')
  await form.getByLabel('Expiry (MM/YY)').click()
  await expect(form.getByText('Your card number is incomplete.')).toBeVisible()
  await expect(submit).toBeDisabled()

  // Stripe's "generic decline" test card: the provider's words inline and a 'Payment Error' toast.
  await fillCard(page, '4000 0000 0000 0002')
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect(toast(page, 'Payment Error')).toBeVisible()
  await expect(page.getByTestId('card-setup-error')).toHaveText('Your card was declined.')
  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible()
  await expect(page).toHaveURL('/stylist-registration')

  await fillCard(page, '4242 4242 4242 4242')
  await submit.click()
  await expect(page.getByRole('heading', { name: 'Account Created Successfully!' })).toBeVisible()
  await expect(page.getByText('Redirecting to your dashboard...')).toBeVisible()
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stylist Dashboard')
  await openSubscriptionTab(page)
  const status = subscriptionCard(page)
  await expect(status.getByTestId('subscription-badge')).toHaveText('Active')
  await expect(status.getByText('Your profile is visible to clients')).toBeVisible()
  await expect(status.getByTestId('subscription-plan')).toContainText('Monthly plan')
  await expect(status.getByTestId('subscription-date')).toHaveText(/^Renews on \w+ \d{1,2}, \d{4}$/)
  await expect(paymentMethod(page).getByTestId('card-on-file')).toHaveText('Visa •••• 4242')

  // Registered already: registration sends the stylist to the dashboard.
  await page.goto('/stylist-registration')
  await expect(page).toHaveURL('/dashboard')
})

test('annual with the free-trial code: no card, straight to the dashboard', async ({ page, request }) => {
  await openRegistration(page, await createAccount(request))
  const plan = page.getByRole('form', { name: 'Choose your plan' })
  await plan.getByText('Annual', { exact: true }).click()
  await expect(plan.getByRole('radio', { name: 'Annual' })).toBeChecked()

  // A ticked box needs an applied coupon; a blank code is refused before asking the server.
  await plan.getByText('I have a coupon code').click()
  await plan.getByRole('button', { name: 'Continue to Payment' }).click()
  await expect(plan.getByText('Please validate your coupon code first')).toBeVisible()
  await plan.getByRole('button', { name: 'Apply' }).click()
  await expect(plan.getByText('Please enter a coupon code')).toBeVisible()

  await plan.getByRole('textbox', { name: 'Coupon code' }).fill('NOSUCHCODE')
  await plan.getByRole('button', { name: 'Apply' }).click()
  await expect(toast(page, 'Invalid Coupon')).toBeVisible()
  await expect(page.getByText('This coupon code is not valid')).toBeVisible()

  await plan.getByRole('textbox', { name: 'Coupon code' }).fill('freetrial0125')
  await plan.getByRole('button', { name: 'Apply' }).click()
  await expect(toast(page, 'Coupon Applied!')).toBeVisible()
  await expect(page.getByText('6-month free trial applied successfully')).toBeVisible()
  await expect(plan.getByRole('textbox', { name: 'Coupon code' })).toHaveAttribute('readonly', '')
  await expect(plan.getByRole('button', { name: 'Remove' })).toBeVisible()
  await expect(plan.getByText('No card needed for your free trial')).toBeVisible()

  // The coupon is checked again for the other plan and stays.
  await plan.getByText('Monthly', { exact: true }).click()
  await plan.getByText('Annual', { exact: true }).click()
  await expect(plan.getByText('FREETRIAL0125 applied: 6 months free')).toBeVisible()

  await plan.getByRole('button', { name: 'Start Free Trial' }).click()
  await expect(page.getByRole('heading', { name: 'Account Created Successfully!' })).toBeVisible()
  await expect(page).toHaveURL('/dashboard')
  await openSubscriptionTab(page)
  const status = subscriptionCard(page)
  await expect(status.getByTestId('subscription-badge')).toHaveText('Active')
  await expect(status.getByText('Free trial', { exact: true })).toBeVisible()
  await expect(status.getByTestId('subscription-plan')).toContainText('Annual plan')
  await expect(status.getByText(/^Free trial until /)).toBeVisible()
  // No card: the trial is not charged when it ends, it ends.
  await expect(status.getByTestId('subscription-date')).toHaveText(/^Expires on /)
  await expect(paymentMethod(page).getByTestId('card-on-file')).toHaveText('No card on file')
})

const subscribeMonthly = (request: APIRequestContext, email: string) =>
  subscribe(request, email, { plan: 'monthly', cardNumber: '4242424242424242', coupon: null })

test('the Subscription tab: change plan, cancel with confirmation, reactivate', async ({ page, request }) => {
  const email = await createAccount(request)
  await subscribeMonthly(request, email)
  await signIn(page, email, '/dashboard')
  await expect(page).toHaveURL('/dashboard', { timeout: 20_000 })
  await openSubscriptionTab(page)
  const status = subscriptionCard(page)
  await expect(status.getByTestId('subscription-date')).toHaveText(/^Renews on /)

  const plans = page.getByRole('region', { name: 'Change plan' })
  await expect(plans.getByRole('button', { name: 'Current Plan' })).toBeDisabled()
  await plans.getByRole('button', { name: 'Switch to Annual' }).click()
  await expect(toast(page, 'Plan updated to Annual')).toBeVisible()
  await expect(status.getByTestId('subscription-plan')).toContainText('Annual plan')
  await expect(plans.getByRole('button', { name: 'Switch to Monthly' })).toBeEnabled()

  // Cancelling asks first, and says the profile stays visible until the period ends.
  await status.getByRole('button', { name: 'Cancel Subscription' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Cancel your subscription?' })
  await expect(dialog.getByText(/stays visible to clients until the end of your billing period/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Keep Subscription' }).click()
  await expect(dialog).toBeHidden()
  await status.getByRole('button', { name: 'Cancel Subscription' }).click()
  await dialog.getByRole('button', { name: 'Yes, Cancel' }).click()
  await expect(toast(page, 'Subscription cancelled')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(status.getByTestId('subscription-date')).toHaveText(/^Expires on /)
  await expect(status.getByTestId('subscription-badge')).toHaveText('Active')
  await expect(status.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0)

  const reactivate = page.getByRole('region', { name: 'Reactivate your subscription' })
  await reactivate.getByRole('button', { name: 'Reactivate Subscription' }).click()
  await expect(toast(page, 'Subscription reactivated successfully')).toBeVisible()
  await expect(status.getByTestId('subscription-date')).toHaveText(/^Renews on /)
  await expect(reactivate).toHaveCount(0)

  // The FAQ answers the billing questions.
  const faq = page.getByRole('region', { name: 'Billing questions' })
  await faq.getByRole('button', { name: 'Can I get a refund?' }).click()
  await expect(
    faq.getByText('Subscription fees are non-refundable, except where the law requires a refund.'),
  ).toBeVisible()
})

test('a free trial without a card: a card added from the dashboard is kept on file', async ({ page, request }) => {
  const email = await createAccount(request)
  await subscribe(request, email, { plan: 'annual', cardNumber: null, coupon: 'FREETRIAL0125' })
  await signIn(page, email, '/dashboard')
  await expect(page).toHaveURL('/dashboard', { timeout: 20_000 })
  await openSubscriptionTab(page)
  const status = subscriptionCard(page)
  const payment = paymentMethod(page)
  await expect(status.getByTestId('subscription-date')).toHaveText(/^Expires on /)
  await expect(payment.getByTestId('card-on-file')).toHaveText('No card on file')
  // The consequence, in plain words, with the trial's end date.
  await expect(payment.getByTestId('payment-method-alert')).toHaveText(
    /^Add a card to keep your profile listed after your free trial ends on \w+ \d{1,2}, \d{4}\.$/,
  )

  // The form opens in place, with focus on it; Cancel closes it and gives focus back.
  await payment.getByRole('button', { name: 'Add Card' }).click()
  await expect(payment.getByRole('heading', { name: 'Add a card' })).toBeFocused()
  await payment.getByRole('button', { name: 'Cancel' }).click()
  await expect(payment.getByRole('form', { name: 'Card details' })).toHaveCount(0)
  await expect(payment.getByRole('button', { name: 'Add Card' })).toBeFocused()
  await page.keyboard.press('Enter')
  const form = payment.getByRole('form', { name: 'Card details' })
  const save = form.getByRole('button', { name: 'Save Card' })
  await expect(save).toBeDisabled()

  // Stripe's "generic decline" card: refused as on registration, and the form stays.
  await fillCard(page, '4000 0000 0000 0002')
  await save.click()
  await expect(toast(page, 'Payment Error')).toBeVisible()
  await expect(form.getByTestId('card-setup-error')).toHaveText('Your card was declined.')
  await expect(form.getByTestId('card-setup-error')).toBeFocused()
  await expect(payment.getByTestId('card-on-file')).toHaveText('No card on file')

  await fillCard(page, '4242 4242 4242 4242')
  await save.click()
  await expect(toast(page, 'Card saved')).toBeVisible()
  await expect(page.getByText('Card saved: Visa ending in 4242')).toBeVisible()
  await expect(form).toHaveCount(0)
  await expect(payment.getByTestId('card-on-file')).toHaveText('Visa •••• 4242')
  await expect(payment.getByRole('button', { name: 'Update Card' })).toBeFocused()
  await expect(payment.getByTestId('payment-method-alert')).toHaveCount(0)
  await expect(payment.getByText(/^Your plan is charged to this card when your free trial ends on /)).toBeVisible()
  // With a card the trial is charged when it ends, rather than ending.
  await expect(status.getByTestId('subscription-date')).toHaveText(/^Renews on /)

  // The server keeps it: a fresh load shows the same.
  await page.reload()
  await expect(paymentMethod(page).getByTestId('card-on-file')).toHaveText('Visa •••• 4242')
  await expect(subscriptionCard(page).getByTestId('subscription-date')).toHaveText(/^Renews on /)
})
