import { describe, expect, it } from 'vitest'
import { defaultBookingSettings } from '@marketplace/domain/contract/booking.ts'
import { WHOLE_NUMBER, checkSettingsDraft, policyCounterText, settingsToDraft } from './booking-settings-form'

const draft = settingsToDraft({ ...defaultBookingSettings, acceptsBookings: true, confirmation: 'request' })

describe('the booking settings form', () => {
  it('sends the settings as numbers, the policy trimmed', () => {
    expect(
      checkSettingsDraft({ ...draft, minNoticeHours: ' 4 ', bufferMinutes: '15', policy: '  Be on time.  ' }),
    ).toEqual({
      ok: true,
      values: {
        acceptsBookings: true,
        confirmation: 'request',
        minNoticeHours: 4,
        horizonDays: 60,
        bufferMinutes: 15,
        cancellationWindowHours: 24,
        policy: 'Be on time.',
      },
    })
  })

  it('names a blank or fractional number instead of sending 0', () => {
    const check = checkSettingsDraft({ ...draft, horizonDays: '', cancellationWindowHours: '2.5' })
    expect(check).toEqual({ ok: false, errors: { horizonDays: WHOLE_NUMBER, cancellationWindowHours: WHOLE_NUMBER } })
  })

  it("shows the contract's own messages on the fields", () => {
    const check = checkSettingsDraft({
      ...draft,
      bufferMinutes: '7',
      horizonDays: '0',
      minNoticeHours: '169',
      policy: 'x'.repeat(1001),
    })
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(check.errors.bufferMinutes).toBe('Use a multiple of 5 minutes')
    expect(check.errors.horizonDays).toBe('Enter a whole number of days from 1 to 365')
    expect(check.errors.minNoticeHours).toBe('Enter a whole number of hours from 0 to 168')
    expect(check.errors.policy).toBe('Keep the policy under 1,000 characters')
    expect(Object.keys(check.errors).sort()).toEqual(['bufferMinutes', 'horizonDays', 'minNoticeHours', 'policy'])
  })

  it('counts the policy against its 1,000 characters', () => {
    expect(policyCounterText('')).toBe('0/1000 characters')
    expect(policyCounterText('No refunds.')).toBe('11/1000 characters')
  })
})
