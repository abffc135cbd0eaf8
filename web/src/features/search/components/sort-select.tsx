import { Button, IconButton, NativeSelect, chakra, type NativeSelectRootProps } from '@chakra-ui/react'
import { ArrowUpDown } from 'lucide-react'
import type { SearchSort } from '@marketplace/domain/contract/search-options.ts'
import { sortOptions } from '../utils/filter-options'

interface SortSelectProps {
  value: SearchSort
  onChange: (sort: SearchSort) => void
  /**
   * This page's address with every choice but the sort: before the app runs, the select is a GET
   * form to it, so choosing a sort and pressing "Sort" loads the sorted page.
   */
  action: string
  /**
   * The phone bar has no room for the label: it is read, not shown (the choice shows the sort), and
   * the choices are their short labels.
   */
  short?: boolean
  width?: NativeSelectRootProps['w']
  /** Until the page knows its width, the bar's and the header's selects are both in the markup. */
  id?: string
}

/** Shown only where scripts do not run (or have not started): with the app a choice applies at once. */
const withoutScript = { display: 'none', '@media (scripting: none)': { display: 'inline-flex' } }

/** "Sort by" and its choices (spec section 2). */
export function SortSelect({ value, onChange, action, short = false, width, id = 'results-sort' }: SortSelectProps) {
  const [path, query = ''] = action.split('?')
  const kept = [...new URLSearchParams(query)]
  return (
    <chakra.form
      method="get"
      action={path}
      display="flex"
      alignItems="center"
      gap="2"
      flex={short ? '1' : undefined}
      minW="0"
      // Before the app runs (a phone starts it at the first touch), the entry sends the form when the
      // choice changes (lib/held-interactions.ts).
      data-submit-on-change=""
      // With the app the select's change applies the sort; Enter in the form changes nothing more.
      onSubmit={(e) => {
        e.preventDefault()
        onChange(new FormData(e.currentTarget).get('sort') as SearchSort)
      }}
    >
      {kept.map(([name, v], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={v} />
      ))}
      <chakra.label htmlFor={id} fontSize="sm" whiteSpace="nowrap" color="fg.muted" srOnly={short}>
        Sort by
      </chakra.label>
      <NativeSelect.Root size="sm" w={width}>
        <NativeSelect.Field id={id} name="sort" value={value} onChange={(e) => onChange(e.target.value as SearchSort)}>
          {sortOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {short ? o.short : o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {short ? (
        // The phone bar's select keeps its width for the choice ("Recommended" was cut to
        // "Recommende" beside a worded button): the button is its icon, named "Sort".
        <IconButton type="submit" size="sm" variant="outline" flexShrink={0} aria-label="Sort" css={withoutScript}>
          <ArrowUpDown aria-hidden />
        </IconButton>
      ) : (
        <Button type="submit" size="sm" variant="outline" flexShrink={0} css={withoutScript}>
          Sort
        </Button>
      )}
    </chakra.form>
  )
}
