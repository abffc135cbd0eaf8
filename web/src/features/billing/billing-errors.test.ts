import { describe, expect, it } from 'vitest'
import {
  CardSetupError,
  SetupIntentError,
  SignupError,
  cardSetupFailureMessage,
  signupFailureMessage,
} from './billing-errors'

describe('cardSetupFailureMessage', () => {
  it("shows the provider's message for a refused card", () => {
    expect(cardSetupFailureMessage(new CardSetupError('Your card was declined.'))).toBe('Your card was declined.')
    expect(cardSetupFailureMessage(new CardSetupError(''))).toBe('Payment setup failed')
  })

  it('names a setup intent that could not be made, and falls back for anything else', () => {
    expect(cardSetupFailureMessage(new SetupIntentError())).toBe('Failed to create setup intent')
    expect(cardSetupFailureMessage(new TypeError('Failed to fetch'))).toBe('Payment setup failed')
    expect(cardSetupFailureMessage('boom')).toBe('An error occurred')
  })
})

describe('signupFailureMessage', () => {
  it("shows the server's error, or the generic one", () => {
    expect(signupFailureMessage(new SignupError('A card is required for this plan'))).toBe(
      'A card is required for this plan',
    )
    expect(signupFailureMessage(new SignupError(''))).toBe('Failed to complete signup')
    expect(signupFailureMessage(new Error('500: Internal Server Error'))).toBe('Failed to complete signup')
  })
})
