import { RadioGroup, Stack } from '@chakra-ui/react'

interface ChoiceGroupProps {
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
}

/** A single choice among a few options (rating, gender). */
export function ChoiceGroup({ label, value, options, onChange }: ChoiceGroupProps) {
  return (
    <RadioGroup.Root
      size="sm"
      colorPalette="brand"
      value={value}
      onValueChange={(e) => onChange(e.value ?? '')}
      aria-label={label}
    >
      <Stack gap="2">
        {options.map((o) => (
          <RadioGroup.Item key={o.value} value={o.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  )
}
