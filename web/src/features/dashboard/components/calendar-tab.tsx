import { Alert, Badge, Button, HStack, Input, List, Skeleton, Stack, Text } from '@chakra-ui/react'
import type { CalendarSettings, CalendarSource } from '@marketplace/domain/contract/calendar.ts'
import { RefreshCw } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { CalendarFeedAddress } from '@/components/ui/calendar-feed-address'
import { FormField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toaster'
import { failureMessage, fieldErrorsOf } from '@/lib/api-errors'
import {
  useAddCalendarSource,
  useCalendarSettings,
  useRemoveCalendarSource,
  useRenewFeed,
  useSyncSourceNow,
  useTurnOffFeed,
} from '../api/calendar-settings'
import { useOwnProfile } from '../api/get-own-profile'
import { ConfirmDeleteButton } from './confirm-delete-button'
import { EmptyList } from './empty-list'
import { FormSection } from './form-section'
import { ListLoadError } from './list-load-error'
import { ProfileRequired } from './profile-required'
import { TabHeader } from './tab-header'

/** The Calendar tab: the stylist's private feed for their own calendar app, and outside calendars whose busy time blocks slots. */
export function CalendarTab({ userId }: { userId: string }) {
  const profile = useOwnProfile(userId)
  if (!profile) return <ProfileRequired />
  return <CalendarPanel />
}

function CalendarPanel() {
  const settings = useCalendarSettings()
  return (
    <Stack as="section" aria-labelledby="calendar-tab-heading" gap="6">
      <TabHeader
        id="calendar-tab-heading"
        title="Calendar"
        description="See your appointments in your own calendar, and keep clients from booking when you are busy elsewhere."
      />
      {settings.isError ? (
        <ListLoadError
          what="calendar settings"
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : settings.isPending ? (
        <Stack gap="4" aria-busy="true">
          <Text srOnly>Loading calendar settings…</Text>
          <Skeleton h="32" rounded="lg" />
          <Skeleton h="40" rounded="lg" />
        </Stack>
      ) : (
        <>
          <FeedSection url={settings.data.feed.url} />
          <SourcesSection settings={settings.data} />
        </>
      )}
    </Stack>
  )
}

function FeedSection({ url }: { url: string | null }) {
  const renew = useRenewFeed()
  const turnOff = useTurnOffFeed()
  return (
    <FormSection
      id="calendar-feed-heading"
      title="Your appointments in your calendar"
      description="A private address that Google Calendar, Apple Calendar or Outlook can subscribe to. New, moved and cancelled appointments show up there by themselves."
    >
      <CalendarFeedAddress
        url={url}
        what="your appointments"
        pending={renew.isPending || turnOff.isPending}
        onRenew={() => renew.mutateAsync()}
        onTurnOff={() => turnOff.mutateAsync()}
      />
    </FormSection>
  )
}

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

function SyncStatus({ source }: { source: CalendarSource }) {
  if (source.error)
    return (
      <Alert.Root status="error" variant="subtle" rounded="md" size="sm">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            Last try {source.lastAttemptAt ? when.format(new Date(source.lastAttemptAt)) : ''} failed
          </Alert.Title>
          <Alert.Description>{source.error}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    )
  if (!source.lastSyncedAt)
    return (
      <Text fontSize="sm" color="fg.muted">
        Waiting for the first sync (within a minute).
      </Text>
    )
  return (
    <Text fontSize="sm" color="fg.muted">
      Last synced {when.format(new Date(source.lastSyncedAt))} ·{' '}
      {source.busyCount === 1 ? '1 busy time' : `${source.busyCount} busy times`} blocking bookings
    </Text>
  )
}

/** "Sync now": the server fetches the calendar at its next run, within a minute (a few times an hour). */
function SyncNowButton({ source }: { source: CalendarSource }) {
  const sync = useSyncSourceNow()
  return (
    <Button
      size="sm"
      variant="outline"
      alignSelf="start"
      aria-label={`Sync ${source.label} now`}
      loading={sync.isPending}
      onClick={() =>
        sync.mutate(source.id, {
          onSuccess: () =>
            toast({
              title: 'Sync requested',
              description: 'We read this calendar again within a minute.',
              variant: 'success',
            }),
          onError: (error) =>
            toast({ title: 'Error', description: failureMessage(error, 'Please try again.'), variant: 'destructive' }),
        })
      }
    >
      <RefreshCw aria-hidden /> Sync now
    </Button>
  )
}

function SourcesSection({ settings }: { settings: CalendarSettings }) {
  const remove = useRemoveCalendarSource()
  return (
    <FormSection
      id="calendar-sources-heading"
      title="Busy time from your other calendars"
      description="Paste the secret iCal address of a calendar you keep elsewhere (Google: Settings, your calendar, Secret address in iCal format). Clients cannot book the times it shows you busy; we check it every 15 minutes."
    >
      {settings.sources.length === 0 ? (
        <EmptyList title="No calendars connected" hint="Add one below; only busy times are read, never titles." />
      ) : (
        <List.Root as="ul" listStyleType="none" gap="3" aria-label="Connected calendars">
          {settings.sources.map((source) => (
            <List.Item key={source.id} borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }} bg="bg">
              <Stack gap="2" w="full">
                <HStack justify="space-between" align="start" gap="3">
                  <Stack gap="0" minW="0">
                    <HStack gap="2" flexWrap="wrap">
                      <Text fontWeight="semibold" color="fg.heading" wordBreak="break-word">
                        {source.label}
                      </Text>
                      {source.error ? (
                        <Badge colorPalette="red">Not syncing</Badge>
                      ) : source.lastSyncedAt ? (
                        <Badge colorPalette="green">Synced</Badge>
                      ) : (
                        <Badge>New</Badge>
                      )}
                    </HStack>
                    <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                      {source.address}
                    </Text>
                  </Stack>
                  <ConfirmDeleteButton
                    label={`Remove ${source.label}`}
                    title={`Remove ${source.label}?`}
                    description="Its busy times stop blocking your bookings right away."
                    pending={remove.isPending}
                    onConfirm={() => remove.mutateAsync(source.id)}
                  />
                </HStack>
                <SyncStatus source={source} />
                <SyncNowButton source={source} />
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
      <AddSourceForm sampleUrl={settings.sampleUrl} connected={settings.sources.length} />
    </FormSection>
  )
}

function AddSourceForm({ sampleUrl, connected }: { sampleUrl: string | null; connected: number }) {
  const [url, setUrl] = useState('')
  const [label, setLabel] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const add = useAddCalendarSource()

  function submit(input: { url: string; label: string }) {
    add.mutate(input, {
      onSuccess: () => {
        toast({
          title: 'Calendar connected',
          description: 'Its busy times show up here within a minute.',
          variant: 'success',
        })
        setUrl('')
        setLabel('')
        setErrors({})
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error))
        toast({ title: 'Error', description: failureMessage(error, 'Please try again.'), variant: 'destructive' })
      },
    })
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submit({ url: url.trim(), label: label.trim() })
  }

  return (
    <form noValidate aria-label="Connect a calendar" onSubmit={handleSubmit}>
      <Stack gap="4" borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }} bg="bg.subtle">
        <Text as="h4" fontWeight="semibold" color="fg.heading">
          Connect a calendar
        </Text>
        <FormField label="Secret iCal address" error={errors.url} required>
          <Input
            name="url"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
            value={url}
            onChange={(e) => {
              setUrl(e.target.value)
              setErrors(({ url: _, ...rest }) => rest)
            }}
          />
        </FormField>
        <FormField label="Name (optional)" error={errors.label} helperText="Shown only to you, such as Personal.">
          <Input name="label" maxLength={80} value={label} onChange={(e) => setLabel(e.target.value)} />
        </FormField>
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="brand" loading={add.isPending} disabled={connected >= 5}>
            Connect calendar
          </Button>
          {sampleUrl && (
            <Button
              variant="outline"
              disabled={add.isPending || connected >= 5}
              onClick={() => submit({ url: sampleUrl, label: 'Sample personal calendar' })}
            >
              Try the sample calendar
            </Button>
          )}
        </HStack>
        {connected >= 5 && (
          <Text fontSize="sm" color="fg.muted">
            You can connect up to 5 calendars. Remove one to add another.
          </Text>
        )}
      </Stack>
    </form>
  )
}
