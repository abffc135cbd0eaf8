import { Box, Heading, Icon, Stack, Text } from '@chakra-ui/react'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

type FeatureCardProps = {
  icon: LucideIcon
  title: string
  children: ReactNode
  /** The heading level inside the page's outline; h3 under a section's h2 by default. */
  as?: 'h2' | 'h3'
}

export function FeatureCard({ icon, title, children, as = 'h3' }: FeatureCardProps) {
  return (
    <Stack
      gap="3"
      p={{ base: '5', md: '6' }}
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      rounded="xl"
      boxShadow="xs"
      height="full"
    >
      <Box bg="brand.subtle" color="brand.fg" rounded="lg" p="2.5" w="fit-content">
        <Icon as={icon} boxSize="5" aria-hidden />
      </Box>
      <Heading as={as} size="md" color="fg.heading">
        {title}
      </Heading>
      <Text color="fg.muted" lineHeight="tall">
        {children}
      </Text>
    </Stack>
  )
}
