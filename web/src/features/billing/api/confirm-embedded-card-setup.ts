import { cardSetupResultSchema, type CardSetupResult } from '@marketplace/domain/contract/billing.ts'
import { ApiError, apiFetch } from '@/lib/api-client'
import { CardSetupError } from '../billing-errors'
import type { CardEntry } from '@/lib/card/card-fields'

/**
 * POST /api/billing/embedded/confirm-card-setup: embedded mode's stand-in for Stripe's
 * confirmCardSetup. A declined or invalid card is a 402 (400 when malformed) whose `message` is
 * the provider's; it becomes a CardSetupError carrying that message.
 */
export async function confirmEmbeddedCardSetup(clientSecret: string, card: CardEntry): Promise<CardSetupResult> {
  try {
    const body = await apiFetch<unknown>('/api/billing/embedded/confirm-card-setup', {
      method: 'POST',
      body: { clientSecret, ...card },
    })
    return cardSetupResultSchema.parse(body)
  } catch (error) {
    if (error instanceof ApiError && (error.status === 402 || error.status === 400) && error.body?.message) {
      throw new CardSetupError(error.body.message)
    }
    throw error
  }
}
