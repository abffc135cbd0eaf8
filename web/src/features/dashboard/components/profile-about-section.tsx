import { Field, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react'
import { FormField } from '@/components/ui/form-field'
import { profileControlId } from '../hooks/use-profile-form'
import { bioCounter } from '../profile-form'
import { FormSection } from './form-section'
import type { ProfileFormBinding } from './profile-form-binding'
import { ProfileTextField } from './profile-text-field'

const genders = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'non-binary', label: 'Non-binary' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
]

/** Name, salon, bio (with the 'n/500 characters' counter), gender and starting price. */
export function ProfileAboutSection({ form }: { form: ProfileFormBinding }) {
  const { values, errors, set } = form
  return (
    <FormSection
      id="profile-about-heading"
      title="About you"
      description="What clients see first on your profile and in search."
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <ProfileTextField form={form} field="stylistName" label="Stylist name" required autoComplete="name" />
        <ProfileTextField form={form} field="salonName" label="Salon name" autoComplete="organization" />
      </SimpleGrid>
      <Field.Root id={profileControlId('bio')} invalid={Boolean(errors.bio)} required>
        <Field.Label>
          Bio
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          name="bio"
          rows={6}
          resize="vertical"
          value={values.bio}
          onChange={(e) => set('bio', e.target.value)}
          placeholder="Your experience, the styles you love and what a visit with you is like (at least 100 characters)."
        />
        <Field.HelperText data-testid="bio-counter">{bioCounter(values.bio)}</Field.HelperText>
        <Field.ErrorText role="alert">{errors.bio}</Field.ErrorText>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField
          id={profileControlId('gender')}
          label="Gender"
          error={errors.gender}
          helperText="Clients can filter stylists by gender."
        >
          <NativeSelect.Root>
            <NativeSelect.Field name="gender" value={values.gender} onChange={(e) => set('gender', e.target.value)}>
              <option value="">Select…</option>
              {genders.map((g) => (
                <option key={g.value} value={g.value}>
                  {g.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <ProfileTextField
          form={form}
          field="startingPrice"
          label="Starting price ($)"
          required
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          helperText="Your lowest price; it sets your price range in search."
        />
      </SimpleGrid>
    </FormSection>
  )
}
