import { Box, Button, Checkbox, Input, Popover, Portal, Stack, Text } from '@chakra-ui/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { serviceCatalogue } from '@marketplace/domain/catalogue/services.ts'
import { ServicesTrigger, type ServicesPickerProps } from './services-picker'

/**
 * The services picker's popover: loaded when its button is first pointed at, focused or pressed
 * (services-picker.tsx), and mounted open after that first press.
 */
export default function ServicesPopover({
  id,
  label,
  value,
  onChange,
}: Required<ServicesPickerProps> & { id: string }) {
  const [open, setOpen] = useState(false)
  // Opened just after mounting, not mounted open: the popover moves focus into itself (to the
  // search box) on the transition to open.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setOpen(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  const [filter, setFilter] = useState('')
  const searchRef = useRef<HTMLInputElement>(null)

  const groups = useMemo(() => {
    const needle = filter.trim().toLowerCase()
    return serviceCatalogue
      .map((c) => ({
        name: c.name,
        services: c.services.filter(
          (s) => !needle || s.label.toLowerCase().includes(needle) || c.name.toLowerCase().includes(needle),
        ),
      }))
      .filter((c) => c.services.length > 0)
  }, [filter])

  function toggle(code: string, checked: boolean) {
    onChange(checked ? [...value.filter((c) => c !== code), code] : value.filter((c) => c !== code))
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      positioning={{ placement: 'bottom-start', sameWidth: true }}
      initialFocusEl={() => searchRef.current}
      lazyMount
    >
      <Popover.Trigger asChild>
        <ServicesTrigger id={id} value={value} />
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
                      <Text
                        fontSize="xs"
                        fontWeight="semibold"
                        color="fg.muted"
                        textTransform="uppercase"
                        px="1"
                        py="1"
                      >
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
  )
}
