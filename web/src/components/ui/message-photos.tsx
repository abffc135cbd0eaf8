import { Box, Button, HStack, Image, Text } from '@chakra-ui/react'
import { useState } from 'react'
import type { MessagePhoto } from '@marketplace/domain/contract/messages.ts'
import { DialogBody, DialogFrame } from '@/components/ui/dialog-frame'

type MessagePhotosProps = {
  photos: MessagePhoto[]
  /** Who sent them, for the alt text ("Photo 1 of 2 from Rosa"). */
  from: string
  /** Thumbnail edge in pixels. */
  size?: number
}

/**
 * A message's photos as thumbnails (signed links that expire: a thread refetch signs new ones);
 * each opens a larger view in a dialog. Every thumbnail is a button with its own name.
 */
export function MessagePhotos({ photos, from, size = 96 }: MessagePhotosProps) {
  const [open, setOpen] = useState<number | null>(null)
  if (photos.length === 0) return null
  const alt = (i: number) => `Photo ${i + 1} of ${photos.length} from ${from}`
  const shown = open === null ? null : photos[open]
  return (
    <>
      <HStack as="ul" listStyleType="none" gap="1.5" wrap="wrap" data-testid="message-photos">
        {photos.map((p, i) => (
          <Box as="li" key={p.url}>
            <Button
              variant="plain"
              p="0"
              h="auto"
              minW="0"
              rounded="md"
              overflow="hidden"
              borderWidth="1px"
              aria-label={`Open ${alt(i).toLowerCase()}`}
              onClick={() => setOpen(i)}
            >
              <Image
                src={p.url}
                alt={alt(i)}
                width={`${size}px`}
                height={`${size}px`}
                objectFit="cover"
                loading="lazy"
                data-testid="message-photo"
              />
            </Button>
          </Box>
        ))}
      </HStack>
      <DialogFrame
        open={shown !== null && shown !== undefined}
        onClose={() => setOpen(null)}
        title={open === null ? '' : alt(open)}
        size="lg"
      >
        <DialogBody>
          {shown && (
            <Image
              src={shown.url}
              alt={alt(open!)}
              w="full"
              h="auto"
              maxH="75vh"
              objectFit="contain"
              style={{ aspectRatio: `${shown.width} / ${shown.height}` }}
              data-testid="message-photo-large"
            />
          )}
          <Text srOnly>{shown ? `${shown.width} by ${shown.height} pixels` : ''}</Text>
        </DialogBody>
      </DialogFrame>
    </>
  )
}
