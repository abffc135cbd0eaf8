import { Box, Card, Flex, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react'
import { BOOKING_STATS_DAYS, type BookingDay } from '@marketplace/domain/contract/admin.ts'
import { useBookingSeries } from '../api/get-booking-series'
import { barPercent, bookingSeriesKinds, dayLabel, isQuietSeries, seriesMax, seriesTotals } from '../booking-series'
import { formatCount } from '../overview-stats'
import { AdminEmpty } from './admin-empty'
import { AdminLoadError } from './admin-load-error'

const CHART_HEIGHT = '40'

/**
 * Bookings made, cancelled and no-shows per day: a bar chart to read at a glance (hidden from
 * screen readers) and the same numbers as a table, behind a disclosure, for everyone.
 */
export function BookingsByDay() {
  const series = useBookingSeries()
  return (
    <Card.Root as="section" aria-labelledby="admin-bookings-heading" variant="outline" bg="bg">
      <Card.Header pb="2" gap="1">
        <Card.Title as="h3" id="admin-bookings-heading" color="fg.heading">
          Bookings by Day
        </Card.Title>
        <Card.Description>
          Bookings made, cancelled and no-shows each day over the last {BOOKING_STATS_DAYS} days (UTC).
        </Card.Description>
      </Card.Header>
      <Card.Body pt="2">
        {series.isError ? (
          <AdminLoadError
            message="We could not load the bookings."
            onRetry={() => void series.refetch()}
            retrying={series.isFetching}
          />
        ) : series.isPending ? (
          <Stack gap="3" role="status" aria-label="Loading bookings by day">
            <Skeleton h="6" w="60%" />
            <Skeleton h={CHART_HEIGHT} rounded="md" />
          </Stack>
        ) : isQuietSeries(series.data.days) ? (
          <AdminEmpty
            title={`No bookings in the last ${BOOKING_STATS_DAYS} days`}
            hint="Bookings, cancellations and no-shows appear here day by day."
          />
        ) : (
          <SeriesChart days={series.data.days} />
        )}
      </Card.Body>
    </Card.Root>
  )
}

function SeriesChart({ days }: { days: BookingDay[] }) {
  const totals = seriesTotals(days)
  const max = seriesMax(days)
  const ticks = [0, Math.floor((days.length - 1) / 2), days.length - 1]
  return (
    <Stack gap="4">
      <HStack as="ul" listStyleType="none" gap={{ base: '3', md: '6' }} flexWrap="wrap" aria-label="Totals">
        {bookingSeriesKinds.map((kind) => (
          <HStack as="li" key={kind.key} gap="2">
            <Box boxSize="3" rounded="sm" bg={kind.color} aria-hidden />
            <Text color="fg.muted" fontSize="sm">
              {kind.label}
            </Text>
            <Text fontWeight="semibold" color="fg.heading" fontVariantNumeric="tabular-nums">
              {formatCount(totals[kind.key])}
            </Text>
          </HStack>
        ))}
      </HStack>
      <Box aria-hidden>
        <Flex h={CHART_HEIGHT} align="end" gap={{ base: '1px', md: '1' }} borderBottomWidth="1px" px="1px">
          {days.map((day) => (
            <Flex
              key={day.date}
              flex="1"
              h="full"
              align="end"
              justify="center"
              gap="1px"
              title={`${dayLabel(day.date)}: ${day.made} made, ${day.cancelled} cancelled, ${day.noShows} no-shows`}
            >
              {bookingSeriesKinds.map((kind) => (
                <Box
                  key={kind.key}
                  flex="1"
                  maxW="2.5"
                  h={`${barPercent(day[kind.key], max)}%`}
                  bg={kind.color}
                  roundedTop="xs"
                />
              ))}
            </Flex>
          ))}
        </Flex>
        <Flex justify="space-between" pt="1" color="fg.muted" fontSize="xs">
          {ticks.map((i) => (
            <Text key={i}>{dayLabel(days[i].date)}</Text>
          ))}
        </Flex>
      </Box>
      <Box as="details">
        <Box as="summary" cursor="pointer" color="fg.muted" fontSize="sm" w="fit-content">
          Daily numbers
        </Box>
        <Box maxH="80" overflowY="auto" mt="2" borderWidth="1px" rounded="md">
          <Table.Root size="sm" stickyHeader>
            <Table.Caption srOnly>Bookings made, cancelled and no-shows per day</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Day</Table.ColumnHeader>
                {bookingSeriesKinds.map((kind) => (
                  <Table.ColumnHeader key={kind.key} textAlign="end">
                    {kind.label}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {[...days].reverse().map((day) => (
                <Table.Row key={day.date}>
                  <Table.Cell>
                    <time dateTime={day.date}>{dayLabel(day.date)}</time>
                  </Table.Cell>
                  {bookingSeriesKinds.map((kind) => (
                    <Table.Cell key={kind.key} textAlign="end" fontVariantNumeric="tabular-nums">
                      {formatCount(day[kind.key])}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Box>
    </Stack>
  )
}
