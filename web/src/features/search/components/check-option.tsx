import { Checkbox } from '@chakra-ui/react'

interface CheckOptionProps {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}

/** One labelled checkbox of a filter group. */
export function CheckOption({ label, checked, onChange }: CheckOptionProps) {
  return (
    <Checkbox.Root
      size="sm"
      colorPalette="brand"
      checked={checked}
      onCheckedChange={(e) => onChange(e.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
    </Checkbox.Root>
  )
}
