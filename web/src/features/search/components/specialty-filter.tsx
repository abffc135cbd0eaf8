import { Button, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { isMoreSpecialty, moreSpecialties, primarySpecialties } from '../utils/filter-options'
import { CheckOption } from './check-option'

interface SpecialtyFilterProps {
  value: string | undefined
  onChange: (code: string | undefined) => void
}

/** Single choice shown as checkboxes: ticking one replaces the choice, unticking clears it. */
export function SpecialtyFilter({ value, onChange }: SpecialtyFilterProps) {
  const [showMore, setShowMore] = useState(isMoreSpecialty(value))
  const shown = showMore ? [...primarySpecialties, ...moreSpecialties] : primarySpecialties
  return (
    <Stack gap="2" role="group" aria-label="Specialty">
      {shown.map((s) => (
        <CheckOption
          key={s.code}
          label={s.name}
          checked={value === s.code}
          onChange={(checked) => onChange(checked ? s.code : undefined)}
        />
      ))}
      <Button
        size="xs"
        variant="plain"
        colorPalette="brand"
        alignSelf="start"
        px="0"
        aria-expanded={showMore}
        onClick={() => setShowMore((v) => !v)}
      >
        {showMore ? 'Fewer specializations' : 'More specializations'}
      </Button>
    </Stack>
  )
}
