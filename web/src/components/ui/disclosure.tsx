import { Box, Button, type BoxProps } from '@chakra-ui/react'
import { ChevronDown } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'

interface DisclosureProps extends Omit<BoxProps, 'children'> {
  label: ReactNode
  defaultOpen?: boolean
  children: ReactNode
}

/**
 * A show/hide section: a button with `aria-expanded` and `aria-controls`, and the region it
 * controls. Chakra's Collapsible measures its content on mount to animate the height (a forced
 * layout: about 200 ms of the home page's start-up in a CPU profile at 4x throttle); this one
 * shows and hides without measuring.
 */
export function Disclosure({ label, defaultOpen = false, children, ...rest }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen)
  const regionId = useId()
  return (
    <Box {...rest}>
      <Button
        variant="ghost"
        size="sm"
        px="1"
        colorPalette="brand"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <Box
          as="span"
          display="inline-flex"
          transition="transform 0.2s"
          transform={open ? 'rotate(180deg)' : undefined}
        >
          <ChevronDown aria-hidden />
        </Box>
      </Button>
      <Box id={regionId} hidden={!open}>
        {children}
      </Box>
    </Box>
  )
}
