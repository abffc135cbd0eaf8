import { Box, Heading, Table, Text } from '@chakra-ui/react'
import type { StylistProfile } from '@marketplace/domain/contract/stylists.ts'
import { timeZoneLabel, weeklyHours } from '../profile-format'

type WorkingHoursProps = { hours: StylistProfile['workingHours']; timeZone: string }

/** The weekly opening hours, in the stylist's own time zone (named, so visitors elsewhere can tell). */
export function WorkingHours({ hours, timeZone }: WorkingHoursProps) {
  if (hours.length === 0) return null
  const zone = timeZoneLabel(timeZone)
  return (
    <Box as="section" aria-labelledby="hours-heading">
      <Heading as="h3" id="hours-heading" size="md" color="fg.heading">
        Working Hours
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Times are in {zone}.
      </Text>
      {/* The recipe drops the last row's bottom border on cells (td) only; row headers (th) keep it. */}
      <Table.Root
        size="sm"
        variant="outline"
        maxW="lg"
        bg="bg"
        css={{ '& tbody tr:last-of-type > th': { borderBottomWidth: '0' } }}
      >
        <Table.Caption srOnly>Working hours ({zone})</Table.Caption>
        <Table.Body>
          {weeklyHours(hours).map(({ day, spans }) => (
            <Table.Row key={day}>
              <Table.ColumnHeader scope="row" fontWeight="medium" w="40%">
                {day}
              </Table.ColumnHeader>
              <Table.Cell color={spans.length ? 'fg' : 'fg.muted'}>
                {spans.length ? spans.join(', ') : 'Closed'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  )
}
