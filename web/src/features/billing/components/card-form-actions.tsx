import { Button, Stack } from '@chakra-ui/react'

type CardFormActionsProps = {
  submitLabel: string
  disabled: boolean
  saving: boolean
  /** Closes a card form opened from the dashboard; registration has its own way back. */
  onCancel?: () => void
}

/** The card forms' submit, full width on a phone, with Cancel beside it when the form can be closed. */
export function CardFormActions({ submitLabel, disabled, saving, onCancel }: CardFormActionsProps) {
  return (
    <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="end" gap="3">
      {onCancel && (
        <Button variant="ghost" size="lg" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      )}
      <Button
        type="submit"
        colorPalette="brand"
        size="lg"
        disabled={disabled || saving}
        loading={saving}
        loadingText="Processing..."
      >
        {submitLabel}
      </Button>
    </Stack>
  )
}
