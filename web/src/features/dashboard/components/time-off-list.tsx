import { HStack, Stack, Text } from '@chakra-ui/react'
import type { TimeOff } from '@marketplace/domain/contract/booking.ts'
import { toast } from '@/components/ui/toaster'
import { failureMessage } from '@/lib/api-errors'
import { useDeleteTimeOff } from '../api/delete-time-off'
import { sortTimeOff, timeOffText } from '../time-off-form'
import { ConfirmDeleteButton } from './confirm-delete-button'

/** The stylist's time off, soonest first, each with Delete. */
export function TimeOffList({ entries }: { entries: readonly TimeOff[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" rounded="md" aria-label="Your time off">
      {sortTimeOff(entries).map((entry, index) => (
        <TimeOffRow key={entry.id} entry={entry} first={index === 0} />
      ))}
    </Stack>
  )
}

function TimeOffRow({ entry, first }: { entry: TimeOff; first: boolean }) {
  const remove = useDeleteTimeOff()
  const { dates, hours } = timeOffText(entry)
  const confirmDelete = () =>
    remove.mutateAsync(entry.id).then(
      () => toast({ title: 'Time off removed', variant: 'success' }),
      (error: unknown) => {
        toast({
          title: 'Error removing time off',
          description: failureMessage(error, 'Please try again.'),
          variant: 'destructive',
        })
        throw error
      },
    )
  return (
    <HStack
      as="li"
      justify="space-between"
      gap="3"
      px={{ base: '3', md: '4' }}
      py="3"
      borderTopWidth={first ? '0' : '1px'}
    >
      <Stack gap="0" minW="0">
        <Text fontWeight="medium">{dates}</Text>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {entry.note ? `${hours} · ${entry.note}` : hours}
        </Text>
      </Stack>
      <ConfirmDeleteButton
        label={`Delete time off ${dates}`}
        title="Delete this time off?"
        description={`${dates}, ${hours.toLowerCase()}: clients will be able to book these times again.`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </HStack>
  )
}
