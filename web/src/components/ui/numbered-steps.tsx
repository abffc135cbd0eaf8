import { Circle, Heading, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react'

export type Step = { title: string; text: string }

/** An ordered list of steps, laid out in columns on wide screens. */
export function NumberedSteps({ steps, columns = 3 }: { steps: readonly Step[]; columns?: 3 | 4 }) {
  return (
    <SimpleGrid as="ol" listStyle="none" columns={{ base: 1, md: 2, lg: columns }} gap={{ base: '6', md: '8' }}>
      {steps.map((step, index) => (
        <Stack as="li" key={step.title} gap="3">
          <Circle size="10" bg="brand.solid" color="brand.contrast" fontWeight="bold" aria-hidden>
            {index + 1}
          </Circle>
          <Heading as="h3" size="md" color="fg.heading">
            <VisuallyHidden>{`Step ${index + 1}: `}</VisuallyHidden>
            {step.title}
          </Heading>
          <Text color="fg.muted" lineHeight="tall">
            {step.text}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  )
}
