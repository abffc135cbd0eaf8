import { Badge, Flex, Heading, HStack, Icon, List, Stack, Text } from '@chakra-ui/react'
import { Check } from 'lucide-react'
import type { ReactNode } from 'react'

export type Plan = {
  name: string
  price: string
  period: string
  billing: string
  badge: string
  highlighted?: boolean
  features: readonly string[]
}

export function PlanCard({ plan, action }: { plan: Plan; action: ReactNode }) {
  return (
    <Stack
      as="article"
      aria-label={`${plan.name} plan`}
      gap="6"
      p={{ base: '6', md: '8' }}
      bg="bg"
      rounded="2xl"
      borderWidth={plan.highlighted ? '2px' : '1px'}
      borderColor={plan.highlighted ? 'brand.solid' : 'border'}
      boxShadow={plan.highlighted ? 'lg' : 'sm'}
      height="full"
    >
      <Flex justify="space-between" align="center" gap="4">
        <Heading as="h3" size="xl" color="fg.heading">
          {plan.name}
        </Heading>
        <Badge colorPalette="brand" variant={plan.highlighted ? 'solid' : 'subtle'} size="md" rounded="full" px="3">
          {plan.badge}
        </Badge>
      </Flex>
      <Stack gap="1">
        <HStack align="baseline" gap="1">
          <Text fontSize="5xl" fontWeight="bold" lineHeight="1" color="fg.heading">
            {plan.price}
          </Text>
          <Text color="fg.muted">/ {plan.period}</Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {plan.billing}
        </Text>
      </Stack>
      <List.Root gap="3" variant="plain" flex="1">
        {plan.features.map((feature) => (
          <List.Item key={feature} alignItems="flex-start">
            <List.Indicator asChild color="brand.fg" mt="0.5">
              <Icon as={Check} boxSize="4" aria-hidden />
            </List.Indicator>
            {feature}
          </List.Item>
        ))}
      </List.Root>
      {action}
    </Stack>
  )
}
