import { Avatar, Button, HStack, Stack, Text } from '@chakra-ui/react'
import type { PendingPhoto } from '../hooks/use-pending-photo'
import { FormSection } from './form-section'
import { ImageFileButton } from './image-file-button'

type ProfilePhotoPickerProps = {
  name: string
  currentUrl: string | null
  photo: PendingPhoto | null
  problem: string | null
  onChoose: (file: File | undefined) => void
  onUndo: () => void
}

/** The profile photo: the saved one or a preview of the new one, which uploads when the profile is saved. */
export function ProfilePhotoPicker({ name, currentUrl, photo, problem, onChoose, onUndo }: ProfilePhotoPickerProps) {
  const shown = photo?.previewUrl ?? currentUrl
  return (
    <FormSection id="profile-photo-heading" title="Profile photo">
      <HStack gap={{ base: '4', md: '5' }} align="center" flexWrap="wrap">
        <Avatar.Root boxSize={{ base: '24', md: '28' }} colorPalette="brand" fontSize="3xl" flexShrink={0}>
          <Avatar.Fallback name={name.trim() || undefined} />
          {shown && (
            <Avatar.Image
              src={shown}
              alt={photo ? 'Preview of your new profile photo' : 'Your profile photo'}
              data-testid="profile-photo"
            />
          )}
        </Avatar.Root>
        <Stack gap="2" flex="1" minW="48">
          <HStack gap="2" flexWrap="wrap">
            <ImageFileButton onFile={onChoose} describedBy="profile-photo-help">
              {shown ? 'Change Photo' : 'Choose Photo'}
            </ImageFileButton>
            {photo && (
              <Button size="sm" variant="ghost" onClick={onUndo}>
                Keep current photo
              </Button>
            )}
          </HStack>
          <Text
            id="profile-photo-help"
            fontSize="sm"
            color={problem ? 'fg.error' : 'fg.muted'}
            role={problem ? 'alert' : undefined}
          >
            {problem ??
              (photo
                ? `${photo.file.name} will be uploaded when you save your profile.`
                : 'JPEG, PNG or WebP, up to 5 MB. A square, well-lit photo of you works best.')}
          </Text>
        </Stack>
      </HStack>
    </FormSection>
  )
}
