import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { Copy, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { FormField } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toaster'
import { failureMessage } from '@/lib/api-errors'

type CalendarFeedAddressProps = {
  /** The private feed address, or null while there is none. */
  url: string | null
  /** Makes the address, or a new one (the old stops working). */
  onRenew: () => Promise<unknown>
  onTurnOff: () => Promise<unknown>
  pending: boolean
  /** Whose appointments the address shows, for the warning: 'your appointments'. */
  what: string
}

/**
 * A private calendar feed's address, to copy into Google Calendar, Apple Calendar or Outlook, with
 * a new address and turning it off behind a question (the stylist's Calendar tab and the client's
 * appointments page share it).
 */
export function CalendarFeedAddress({ url, onRenew, onTurnOff, pending, what }: CalendarFeedAddressProps) {
  const [confirming, setConfirming] = useState<'renew' | 'off' | null>(null)
  const failed = (error: unknown) =>
    toast({ title: 'Error', description: failureMessage(error, 'Please try again.'), variant: 'destructive' })

  async function copy() {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: 'Feed address copied', variant: 'success' })
    } catch {
      toast({ title: 'Copy failed', description: 'Select the address and copy it yourself.', variant: 'destructive' })
    }
  }

  return (
    <>
      {url === null ? (
        <Stack gap="3" align="start">
          <Text color="fg.muted" fontSize="sm">
            You have no feed address yet.
          </Text>
          <Button colorPalette="brand" loading={pending} onClick={() => void onRenew().catch(failed)}>
            Make my feed address
          </Button>
        </Stack>
      ) : (
        <Stack gap="3">
          <FormField label="Feed address" helperText={`Keep it private: anyone with this address can see ${what}.`}>
            <Input value={url} readOnly onFocus={(e) => e.currentTarget.select()} fontFamily="mono" fontSize="sm" />
          </FormField>
          <HStack gap="3" flexWrap="wrap">
            <Button colorPalette="brand" onClick={() => void copy()}>
              <Copy aria-hidden /> Copy address
            </Button>
            <Button variant="outline" onClick={() => setConfirming('renew')}>
              <RefreshCw aria-hidden /> New address
            </Button>
            <Button variant="ghost" colorPalette="red" onClick={() => setConfirming('off')}>
              Turn off
            </Button>
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            In Google Calendar: Other calendars, +, From URL. In Apple Calendar: File, New Calendar Subscription. In
            Outlook: Add calendar, Subscribe from web.
          </Text>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming === 'off' ? 'Turn the feed off?' : 'Make a new feed address?'}
        description={
          confirming === 'off'
            ? `Calendars subscribed to the current address stop getting ${what}.`
            : 'The current address stops working. Subscribe again in your calendar with the new one.'
        }
        confirmLabel={confirming === 'off' ? 'Turn off' : 'Make a new address'}
        pendingLabel="Working…"
        cancelLabel="Keep the current one"
        pending={pending}
        onConfirm={() => {
          const run = confirming === 'off' ? onTurnOff() : onRenew()
          void run.then(() => setConfirming(null), failed)
        }}
      />
    </>
  )
}
