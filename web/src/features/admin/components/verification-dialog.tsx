import { Alert, Button, Checkbox, Field, Stack, Text, Textarea } from '@chakra-ui/react'
import { useRef, useState } from 'react'
import { DialogActions, DialogBody, DialogDescription, DialogFrame } from '@/components/ui/dialog-frame'
import { toast } from '@/components/ui/toaster'
import { useDecideVerification, type VerificationRequest } from '../api/decide-verification'
import { failureDescription } from '../admin-errors'

const copy = {
  approve: {
    title: 'Approve',
    body: 'Their profile is marked Verified and shows in search while their subscription is active.',
    button: 'Approve',
    pending: 'Approving…',
    palette: 'green',
    success: 'Stylist approved successfully',
    failure: 'Failed to approve stylist',
  },
  reject: {
    title: 'Reject',
    body: 'Their profile is marked Not Approved and leaves search.',
    button: 'Reject',
    pending: 'Rejecting…',
    palette: 'red',
    success: 'Stylist rejected successfully',
    failure: 'Failed to reject stylist',
  },
} as const

type VerificationDialogProps = { open: boolean; request: VerificationRequest | null; onClose: () => void }

/**
 * Approve or reject one stylist, with optional notes for the record. Approving a stylist who gave
 * no license number first asks the admin to confirm they checked it another way.
 */
export function VerificationDialog({ open, request, onClose }: VerificationDialogProps) {
  const decide = useDecideVerification()
  const [notes, setNotes] = useState('')
  const [confirmed, setConfirmed] = useState(false)
  const needsConfirmation = request?.decision === 'approve' && !request.stylist.licenseNumber
  // A decided stylist leaves the list, and with it the button that opened this dialog.
  const decided = useRef(false)
  const text = copy[request?.decision ?? 'approve']

  function close() {
    if (decide.isPending) return
    setNotes('')
    setConfirmed(false)
    onClose()
  }

  function confirm() {
    if (!request) return
    decided.current = false
    decide.mutate(
      {
        stylistId: request.stylist.id,
        decision: request.decision,
        notes,
        confirmNoLicense: needsConfirmation && confirmed,
      },
      {
        onSuccess: () => {
          decided.current = true
          toast({ title: text.success, variant: 'success' })
          setNotes('')
          setConfirmed(false)
          onClose()
        },
        onError: (error) =>
          toast({ title: text.failure, description: failureDescription(error), variant: 'destructive' }),
      },
    )
  }

  return (
    // Not a ConfirmDialog: approving is no loss to guard against, and focus starts on the notes.
    <DialogFrame
      open={open}
      onClose={close}
      title={`${text.title} ${request?.stylist.stylistName ?? ''}?`}
      busy={decide.isPending}
      finalFocusEl={() => (decided.current ? document.getElementById('admin-pending-heading') : null)}
    >
      <DialogBody>
        <Stack gap="4">
          <DialogDescription>{text.body}</DialogDescription>
          {needsConfirmation && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Stack gap="2">
                <Alert.Title>This stylist gave no license number.</Alert.Title>
                <Checkbox.Root checked={confirmed} onCheckedChange={(e) => setConfirmed(e.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>I checked their license another way and want to approve them</Checkbox.Label>
                </Checkbox.Root>
              </Stack>
            </Alert.Root>
          )}
          <Field.Root>
            <Field.Label>
              Notes{' '}
              <Text as="span" color="fg.muted" fontWeight="normal">
                (optional)
              </Text>
            </Field.Label>
            <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={2000} rows={4} autoresize />
            <Field.HelperText>Kept in the audit log with your decision.</Field.HelperText>
          </Field.Root>
        </Stack>
      </DialogBody>
      <DialogActions>
        <Button variant="outline" onClick={close} disabled={decide.isPending}>
          Cancel
        </Button>
        <Button
          colorPalette={text.palette}
          onClick={confirm}
          loading={decide.isPending}
          loadingText={text.pending}
          disabled={needsConfirmation && !confirmed}
        >
          {text.button}
        </Button>
      </DialogActions>
    </DialogFrame>
  )
}
