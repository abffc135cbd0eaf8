import { describe, expect, it } from 'vitest'
import { checkPolicyDraft, draftMessages, policyToDraft } from './payment-policy-form'

describe('the payment policy form', () => {
  it('turns dollars into cents and back', () => {
    const draft = {
      ...policyToDraft(null),
      requirement: 'deposit' as const,
      deposit: { kind: 'fixed' as const, value: '12.5' },
      minimumBooking: '50',
      noShowFee: { kind: 'percent' as const, value: '50' },
    }
    const check = checkPolicyDraft(draft)
    expect(check).toEqual({
      ok: true,
      values: {
        requirement: 'deposit',
        deposit: { kind: 'fixed', value: 1250 },
        minimumBookingCents: 5000,
        lateCancellationFee: null,
        noShowFee: { kind: 'percent', value: 50 },
        scope: 'everyone',
      },
    })
    if (check.ok)
      expect(policyToDraft(check.values)).toMatchObject({ deposit: { value: '12.50' }, minimumBooking: '50.00' })
  })
  it('names the field typed wrong, in the API’s names', () => {
    const bad = checkPolicyDraft({
      ...policyToDraft(null),
      requirement: 'card_on_file',
      lateCancellationFee: { kind: 'fixed', value: '12.345' },
      noShowFee: { kind: 'percent', value: '150' },
      minimumBooking: 'lots',
    })
    expect(bad).toEqual({
      ok: false,
      errors: {
        lateCancellationFee: draftMessages.money,
        noShowFee: 'Enter a whole percentage from 1 to 100',
        'noShowFee.value': 'Enter a whole percentage from 1 to 100',
        minimumBooking: draftMessages.money,
      },
    })
  })
  it('no requirement drops the fees typed', () => {
    const none = checkPolicyDraft({ ...policyToDraft(null), noShowFee: { kind: 'fixed', value: '20' } })
    expect(none).toMatchObject({ ok: true, values: { requirement: 'none', noShowFee: null } })
  })
})
