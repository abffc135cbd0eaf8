import { Box, Button, Checkbox, Input, Popover, Portal, Stack, Text, chakra } from '@chakra-ui/react'
import { ChevronDown } from 'lucide-react'
import { useId, useMemo, useRef, useState } from 'react'
import { serviceCatalogue } from '@marketplace/domain/catalogue/services.ts'

const labelByCode = new Map(serviceCatalogue.flatMap((c) => c.services.map((s) => [s.code, s.label] as const)))

/** Names of the chosen services, or '{n} selected' when more than 2 are chosen (spec section 2). */
export function servicesSummary(codes: readonly string[]): string {
  if (codes.length === 0) return 'Any service'
  if (codes.length > 2) return `${codes.length} selected`
  return codes.map((c) => labelByCode.get(c) ?? c).join(', ')
}

interface ServicesPickerProps {
  label?: string
  value: string[]
  onChange: (codes: string[]) => void
}

/** A searchable, grouped multi-select over the service catalogue; every part is reachable by Tab. */
export function ServicesPicker({ label = 'Services', value, onChange }: ServicesPickerProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [filter, setFilter] = useState('')
  const searchRef = useRef<HTMLInputElement>(null)

  const groups = useMemo(() => {
    const needle = filter.trim().toLowerCase()
    return serviceCatalogue
      .map((c) => ({
        name: c.name,
        services: c.services.filter((s) => !needle || s.label.toLowerCase().includes(needle) || c.name.toLowerCase().includes(needle)),
      }))
      .filter((c) => c.services.length > 0)
  }, [filter])

  function toggle(code: string, checked: boolean) {
    onChange(checked ? [...value.filter((c) => c !== code), code] : value.filter((c) => c !== code))
  }

  return (
    // Not a Field: a Field would hand its one control id to every checkbox inside.
    <Stack gap="1.5" w="full">
      <chakra.label htmlFor={`${id}-trigger`} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      <Popover.Root
        open={open}
        onOpenChange={(e) => setOpen(e.open)}
        positioning={{ placement: 'bottom-start', sameWidth: true }}
        initialFocusEl={() => searchRef.current}
        lazyMount
      >
        <Popover.Trigger asChild>
          <Button id={`${id}-trigger`} variant="outline" w="full" justifyContent="space-between" fontWeight="normal" data-testid="services-picker">
            <Text as="span" truncate color={value.length ? 'fg' : 'fg.muted'}>
              {servicesSummary(value)}
            </Text>
            <ChevronDown aria-hidden />
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content minW="72" maxW="sm" aria-label={label}>
              <Popover.Body p="2">
                <Input
                  ref={searchRef}
                  size="sm"
                  placeholder="Search services..."
                  aria-label="Search services"
                  value={filter}
                  onChange={(e) => setFilter(e.target.value)}
                  mb="2"
                />
                <Box maxH="72" overflowY="auto" role="group" aria-label="Services">
                  {groups.length === 0 ? (
                    <Text py="4" textAlign="center" fontSize="sm" color="fg.muted">
                      No service found.
                    </Text>
                  ) : (
                    groups.map((group) => (
                      <Box key={group.name} role="group" aria-label={group.name} mb="2">
                        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" px="1" py="1">
                          {group.name}
                        </Text>
                        <Stack gap="1" px="1">
                          {group.services.map((service) => (
                            <Checkbox.Root
                              key={service.code}
                              size="sm"
                              colorPalette="brand"
                              checked={value.includes(service.code)}
                              onCheckedChange={(e) => toggle(service.code, e.checked === true)}
                            >
                              <Checkbox.HiddenInput />
                              <Checkbox.Control />
                              <Checkbox.Label fontWeight="normal">{service.label}</Checkbox.Label>
                            </Checkbox.Root>
                          ))}
                        </Stack>
                      </Box>
                    ))
                  )}
                </Box>
                {value.length > 0 && (
                  <Button size="xs" variant="ghost" mt="1" onClick={() => onChange([])}>
                    Clear services
                  </Button>
                )}
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </Stack>
  )
}
