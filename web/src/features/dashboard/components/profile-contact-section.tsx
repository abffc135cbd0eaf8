import { SimpleGrid } from '@chakra-ui/react'
import { FormField } from '@/components/ui/form-field'
import { profileControlId } from '../hooks/use-profile-form'
import { FormSection } from './form-section'
import type { ProfileFormBinding } from './profile-form-binding'
import { ProfileTextField } from './profile-text-field'
import { StateSelect } from './state-select'

/** Phone, website and social links; the license (optional, shown to the team that verifies). */
export function ProfileContactSection({ form }: { form: ProfileFormBinding }) {
  return (
    <>
      <FormSection
        id="profile-contact-heading"
        title="Contact"
        description="How clients reach you. Your phone number is shown on your profile."
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <ProfileTextField
            form={form}
            field="phone"
            label="Phone"
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(512) 555-0142"
          />
          <ProfileTextField
            form={form}
            field="website"
            label="Website"
            inputMode="url"
            autoComplete="url"
            placeholder="yoursalon.com"
          />
          <ProfileTextField form={form} field="instagram" label="Instagram" placeholder="@yourhandle" />
          <ProfileTextField form={form} field="facebook" label="Facebook" placeholder="facebook.com/yoursalon" />
        </SimpleGrid>
      </FormSection>
      <FormSection
        id="profile-license-heading"
        title="License"
        description="Optional. Our team uses it to verify your account; it is not shown to clients."
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <ProfileTextField form={form} field="licenseNumber" label="License number" />
          <FormField id={profileControlId('licenseState')} label="License state" error={form.errors.licenseState}>
            <StateSelect
              name="licenseState"
              value={form.values.licenseState}
              onChange={(code) => form.set('licenseState', code)}
              placeholder="Select a state"
            />
          </FormField>
        </SimpleGrid>
      </FormSection>
    </>
  )
}
