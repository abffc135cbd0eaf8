import type { DashboardProfile } from '@marketplace/domain/contract/dashboard.ts'
import { useState, type FormEvent } from 'react'
import { toast } from '@/components/ui/toaster'
import { useSaveProfile } from '../api/save-profile'
import { failureMessage, fieldErrorsOf } from '@/lib/api-errors'
import {
  applyPickedAddress,
  checkProfileForm,
  editProfileField,
  firstInvalidField,
  profileToForm,
  type PickedAddress,
  type ProfileFormValues,
} from '../profile-form'
import { spanErrors } from '../working-hours'
import { usePendingPhoto } from './use-pending-photo'

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** The id of a form control, so the first field with a message can take the focus. */
export const profileControlId = (field: string) => `profile-${field.replaceAll('.', '-')}`

/**
 * The Profile tab's form: values as typed, the spec's messages under the fields (from the
 * browser-side check or the server), the photo held until saving, and the save itself.
 */
export function useProfileForm(userId: string, profile: DashboardProfile | null) {
  const [values, setValues] = useState<ProfileFormValues>(() => profileToForm(profile, browserZone()))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const photo = usePendingPhoto()
  const save = useSaveProfile(userId)

  function clearErrors(...fields: string[]) {
    if (!fields.some((f) => f in errors)) return
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !fields.includes(key))))
  }

  function set<K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) {
    setValues((current) => editProfileField(current, field, value))
    clearErrors(
      field,
      ...(field === 'week'
        ? Object.keys(errors).filter((k) => k.startsWith('hours.') || k.startsWith('workingHours'))
        : []),
    )
  }

  function pickAddress(place: PickedAddress) {
    setValues((current) => applyPickedAddress(current, place))
    clearErrors('address', 'city', 'state', 'zipCode')
  }

  function showErrors(next: Record<string, string>) {
    setErrors(next)
    const first = firstInvalidField(next)
    const key = first === 'workingHours' ? Object.keys(next).find((k) => k.startsWith('hours.')) : first
    if (key) document.getElementById(profileControlId(key))?.focus()
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const check = checkProfileForm(values, profile?.profileImageUrl ?? null)
    const { origin } = check
    if (!check.ok) {
      showErrors({ ...check.errors, ...spanErrors(check.errors, origin) })
      return
    }
    setErrors({})
    save.mutate(
      { values: check.values, photo: photo.photo?.file ?? null },
      {
        onSuccess: (saved) => {
          photo.clear()
          setValues(profileToForm(saved))
          toast({
            title: 'Profile updated',
            description: profile ? 'Your changes are saved.' : 'Your profile is saved and sent for verification.',
            variant: 'success',
          })
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error)
          const photoProblem = fields.image ?? fields.profileImageUrl
          if (photoProblem) photo.setProblem(photoProblem)
          showErrors({ ...fields, ...spanErrors(fields, origin) })
          toast({
            title: 'Failed to update profile',
            description: failureMessage(error, 'Please try again later.'),
            variant: 'destructive',
          })
        },
      },
    )
  }

  return { values, errors, set, pickAddress, photo, handleSubmit, saving: save.isPending }
}
