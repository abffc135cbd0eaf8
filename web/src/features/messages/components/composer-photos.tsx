import { Box, Button, CloseButton, HStack, Image } from '@chakra-ui/react'
import { ImagePlus } from 'lucide-react'
import { useEffect, useMemo, useRef } from 'react'
import { MESSAGE_MAX_PHOTOS } from '@marketplace/domain/contract/messages.ts'

/** What the server takes (it checks the content again): JPEG, PNG or WebP, 5 MB each. */
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp']
const MAX_BYTES = 5 * 1024 * 1024

/**
 * The photos chosen so far plus new ones, or why they cannot be added, in plain words. The server
 * decides again (by content, not by type): this only spares a round trip for the obvious.
 */
export function addPhotos(current: File[], picked: File[]): { photos: File[]; error: string | null } {
  const problems: string[] = []
  const ok: File[] = []
  for (const file of picked) {
    if (!ACCEPTED.includes(file.type)) problems.push(`${file.name} is not a JPEG, PNG or WebP photo.`)
    else if (file.size > MAX_BYTES) problems.push(`${file.name} is larger than 5 MB.`)
    else ok.push(file)
  }
  const room = MESSAGE_MAX_PHOTOS - current.length
  if (ok.length > room)
    problems.push(`You can add up to ${MESSAGE_MAX_PHOTOS} photos to a message; the rest were left out.`)
  return { photos: [...current, ...ok.slice(0, Math.max(0, room))], error: problems.length ? problems.join(' ') : null }
}

type ComposerPhotosProps = {
  photos: File[]
  disabled: boolean
  onPick: (files: File[]) => void
  onRemove: (index: number) => void
}

/** "Add photos" (a real button that opens the file chooser) and the chosen photos' previews, each removable. */
export function ComposerPhotos({ photos, disabled, onPick, onRemove }: ComposerPhotosProps) {
  const input = useRef<HTMLInputElement>(null)
  const previews = useMemo(() => photos.map((p) => URL.createObjectURL(p)), [photos])
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews])
  const full = photos.length >= MESSAGE_MAX_PHOTOS
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED.join(',')}
        multiple
        hidden
        tabIndex={-1}
        aria-hidden
        data-testid="photo-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          event.target.value = ''
          if (files.length > 0) onPick(files)
        }}
      />
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={disabled || full}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden />
        {full ? `${MESSAGE_MAX_PHOTOS} photos added` : 'Add photos'}
      </Button>
      {photos.length > 0 && (
        <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" w="full" aria-label="Photos to send">
          {photos.map((photo, i) => (
            <Box as="li" key={previews[i]} position="relative">
              <Image
                src={previews[i]}
                alt={`Photo ${i + 1}: ${photo.name}`}
                width="64px"
                height="64px"
                objectFit="cover"
                rounded="md"
                borderWidth="1px"
              />
              <CloseButton
                size="2xs"
                variant="solid"
                position="absolute"
                top="-2"
                insetEnd="-2"
                rounded="full"
                aria-label={`Remove photo ${i + 1} (${photo.name})`}
                disabled={disabled}
                onClick={() => onRemove(i)}
              />
            </Box>
          ))}
        </HStack>
      )}
    </>
  )
}
