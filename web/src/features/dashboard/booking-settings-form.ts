import { bookingSettingsSchema, type BookingSettings } from '@marketplace/domain/contract/booking.ts'
import { issueFieldErrors, type FieldErrors } from '@/lib/api-errors'

// The Booking settings form as edited: numbers stay the text typed until the check, so a cleared
// field shows a message instead of turning into 0.

export const POLICY_MAX = 1000

export const numberFields = ['minNoticeHours', 'horizonDays', 'bufferMinutes', 'cancellationWindowHours'] as const
type NumberField = (typeof numberFields)[number]

export type SettingsDraft = Omit<BookingSettings, NumberField> & Record<NumberField, string>

export function settingsToDraft(settings: BookingSettings): SettingsDraft {
  return {
    ...settings,
    minNoticeHours: String(settings.minNoticeHours),
    horizonDays: String(settings.horizonDays),
    bufferMinutes: String(settings.bufferMinutes),
    cancellationWindowHours: String(settings.cancellationWindowHours),
  }
}

export const WHOLE_NUMBER = 'Enter a whole number'

export type SettingsCheck = { ok: true; values: BookingSettings } | { ok: false; errors: FieldErrors }

/** The draft checked with the API's own schema; a blank or non-numeric field is named as such. */
export function checkSettingsDraft(draft: SettingsDraft): SettingsCheck {
  const errors: FieldErrors = {}
  const numbers = {} as Record<NumberField, number>
  for (const field of numberFields) {
    const text = draft[field].trim()
    if (!/^-?\d+$/.test(text)) errors[field] = WHOLE_NUMBER
    numbers[field] = Number(text)
  }
  const parsed = bookingSettingsSchema.safeParse({ ...draft, ...numbers })
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, values: parsed.data }
  return { ok: false, errors: { ...(parsed.success ? {} : issueFieldErrors(parsed.error.issues)), ...errors } }
}

/** The policy's counter: '120/1000 characters'. */
export function policyCounterText(policy: string): string {
  return `${policy.length}/${POLICY_MAX} characters`
}
