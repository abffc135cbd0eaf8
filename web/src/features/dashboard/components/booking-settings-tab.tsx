import { Alert, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react'
import { localDateOf } from '@marketplace/domain/booking/zoned-time.ts'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useBookingSettings } from '../api/get-booking-settings'
import { useOwnProfile } from '../api/get-own-profile'
import { useTimeOff } from '../api/get-time-off'
import { zoneText } from '../appointments-agenda'
import { BookingSettingsFields } from './booking-settings-fields'
import { EmptyList } from './empty-list'
import { FormSection } from './form-section'
import { ListLoadError } from './list-load-error'
import { PaymentsLedgerSection } from './payments-ledger-section'
import { PaymentsSection } from './payments-section'
import { ProfileRequired } from './profile-required'
import { TabHeader } from './tab-header'
import { TimeOffAddForm } from './time-off-add-form'
import { TimeOffList } from './time-off-list'

/** The Booking settings tab: whether and how clients book online, and the stylist's time off. */
export function BookingSettingsTab({ userId }: { userId: string }) {
  const profile = useOwnProfile(userId)
  if (!profile) return <ProfileRequired />
  return <BookingSettingsPanel zone={profile.timeZone} />
}

function BookingSettingsPanel({ zone }: { zone: string }) {
  const [now] = useState(() => new Date())
  const settings = useBookingSettings()
  return (
    <Stack as="section" aria-labelledby="booking-settings-tab-heading" gap="6">
      <TabHeader
        id="booking-settings-tab-heading"
        title="Booking settings"
        description="Whether clients can book you online, on what terms, and when you are away."
      />
      <Alert.Root status="info" variant="subtle" rounded="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            Clients can book during your working hours, which you set on the{' '}
            <ChakraLink asChild color="brand.fg" fontWeight="medium">
              <Link to="/dashboard" search={{ tab: 'profile' }} replace>
                Profile tab
              </Link>
            </ChakraLink>
            , minus your time off. All times are in your profile&rsquo;s time zone, {zoneText(zone, now)}.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {settings.isError ? (
        <ListLoadError what="booking settings" onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : settings.isPending ? (
        <Stack gap="4" p="6" borderWidth="1px" rounded="lg" bg="bg" aria-busy="true">
          <Text srOnly>Loading booking settings…</Text>
          <Skeleton h="6" w="40" />
          <Skeleton h="16" />
          <Skeleton h="24" />
        </Stack>
      ) : (
        <BookingSettingsFields saved={settings.data} />
      )}
      <PaymentsSection />
      <PaymentsLedgerSection />
      <TimeOffSection today={localDateOf(now, zone)} />
    </Stack>
  )
}

function TimeOffSection({ today }: { today: string }) {
  const timeOff = useTimeOff()
  const entries = timeOff.data ?? []
  return (
    <FormSection
      id="time-off-heading"
      title="Time off"
      description="Days or hours you are away. Clients cannot book these times; existing appointments stay as they are."
    >
      {timeOff.isError ? (
        <ListLoadError what="time off" onRetry={() => void timeOff.refetch()} retrying={timeOff.isFetching} />
      ) : timeOff.isPending ? (
        <Skeleton h="16" aria-busy="true" />
      ) : entries.length === 0 ? (
        <EmptyList title="No time off planned" hint="Add a vacation, a training day or an afternoon away below." />
      ) : (
        <TimeOffList entries={entries} />
      )}
      <TimeOffAddForm today={today} />
    </FormSection>
  )
}
