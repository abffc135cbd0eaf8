import { CloseButton, Dialog, Image, Portal, Text } from '@chakra-ui/react'
import type { StylistProfile } from '@marketplace/domain/contract/stylists.ts'

type PortfolioLightboxProps = {
  items: StylistProfile['portfolioItems']
  index: number | null
  onClose: () => void
}

/**
 * The full-screen view of one portfolio image. The dialog traps focus and closes on Escape, on the
 * close button and on a click anywhere around the picture (the dark area is the "backdrop").
 */
export function PortfolioLightbox({ items, index, onClose }: PortfolioLightboxProps) {
  const item = index === null ? undefined : items[index]
  const caption = item?.caption?.trim() || 'Portfolio image'
  return (
    <Dialog.Root open={item !== undefined} onOpenChange={(e) => !e.open && onClose()} size="full" motionPreset="scale">
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.900" />
        <Dialog.Positioner>
          <Dialog.Content bg="rgba(16, 8, 14, 0.94)" boxShadow="none" color="white" data-testid="portfolio-lightbox">
            <Dialog.Body
              display="flex"
              flexDirection="column"
              alignItems="center"
              justifyContent="center"
              gap="3"
              p={{ base: '4', md: '10' }}
              onClick={(e) => {
                if (e.target === e.currentTarget) onClose()
              }}
            >
              {item && (
                <>
                  <Image src={item.imageUrl} alt={caption} maxW="full" maxH="calc(100dvh - 8rem)" objectFit="contain" borderRadius="md" />
                  <Dialog.Title asChild>
                    <Text fontSize="lg" fontWeight="medium" textAlign="center">
                      {caption}
                    </Text>
                  </Dialog.Title>
                </>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="lg" color="white" bg="blackAlpha.600" _hover={{ bg: 'blackAlpha.800' }} aria-label="Close image" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
