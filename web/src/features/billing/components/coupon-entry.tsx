import { Button, Checkbox, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { CircleCheck } from 'lucide-react'
import type { CouponEntry } from '../registration-flow'
import { couponBenefitText } from '../signup-summary'

type CouponEntryProps = {
  entry: CouponEntry
  error: string | null
  checking: boolean
  onOpenChange: (open: boolean) => void
  onCodeChange: (code: string) => void
  onApply: () => void
  onRemove: () => void
}

/**
 * 'I have a coupon code' reveals the code box with Apply; an applied coupon locks the box and
 * offers Remove instead (spec section 4).
 */
export function CouponEntryField({
  entry,
  error,
  checking,
  onOpenChange,
  onCodeChange,
  onApply,
  onRemove,
}: CouponEntryProps) {
  const applied = entry.applied
  return (
    <Stack gap="3">
      <Checkbox.Root
        colorPalette="brand"
        checked={entry.open}
        onCheckedChange={(e) => onOpenChange(e.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>I have a coupon code</Checkbox.Label>
      </Checkbox.Root>
      {entry.open && (
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Coupon code</Field.Label>
          <HStack gap="2" w="full" align="start">
            <Input
              name="couponCode"
              value={entry.code}
              onChange={(e) => onCodeChange(e.target.value)}
              onKeyDown={(e) => {
                // Enter applies the code rather than submitting the plan step.
                if (e.key === 'Enter' && !applied) {
                  e.preventDefault()
                  onApply()
                }
              }}
              readOnly={Boolean(applied)}
              aria-readonly={Boolean(applied)}
              bg={applied ? 'bg.muted' : 'bg'}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              flex="1"
              fontFamily="mono"
              textTransform="uppercase"
            />
            {applied ? (
              <Button variant="outline" onClick={onRemove}>
                Remove
              </Button>
            ) : (
              <Button
                variant="outline"
                colorPalette="brand"
                onClick={onApply}
                loading={checking}
                loadingText="Checking…"
              >
                Apply
              </Button>
            )}
          </HStack>
          <Field.ErrorText role="alert">{error}</Field.ErrorText>
          {applied && (
            <HStack gap="1.5" color="green.700" fontSize="sm" role="status">
              <CircleCheck size={16} aria-hidden />
              <Text>
                {applied.code} applied: {couponBenefitText(applied)}
              </Text>
            </HStack>
          )}
        </Field.Root>
      )}
    </Stack>
  )
}
