import { Box, Field, Input, InputGroup } from '@chakra-ui/react'
import { Search } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'

/** How long typing must pause before the search runs. */
const SEARCH_DELAY_MS = 300

type UserSearchBoxProps = {
  /** The search the address holds. */
  query: string
  onSearch: (query: string) => void
}

/** 'Search by name or email...': searches once typing pauses, or at once on Enter. */
export function UserSearchBox({ query, onSearch }: UserSearchBoxProps) {
  const [text, setText] = useState(query)
  // The address can change on its own (Back, a link): the box follows it.
  const [shownQuery, setShownQuery] = useState(query)
  if (query !== shownQuery) {
    setShownQuery(query)
    if (text.trim() !== query) setText(query)
  }

  useEffect(() => {
    const wanted = text.trim()
    if (wanted === query) return
    const timer = setTimeout(() => onSearch(wanted), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, query, onSearch])

  function submit(event: FormEvent) {
    event.preventDefault()
    if (text.trim() !== query) onSearch(text.trim())
  }

  return (
    <Box as="form" role="search" onSubmit={submit} maxW={{ md: 'md' }}>
      <Field.Root>
        <Field.Label srOnly>Search users</Field.Label>
        <InputGroup startElement={<Search aria-hidden size={16} />}>
          <Input
            type="search"
            name="q"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search by name or email..."
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            bg="bg"
          />
        </InputGroup>
      </Field.Root>
    </Box>
  )
}
