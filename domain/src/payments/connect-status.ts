import type { ConnectStatus } from '../contract/payments.ts'

interface AccountFlags {
  chargesEnabled: boolean
  payoutsEnabled: boolean
  detailsSubmitted: boolean
  requirementsDue: readonly string[]
  disabledReason: string | null
}

/**
 * The one word the dashboard shows for a connected account: enabled (charges and payouts, nothing
 * due); requirements due (onboarding unfinished, whatever Stripe disabled meanwhile, as a fresh
 * account reports 'requirements.past_due'; or information due while charges still work);
 * restricted (details submitted, and Stripe still disables charges or payouts).
 */
export function connectStatusOf(a: AccountFlags | null): ConnectStatus {
  if (!a) return 'not_connected'
  if (a.chargesEnabled && a.payoutsEnabled && a.requirementsDue.length === 0) return 'enabled'
  if (!a.detailsSubmitted) return 'requirements_due'
  if (a.disabledReason !== null || !a.chargesEnabled) return 'restricted'
  return 'requirements_due'
}
