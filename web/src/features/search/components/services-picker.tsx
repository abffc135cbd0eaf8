import { Button, Stack, Text, chakra, type ButtonProps } from '@chakra-ui/react'
import { ChevronDown } from 'lucide-react'
import { forwardRef, lazy, Suspense, useId, useState } from 'react'
import { serviceCatalogue } from '@marketplace/domain/catalogue/services.ts'

const labelByCode = new Map(serviceCatalogue.flatMap((c) => c.services.map((s) => [s.code, s.label] as const)))

/** Names of the chosen services, or '{n} selected' when more than 2 are chosen (spec section 2). */
export function servicesSummary(codes: readonly string[]): string {
  if (codes.length === 0) return 'Any service'
  if (codes.length > 2) return `${codes.length} selected`
  return codes.map((c) => labelByCode.get(c) ?? c).join(', ')
}

export interface ServicesPickerProps {
  label?: string
  value: string[]
  onChange: (codes: string[]) => void
}

/** The picker's button, before and after the popover has loaded. */
export const ServicesTrigger = forwardRef<HTMLButtonElement, ButtonProps & { id: string; value: string[] }>(
  function ServicesTrigger({ id, value, ...props }, ref) {
    return (
      <Button
        ref={ref}
        id={`${id}-trigger`}
        variant="outline"
        w="full"
        justifyContent="space-between"
        fontWeight="normal"
        data-testid="services-picker"
        {...props}
      >
        <Text as="span" truncate color={value.length ? 'fg' : 'fg.muted'}>
          {servicesSummary(value)}
        </Text>
        <ChevronDown aria-hidden />
      </Button>
    )
  },
)

// The popover (Chakra's popover machine and floating positioning: about 10 KB gzip) is not part of
// the home page's first load; it loads as the pointer or focus reaches the button.
const loadPopover = () => import('./services-picker-popover')
const ServicesPopover = lazy(loadPopover)

/** A searchable, grouped multi-select over the service catalogue; every part is reachable by Tab. */
export function ServicesPicker({ label = 'Services', value, onChange }: ServicesPickerProps) {
  const id = useId()
  const [used, setUsed] = useState(false)
  const idle = <ServicesTrigger id={id} value={value} aria-haspopup="dialog" aria-expanded={false} />
  return (
    // Not a Field: a Field would hand its one control id to every checkbox inside.
    <Stack gap="1.5" w="full">
      <chakra.label htmlFor={`${id}-trigger`} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      {used ? (
        <Suspense fallback={idle}>
          <ServicesPopover id={id} label={label} value={value} onChange={onChange} />
        </Suspense>
      ) : (
        <ServicesTrigger
          id={id}
          value={value}
          aria-haspopup="dialog"
          aria-expanded={false}
          onPointerEnter={() => void loadPopover()}
          onFocus={() => void loadPopover()}
          onClick={() => setUsed(true)}
        />
      )}
    </Stack>
  )
}
