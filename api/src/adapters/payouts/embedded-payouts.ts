import type { EmbeddedOnboarding } from '@marketplace/domain/contract/payments.ts'
import type { Tx } from '../../db/client.ts'
import { notFound } from '../../lib/http-error.ts'
import { createEmbeddedIntents, type EmbeddedIntents } from './embedded-intents.ts'
import type { ConnectAccountState, PayoutsProvider } from './payouts.ts'

/** What a fresh Express account still needs, in Stripe's names. */
const ONBOARDING_FIELDS = ['business_profile.name', 'external_account', 'tos_acceptance.date']

type Outcome = EmbeddedOnboarding['outcome']
interface Row {
  account_id: string
  business_name: string
  payout_last4: string | null
  outcome: Outcome
  version: number
}

/**
 * The account's state as Stripe would report it after the person's choice on the local
 * onboarding page: enabled; requirements due (charges work, payouts wait for an ID document); or
 * restricted (past due: no charges, no payouts). Before the page is submitted: nothing enabled.
 */
export function embeddedAccountState(row: Row): ConnectAccountState {
  const base = { accountId: row.account_id }
  if (row.version === 0)
    return {
      ...base,
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: false,
      requirementsDue: ONBOARDING_FIELDS,
      disabledReason: null,
    }
  if (row.outcome === 'enabled')
    return {
      ...base,
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      requirementsDue: [],
      disabledReason: null,
    }
  if (row.outcome === 'requirements_due')
    return {
      ...base,
      chargesEnabled: true,
      payoutsEnabled: false,
      detailsSubmitted: true,
      requirementsDue: ['individual.verification.document'],
      disabledReason: null,
    }
  return {
    ...base,
    chargesEnabled: false,
    payoutsEnabled: false,
    detailsSubmitted: true,
    requirementsDue: ['individual.id_number'],
    disabledReason: 'requirements.past_due',
  }
}

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('')

async function accountRow(tx: Tx, accountId: string): Promise<Row> {
  const [row] = await tx<Row[]>`
    select account_id, business_name, payout_last4, outcome, version
      from public.embedded_connect_accounts where account_id = ${accountId}`
  if (!row) throw notFound('No such connected account')
  return row
}

/**
 * The embedded twin of Connect (embedded mode only): accounts in public.embedded_connect_accounts,
 * onboarding on the local page /dev/connect/<account>, where the person enters a business name
 * and a test bank account and picks the outcome (features/payments/embedded-connect.routes.ts).
 */
export function createEmbeddedPayouts(): PayoutsProvider &
  EmbeddedIntents & {
    submitOnboarding(tx: Tx, accountId: string, form: EmbeddedOnboarding): Promise<ConnectAccountState>
  } {
  return {
    ...createEmbeddedIntents(),
    mode: 'embedded',
    async createAccount(tx, { stylistId, email }) {
      await tx`
        insert into public.embedded_connect_accounts (account_id, stylist_id, email)
        values (${`acct_local_${randomHex(8)}`}, ${stylistId}, ${email})
        on conflict (stylist_id) do nothing`
      const [row] = await tx<Row[]>`
        select account_id, business_name, payout_last4, outcome, version
          from public.embedded_connect_accounts where stylist_id = ${stylistId}`
      return embeddedAccountState(row)
    },
    async onboardingLink(tx, accountId, urls) {
      await accountRow(tx, accountId)
      const query = new URLSearchParams({ return: urls.returnUrl, refresh: urls.refreshUrl })
      return `/dev/connect/${accountId}?${query}`
    },
    async retrieveAccount(tx, accountId) {
      return embeddedAccountState(await accountRow(tx, accountId))
    },
    async submitOnboarding(tx, accountId, form) {
      const [row] = await tx<Row[]>`
        update public.embedded_connect_accounts
           set business_name = ${form.businessName}, payout_last4 = ${form.payoutLast4}, outcome = ${form.outcome},
               version = version + 1
         where account_id = ${accountId}
        returning account_id, business_name, payout_last4, outcome, version`
      if (!row) throw notFound('No such connected account')
      return embeddedAccountState(row)
    },
  }
}

export type EmbeddedPayouts = ReturnType<typeof createEmbeddedPayouts>
