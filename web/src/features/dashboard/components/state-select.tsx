import { NativeSelect } from '@chakra-ui/react'
import { usStates } from '@marketplace/domain/catalogue/states.ts'

const states = Object.entries(usStates).sort(([, a], [, b]) => a.localeCompare(b))

type StateSelectProps = { name: string; value: string; onChange: (code: string) => void; placeholder: string }

/** A US state by its two-letter code (inside a FormField, which labels it). */
export function StateSelect({ name, value, onChange, placeholder }: StateSelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{placeholder}</option>
        {states.map(([code, stateName]) => (
          <option key={code} value={code}>
            {stateName} ({code})
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
