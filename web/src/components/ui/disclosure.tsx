import { Box, Button, chakra, type HTMLChakraProps } from '@chakra-ui/react'
import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'

interface DisclosureProps extends Omit<HTMLChakraProps<'details'>, 'children'> {
  label: ReactNode
  defaultOpen?: boolean
  children: ReactNode
}

/**
 * A show/hide section: the platform's `<details>` and `<summary>`, so it opens and closes before
 * the app runs (issue 36), and the app keeps whatever the visitor chose (the open state is the
 * element's own; React sets `open` only at first). Chakra's Collapsible measures its content on
 * mount to animate the height (a forced layout: about 200 ms of the home page's start-up in a CPU
 * profile at 4x throttle); this one shows and hides without measuring.
 */
export function Disclosure({ label, defaultOpen = false, children, ...rest }: DisclosureProps) {
  return (
    <chakra.details
      open={defaultOpen}
      css={{ '&[open] > summary .disclosure-chevron': { transform: 'rotate(180deg)' } }}
      {...rest}
    >
      <Button
        asChild
        variant="ghost"
        size="sm"
        px="1"
        colorPalette="brand"
        listStyle="none"
        css={{ '&::-webkit-details-marker': { display: 'none' } }}
      >
        <summary>
          {label}
          <Box as="span" display="inline-flex" transition="transform 0.2s" className="disclosure-chevron">
            <ChevronDown aria-hidden />
          </Box>
        </summary>
      </Button>
      {children}
    </chakra.details>
  )
}
