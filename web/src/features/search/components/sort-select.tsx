import { NativeSelect, chakra, type NativeSelectRootProps } from '@chakra-ui/react'
import type { SearchSort } from '@marketplace/domain/contract/search-options.ts'
import { sortOptions } from '../utils/filter-options'

interface SortSelectProps {
  value: SearchSort
  onChange: (sort: SearchSort) => void
  /**
   * The phone bar has no room for the label: it is read, not shown (the choice shows the sort), and
   * the choices are their short labels.
   */
  short?: boolean
  width?: NativeSelectRootProps['w']
  /** Until the page knows its width, the bar's and the header's selects are both in the markup. */
  id?: string
}

/** "Sort by" and its choices (spec section 2). */
export function SortSelect({ value, onChange, short = false, width, id = 'results-sort' }: SortSelectProps) {
  return (
    <>
      <chakra.label htmlFor={id} fontSize="sm" whiteSpace="nowrap" color="fg.muted" srOnly={short}>
        Sort by
      </chakra.label>
      <NativeSelect.Root size="sm" w={width}>
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value as SearchSort)}>
          {sortOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {short ? o.short : o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </>
  )
}
