import { Card, HStack, Heading, Text } from '@chakra-ui/react'
import { Link, type LinkProps } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import { stylistCountLabel } from '../directory-format'

type DirectoryLinkCardProps = { name: string; count: number; link: Pick<LinkProps, 'to' | 'params'> }

/** A state or a city with its stylist count; the whole card is one link. */
export function DirectoryLinkCard({ name, count, link }: DirectoryLinkCardProps) {
  return (
    <Card.Root
      asChild
      variant="outline"
      h="full"
      transition="border-color 0.15s, box-shadow 0.15s, transform 0.15s"
      _hover={{ borderColor: 'brand.300', boxShadow: 'md', transform: 'translateY(-1px)' }}
      focusRingColor="brand.focusRing"
    >
      <Link {...link}>
        <Card.Body p={{ base: '3', md: '4' }}>
          <HStack justify="space-between" gap="3">
            <div>
              <Heading as="h2" size={{ base: 'sm', md: 'md' }} color="fg.heading">
                {name}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {stylistCountLabel(count)}
              </Text>
            </div>
            <Text as="span" color="brand.500" aria-hidden>
              <ChevronRight size={20} />
            </Text>
          </HStack>
        </Card.Body>
      </Link>
    </Card.Root>
  )
}
