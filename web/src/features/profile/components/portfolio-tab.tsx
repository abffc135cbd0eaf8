import { Box, HStack, Heading, Image, SimpleGrid, Stack, Tag, Text, chakra } from '@chakra-ui/react'
import { useState } from 'react'
import type { StylistProfile } from '@marketplace/domain/contract/stylists.ts'
import { responsiveImage } from '@/lib/responsive-image'
import { EmptyTabState } from './empty-tab-state'
import { PortfolioLightbox } from './portfolio-lightbox'

type PortfolioItems = StylistProfile['portfolioItems']

export function PortfolioTab({ items }: { items: PortfolioItems }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  return (
    <Stack as="section" aria-labelledby="portfolio-heading" gap="5">
      <Heading as="h2" id="portfolio-heading" size="xl" color="fg.heading">
        Portfolio
      </Heading>
      {items.length === 0 ? (
        <EmptyTabState>No portfolio items yet.</EmptyTabState>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3 }} gap="4">
          {items.map((item, index) => {
            const caption = item.caption?.trim() || 'Portfolio image'
            return (
              <Box as="li" key={item.id}>
                <chakra.button
                  type="button"
                  onClick={() => setOpenIndex(index)}
                  aria-label={`Open ${caption} full screen`}
                  display="block"
                  w="full"
                  borderRadius="lg"
                  overflow="hidden"
                  cursor="zoom-in"
                  bg="plum.100"
                  _hover={{ '& img': { transform: 'scale(1.04)' } }}
                  focusRingColor="brand.focusRing"
                >
                  <Image
                    {...responsiveImage(item.imageUrl, '(min-width: 48em) 33vw, (min-width: 30em) 50vw, 100vw', 960)}
                    alt={caption}
                    // Attributes, not styles: the browser reserves the square before the image arrives.
                    htmlWidth={640}
                    htmlHeight={640}
                    aspectRatio={1}
                    w="full"
                    h="auto"
                    objectFit="cover"
                    loading="lazy"
                    decoding="async"
                    transition="transform 0.2s"
                  />
                </chakra.button>
                <Text mt="2" fontWeight="medium">
                  {caption}
                </Text>
                {item.tags.length > 0 && (
                  <HStack gap="1.5" mt="1" flexWrap="wrap">
                    {item.tags.map((tag) => (
                      <Tag.Root key={tag} size="sm" variant="outline" colorPalette="plum">
                        <Tag.Label>{tag}</Tag.Label>
                      </Tag.Root>
                    ))}
                  </HStack>
                )}
              </Box>
            )
          })}
        </SimpleGrid>
      )}
      <PortfolioLightbox items={items} index={openIndex} onClose={() => setOpenIndex(null)} onNavigate={setOpenIndex} />
    </Stack>
  )
}
