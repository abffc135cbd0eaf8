import { Badge, Box, Grid, Link, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { Fragment } from 'react'
import { ADMIN_ACTIVITY_LIMIT } from '@marketplace/domain/contract/admin.ts'
import { useAnalytics } from '../api/get-analytics'
import { formatAdminDateTime } from '../admin-format'
import { eventTypeLabels, eventTypePalettes, summaryParts } from '../event-summary'
import { AdminEmpty } from './admin-empty'
import { AdminLoadError } from './admin-load-error'
import { AdminSectionHeader } from './admin-section-header'
import { BookingsByDay } from './bookings-by-day'
import { MarketplaceTrends } from './marketplace-trends'

/** The Analytics tab: the marketplace's trends, bookings by day, then Recent Activity (the newest 50 events). */
export function AnalyticsTab() {
  const events = useAnalytics()
  return (
    <Stack as="section" aria-labelledby="admin-analytics-heading" gap="5">
      <AdminSectionHeader
        id="admin-analytics-heading"
        title="Analytics"
        description="What visitors and stylists have been doing."
      />
      <MarketplaceTrends />
      <BookingsByDay />
      <Stack gap="3">
        <AdminSectionHeader
          id="admin-activity-heading"
          level="h3"
          title="Recent Activity"
          description={`The latest ${ADMIN_ACTIVITY_LIMIT} searches, profile views, sign-ups and subscriptions.`}
        />
        {events.isError ? (
          <AdminLoadError
            message="We could not load the activity."
            onRetry={() => void events.refetch()}
            retrying={events.isFetching}
          />
        ) : events.isPending ? (
          <Stack gap="2" role="status" aria-label="Loading activity">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} h="14" rounded="md" />
            ))}
          </Stack>
        ) : events.data.length === 0 ? (
          <AdminEmpty
            title="No activity recorded yet"
            hint="Searches, profile views, sign-ups and subscriptions appear here."
          />
        ) : (
          <Box
            as="ol"
            aria-labelledby="admin-activity-heading"
            listStyleType="none"
            borderWidth="1px"
            rounded="lg"
            bg="bg"
            divideY="1px"
          >
            {events.data.map((event) => (
              <Grid
                as="li"
                key={event.id}
                px={{ base: '3', md: '4' }}
                py="3"
                columnGap="3"
                rowGap="1"
                alignItems="center"
                templateColumns={{ base: 'auto 1fr', sm: 'auto 1fr auto' }}
                templateAreas={{ base: '"badge time" "summary summary"', sm: '"badge summary time"' }}
              >
                <Badge
                  gridArea="badge"
                  colorPalette={eventTypePalettes[event.eventType]}
                  minW="24"
                  justifyContent="center"
                >
                  {eventTypeLabels[event.eventType]}
                </Badge>
                <Text gridArea="summary" wordBreak="break-word">
                  {summaryParts(event.metadata).map((part, i) => (
                    <Fragment key={i}>
                      {i > 0 && ' · '}
                      {'text' in part ? (
                        part.text
                      ) : (
                        <Link asChild color="brand.fg">
                          <RouterLink to="/stylist/$id" params={{ id: String(part.stylistId) }}>
                            {part.name}
                          </RouterLink>
                        </Link>
                      )}
                    </Fragment>
                  ))}
                </Text>
                <Text gridArea="time" asChild color="fg.muted" fontSize="sm" whiteSpace="nowrap" textAlign="end">
                  <time dateTime={event.createdAt}>{formatAdminDateTime(event.createdAt)}</time>
                </Text>
              </Grid>
            ))}
          </Box>
        )}
      </Stack>
    </Stack>
  )
}
