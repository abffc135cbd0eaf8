import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { CalendarFeedAddress } from '@/components/ui/calendar-feed-address'
import { useChangeMyFeed, useMyFeed } from '../api/my-calendar-feed'

/** The client's private feed of their own appointments, for Google, Apple or Outlook calendars. */
export function MyCalendarFeed({ userId }: { userId: string }) {
  const feed = useMyFeed(userId)
  const change = useChangeMyFeed(userId)
  return (
    <Stack
      as="section"
      aria-labelledby="my-calendar-feed-heading"
      gap="3"
      borderWidth="1px"
      rounded="lg"
      bg="bg"
      p={{ base: '4', md: '5' }}
    >
      <Heading as="h2" id="my-calendar-feed-heading" size="md" color="fg.heading">
        Your appointments in your calendar
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        A private address that Google Calendar, Apple Calendar or Outlook can subscribe to. Booked, moved and cancelled
        appointments show up there by themselves.
      </Text>
      {feed.isError ? (
        <Text color="fg.error" fontSize="sm">
          We could not load your feed address. Reload the page to try again.
        </Text>
      ) : feed.isPending ? (
        <Stack aria-busy="true">
          <Text srOnly>Loading your feed address…</Text>
          <Skeleton h="10" rounded="md" />
        </Stack>
      ) : (
        <CalendarFeedAddress
          url={feed.data.url}
          what="your appointments"
          pending={change.isPending}
          onRenew={() => change.mutateAsync('renew')}
          onTurnOff={() => change.mutateAsync('off')}
        />
      )}
    </Stack>
  )
}
