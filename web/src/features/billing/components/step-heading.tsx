import { Heading, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, type ReactNode } from 'react'

type StepHeadingProps = {
  title: string
  description?: ReactNode
  /** Moves focus here when the step appears, so keyboard and screen-reader users follow along. */
  focusOnMount: boolean
}

/** The h2 of one registration step. */
export function StepHeading({ title, description, focusOnMount }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnMount) ref.current?.focus()
  }, [focusOnMount])
  return (
    <Stack gap="1">
      <Heading
        ref={ref}
        as="h2"
        size={{ base: 'lg', md: 'xl' }}
        color="fg.heading"
        tabIndex={-1}
        _focusVisible={{ outline: 'none' }}
      >
        {title}
      </Heading>
      {description && <Text color="fg.muted">{description}</Text>}
    </Stack>
  )
}
