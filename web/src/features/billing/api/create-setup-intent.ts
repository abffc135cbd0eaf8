import { setupIntentSchema } from '@marketplace/domain/contract/billing.ts'
import { apiFetch } from '@/lib/api-client'
import { SetupIntentError } from '../billing-errors'

/**
 * POST /api/stripe/create-setup-intent: a client secret for saving one card. The spec's call has
 * no body but a JSON content type. Any failure reads as the spec's 'Failed to create setup intent'.
 */
export async function createSetupIntent(): Promise<string> {
  try {
    const body = await apiFetch<unknown>('/api/stripe/create-setup-intent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    })
    return setupIntentSchema.parse(body).clientSecret
  } catch (error) {
    console.error('Could not create a setup intent:', error)
    throw new SetupIntentError()
  }
}
