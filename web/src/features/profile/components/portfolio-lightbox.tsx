import { CloseButton, Dialog, HStack, IconButton, Image, Portal, Text } from '@chakra-ui/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { StylistProfile } from '@marketplace/domain/contract/stylists.ts'
import { responsiveImage } from '@/lib/responsive-image'

type PortfolioLightboxProps = {
  items: StylistProfile['portfolioItems']
  index: number | null
  onClose: () => void
  /** Shows another image (wrapping around); the arrow keys and the arrow buttons call it. */
  onNavigate: (index: number) => void
}

/**
 * The full-screen view of one portfolio image. The dialog traps focus, closes on Escape, on the
 * close button and on a click anywhere around the picture (the dark area is the "backdrop"), and
 * gives focus back to the thumbnail that opened it. Left/Right arrows step through the portfolio;
 * they are read from the whole document while the dialog is open, so an arrow pressed before the
 * focus trap has moved focus inside (it does so a frame after opening) is not lost.
 */
export function PortfolioLightbox({ items, index, onClose, onNavigate }: PortfolioLightboxProps) {
  const item = index === null ? undefined : items[index]
  const caption = item?.caption?.trim() || 'Portfolio image'
  const count = items.length
  const many = count > 1
  const step = (by: number) => index !== null && onNavigate((index + by + count) % count)
  useEffect(() => {
    if (index === null || count < 2) return
    const onKeyDown = (e: KeyboardEvent) => {
      if ((e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey)
        return
      e.preventDefault()
      onNavigate((index + (e.key === 'ArrowLeft' ? count - 1 : 1)) % count)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [index, count, onNavigate])
  const arrow = {
    size: 'lg',
    variant: 'ghost',
    color: 'white',
    bg: 'blackAlpha.600',
    _hover: { bg: 'blackAlpha.800' },
    borderRadius: 'full',
  } as const
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
              {item && index !== null && (
                <>
                  <LightboxImage key={item.imageUrl} url={item.imageUrl} alt={caption} />
                  <Dialog.Title asChild>
                    <Text fontSize="lg" fontWeight="medium" textAlign="center">
                      {caption}
                    </Text>
                  </Dialog.Title>
                  {many && (
                    <HStack gap="4">
                      <IconButton {...arrow} aria-label="Previous image" onClick={() => step(-1)}>
                        <ChevronLeft />
                      </IconButton>
                      <Text fontSize="sm" color="whiteAlpha.800" aria-live="polite">
                        {index + 1} of {items.length}
                      </Text>
                      <IconButton {...arrow} aria-label="Next image" onClick={() => step(1)}>
                        <ChevronRight />
                      </IconButton>
                    </HStack>
                  )}
                </>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton
                size="lg"
                color="white"
                bg="blackAlpha.600"
                _hover={{ bg: 'blackAlpha.800' }}
                aria-label="Close image"
              />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

/**
 * The picture at its own proportions once it has arrived; until then a tinted square of the room it
 * will take, so the dialog never opens on an empty dark page. Keyed by URL: each image starts over.
 */
function LightboxImage({ url, alt }: { url: string; alt: string }) {
  const [loaded, setLoaded] = useState(false)
  return (
    <Image
      {...responsiveImage(url, '100vw')}
      alt={alt}
      onLoad={() => setLoaded(true)}
      maxW="full"
      maxH="calc(100dvh - 10rem)"
      objectFit="contain"
      borderRadius="md"
      {...(loaded ? {} : { w: 'min(100%, 40rem)', aspectRatio: '1', bg: 'whiteAlpha.200' })}
      data-loaded={loaded || undefined}
    />
  )
}
