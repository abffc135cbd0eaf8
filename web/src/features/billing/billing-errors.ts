/**
 * The failures of the registration flow that carry words for the user, and what each screen says
 * for them (spec section 8, "Coupons and registration" and "Dashboard toasts").
 */

/** A card the payment provider turned down, with the provider's message ('Your card was declined.'). */
export class CardSetupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CardSetupError'
  }
}

/** POST /api/stripe/create-setup-intent did not answer with a client secret. */
export class SetupIntentError extends Error {
  constructor() {
    super('Failed to create setup intent')
    this.name = 'SetupIntentError'
  }
}

/** POST /api/complete-signup refused, with the server's `error`. */
export class SignupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SignupError'
  }
}

/** The inline alert and 'Payment Error' toast of the card form. */
export function cardSetupFailureMessage(error: unknown): string {
  if (error instanceof CardSetupError) return error.message || 'Payment setup failed'
  if (error instanceof SetupIntentError) return error.message
  if (error instanceof Error) return 'Payment setup failed'
  return 'An error occurred'
}

/** The 'Error' toast when the account could not be set up. */
export function signupFailureMessage(error: unknown): string {
  return error instanceof SignupError && error.message ? error.message : 'Failed to complete signup'
}
