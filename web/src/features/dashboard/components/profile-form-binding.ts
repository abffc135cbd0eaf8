import type { ProfileFormValues } from '../profile-form'

/** What each section of the profile form reads and writes. */
export interface ProfileFormBinding {
  values: ProfileFormValues
  errors: Record<string, string>
  set: <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => void
}
