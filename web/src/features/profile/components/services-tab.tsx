import { Card, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Clock } from 'lucide-react'
import type { ReactNode } from 'react'
import { serviceLengthText } from '@marketplace/domain/catalogue/service-length.ts'
import type { StylistProfile } from '@marketplace/domain/contract/stylists.ts'
import { formatServicePrice } from '../profile-format'
import { EmptyTabState } from './empty-tab-state'

/** What a service card may end with (the profile's route adds the booking feature's Book button). */
export type ServiceAction = (service: StylistProfile['services'][number]) => ReactNode

export function ServicesTab({
  services,
  serviceAction,
  headingId = 'services-heading',
}: {
  services: StylistProfile['services']
  serviceAction?: ServiceAction
  /** The heading's id: the About panel shows the list too, and ids are unique in a page. */
  headingId?: string
}) {
  return (
    <Stack as="section" aria-labelledby={headingId} gap="5">
      <Heading as="h2" id={headingId} size="xl" color="fg.heading">
        Services &amp; Pricing
      </Heading>
      {services.length === 0 ? (
        <EmptyTabState>No services listed yet.</EmptyTabState>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
          {services.map((service) => {
            const price = formatServicePrice(service.price)
            return (
              <Card.Root as="li" key={service.id} variant="outline" size="sm">
                <Card.Body gap="2">
                  <HStack justify="space-between" align="start" gap="3">
                    <Heading as="h3" size="md" color="fg.heading">
                      {service.name}
                    </Heading>
                    {price && (
                      <Text fontWeight="bold" color="brand.fg" fontSize="lg" whiteSpace="nowrap">
                        {price}
                      </Text>
                    )}
                  </HStack>
                  {service.description && <Text color="fg.muted">{service.description}</Text>}
                  <HStack gap="1.5" fontSize="sm" color="fg.muted">
                    <Clock size={14} aria-hidden />
                    <Text>{serviceLengthText(service)}</Text>
                  </HStack>
                  {serviceAction?.(service)}
                </Card.Body>
              </Card.Root>
            )
          })}
        </SimpleGrid>
      )}
    </Stack>
  )
}
