import { Button, Grid, Stack, Text } from '@chakra-ui/react'
import { useOwnProfile } from '../api/get-own-profile'
import { useProfileForm } from '../hooks/use-profile-form'
import type { AddressSearchSlot } from './address-search-slot'
import { ProfileAboutSection } from './profile-about-section'
import { ProfileContactSection } from './profile-contact-section'
import { ProfileLocationSection } from './profile-location-section'
import { ProfilePhotoPicker } from './profile-photo-picker'
import { ProfileCompletenessCard } from './profile-completeness-card'
import { ProfilePracticeSection } from './profile-practice-section'
import { StickySaveBar } from './sticky-save-bar'
import { VerificationBanner } from './verification-banner'

type ProfileTabProps = { userId: string; AddressSearch: AddressSearchSlot }

/**
 * The Profile tab: verification status, photo, address search and the profile form. Without a
 * profile the form creates one ('Create Profile'); saving sends it for verification.
 */
export function ProfileTab({ userId, AddressSearch }: ProfileTabProps) {
  const profile = useOwnProfile(userId)
  const form = useProfileForm(userId, profile)
  const action = profile ? 'Update Profile' : 'Create Profile'

  return (
    <Stack gap="6">
      <VerificationBanner status={profile?.verificationStatus} />
      {profile && <ProfileCompletenessCard profile={profile} />}
      <form noValidate aria-label="Stylist profile" onSubmit={form.handleSubmit}>
        <Grid templateColumns={{ base: '1fr', lg: '20rem 1fr' }} gap="6" alignItems="start">
          <Stack gap="6" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
            <ProfilePhotoPicker
              name={form.values.stylistName}
              currentUrl={profile?.profileImageUrl ?? null}
              photo={form.photo.photo}
              problem={form.photo.problem}
              onChoose={form.photo.choose}
              onUndo={form.photo.clear}
            />
            <Stack gap="2" hideBelow="lg">
              <SaveButton label={action} saving={form.saving} />
              <SaveNote created={Boolean(profile)} />
            </Stack>
          </Stack>
          <Stack gap="6" minW="0">
            <ProfileAboutSection form={form} />
            <ProfileLocationSection form={form} AddressSearch={AddressSearch} onPick={form.pickAddress} />
            <ProfileContactSection form={form} />
            <ProfilePracticeSection form={form} />
            <StickySaveBar hideFrom="lg">
              <SaveButton label={action} saving={form.saving} />
              <SaveNote created={Boolean(profile)} />
            </StickySaveBar>
          </Stack>
        </Grid>
      </form>
    </Stack>
  )
}

function SaveButton({ label, saving }: { label: string; saving: boolean }) {
  return (
    <Button type="submit" colorPalette="brand" size="lg" w="full" loading={saving} loadingText="Saving…">
      {label}
    </Button>
  )
}

function SaveNote({ created }: { created: boolean }) {
  return (
    <Text fontSize="sm" color="fg.muted" textAlign="center">
      {created
        ? 'Changes show on your public profile as soon as you save.'
        : 'Saving sends your profile to our team for verification.'}
    </Text>
  )
}
