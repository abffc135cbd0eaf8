import { paymentPolicySchema, type PaymentPolicy, type PolicyAmount } from '@marketplace/domain/contract/payments.ts'
import { dollarsToCents } from '@marketplace/domain/money.ts'
import { issueFieldErrors, type FieldErrors } from '@/lib/api-errors'

// The payment policy form as edited: a fixed amount is typed in dollars ("12.50"), a percentage
// as a whole number; both stay the text typed until the check. Cents only after the check.

export type AmountDraft = { kind: 'none' | PolicyAmount['kind']; value: string }
export type PolicyDraft = {
  requirement: PaymentPolicy['requirement']
  deposit: AmountDraft
  minimumBooking: string
  lateCancellationFee: AmountDraft
  noShowFee: AmountDraft
  scope: PaymentPolicy['scope']
}

const amountDraft = (a: PolicyAmount | null): AmountDraft =>
  a === null
    ? { kind: 'none', value: '' }
    : { kind: a.kind, value: a.kind === 'fixed' ? (a.value / 100).toFixed(2) : String(a.value) }

export function policyToDraft(p: PaymentPolicy | null): PolicyDraft {
  return {
    requirement: p?.requirement ?? 'none',
    deposit: p?.deposit ? amountDraft(p.deposit) : { kind: 'percent', value: '20' },
    minimumBooking: p && p.minimumBookingCents > 0 ? (p.minimumBookingCents / 100).toFixed(2) : '',
    lateCancellationFee: amountDraft(p?.lateCancellationFee ?? null),
    noShowFee: amountDraft(p?.noShowFee ?? null),
    scope: p?.scope ?? 'everyone',
  }
}

const MONEY = /^\d{1,5}(\.\d{1,2})?$/
const WHOLE = /^\d{1,3}$/
export const draftMessages = {
  money: 'Enter an amount in dollars, such as 12.50',
  percent: 'Enter a whole percentage from 1 to 100',
} as const

/** A typed amount as the API's shape, or a message for the field. */
function amountOf(d: AmountDraft): { amount: PolicyAmount | null } | { error: string } {
  if (d.kind === 'none') return { amount: null }
  const text = d.value.trim()
  if (d.kind === 'fixed')
    return MONEY.test(text)
      ? { amount: { kind: 'fixed', value: dollarsToCents(Number(text)) } }
      : { error: draftMessages.money }
  return WHOLE.test(text) ? { amount: { kind: 'percent', value: Number(text) } } : { error: draftMessages.percent }
}

export type PolicyCheck = { ok: true; values: PaymentPolicy } | { ok: false; errors: FieldErrors }

/** The draft in cents, checked with the API's own schema; errors keyed as the API names fields. */
export function checkPolicyDraft(d: PolicyDraft): PolicyCheck {
  const errors: FieldErrors = {}
  const pick = (field: string, draft: AmountDraft) => {
    const r = amountOf(draft)
    if ('error' in r) {
      errors[field] = r.error
      return null
    }
    return r.amount
  }
  const deposit = d.requirement === 'deposit' ? pick('deposit', d.deposit) : null
  const lateCancellationFee = d.requirement === 'none' ? null : pick('lateCancellationFee', d.lateCancellationFee)
  const noShowFee = d.requirement === 'none' ? null : pick('noShowFee', d.noShowFee)
  const min = d.minimumBooking.trim()
  if (min !== '' && !MONEY.test(min)) errors.minimumBooking = draftMessages.money
  const input = {
    requirement: d.requirement,
    deposit,
    minimumBookingCents: min === '' || !MONEY.test(min) ? 0 : dollarsToCents(Number(min)),
    lateCancellationFee,
    noShowFee,
    scope: d.scope,
  }
  const parsed = paymentPolicySchema.safeParse(input)
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, values: parsed.data }
  const server = parsed.success ? {} : issueFieldErrors(parsed.error.issues)
  if (server.minimumBookingCents) server.minimumBooking = server.minimumBookingCents
  return { ok: false, errors: { ...server, ...errors } }
}
