import { Stack, type StackProps } from '@chakra-ui/react'

/**
 * The save button of a long form, held at the bottom of the screen while any of the form is in
 * view, so a change far down never needs a scroll to save it (the last place it sticks to is the
 * form's own end).
 */
export function StickySaveBar(props: StackProps) {
  return (
    <Stack
      gap="2"
      position="sticky"
      bottom="0"
      zIndex="docked"
      bg="bg.warm"
      borderTopWidth="1px"
      mx={{ base: '-4', md: '0' }}
      px={{ base: '4', md: '0' }}
      py="3"
      pb="calc(0.75rem + env(safe-area-inset-bottom))"
      data-testid="sticky-save-bar"
      {...props}
    />
  )
}
