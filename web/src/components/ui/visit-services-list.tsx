import { List, Text } from '@chakra-ui/react'
import { serviceLengthText } from '@marketplace/domain/catalogue/service-length.ts'
import type { VisitService } from '@marketplace/domain/contract/booking.ts'

/**
 * The services of a visit of several (issue 39), each with its length ('30 min + 45 min
 * processing + 30 min' when it has processing time), in the order they were booked. One service
 * shows nothing: the card's heading names it.
 */
export function VisitServicesList({ services }: { services: readonly VisitService[] }) {
  if (services.length < 2) return null
  return (
    <List.Root aria-label="Services in this visit" ps="4" gap="0.5" fontSize="sm" data-testid="visit-services">
      {services.map((s, i) => (
        <List.Item key={s.id ?? `${i}-${s.name}`}>
          {s.name}
          <Text as="span" color="fg.muted">
            {' · '}
            {serviceLengthText({ ...s, duration: s.durationMinutes })}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  )
}
