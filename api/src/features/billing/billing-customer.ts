import type { BillingProvider, BillingUser } from '../../adapters/billing/billing.ts'
import type { CardOnFile } from '../../adapters/billing/billing.ts'
import type { Tx } from '../../db/client.ts'

/** The user's customer id at the current provider, created there (and recorded) on first use. */
export async function ensureCustomer(tx: Tx, billing: BillingProvider, user: BillingUser): Promise<string> {
  const [existing] = await tx<{ id: string }[]>`
    select provider_customer_id as id from public.billing_customers
     where user_id = ${user.id} and provider = ${billing.mode}
     for update`
  if (existing) return existing.id
  const id = await billing.createCustomer(tx, user)
  // A customer of the other provider (the settings changed) is replaced, card and all.
  await tx`
    insert into public.billing_customers (user_id, provider, provider_customer_id)
    values (${user.id}, ${billing.mode}, ${id})
    on conflict (user_id) do update set provider = excluded.provider, provider_customer_id = excluded.provider_customer_id,
      default_payment_method_id = null, card_brand = null, card_last4 = null, credit_cents = 0`
  return id
}

/** Makes the card the customer's default for renewals (only brand and last 4 digits are kept). */
export async function saveCard(tx: Tx, userId: string, card: CardOnFile): Promise<void> {
  await tx`
    update public.billing_customers
       set default_payment_method_id = ${card.paymentMethodId}, card_brand = ${card.brand}, card_last4 = ${card.last4}
     where user_id = ${userId}`
}
