import { Circle, HStack, Separator, Text } from '@chakra-ui/react'
import { Check } from 'lucide-react'
import type { RegistrationStep } from '../registration-flow'

const stages = [
  { title: 'Plan', steps: ['plan'] },
  { title: 'Payment', steps: ['payment'] },
  { title: 'Account', steps: ['processing', 'complete'] },
] as const

/** Where the stylist is in the flow; a list, not buttons, since steps are reached in order only. */
export function RegistrationProgress({ step }: { step: RegistrationStep }) {
  const current = stages.findIndex((stage) => (stage.steps as readonly string[]).includes(step))
  return (
    <HStack as="ol" aria-label="Registration progress" listStyle="none" gap={{ base: '2', sm: '3' }} w="full">
      {stages.map((stage, index) => {
        const done = index < current || step === 'complete'
        const active = index === current && !done
        const reached = done || active
        return (
          <HStack
            as="li"
            key={stage.title}
            gap={{ base: '2', sm: '3' }}
            flex={index > 0 ? '1' : undefined}
            aria-current={active ? 'step' : undefined}
          >
            {index > 0 && <Separator flex="1" borderColor={reached ? 'brand.solid' : 'border'} aria-hidden />}
            <Circle
              size="7"
              fontSize="sm"
              fontWeight="bold"
              bg={reached ? 'brand.solid' : 'bg'}
              color={reached ? 'brand.contrast' : 'fg.muted'}
              borderWidth="2px"
              borderColor={reached ? 'brand.solid' : 'border'}
              flexShrink={0}
              aria-hidden
            >
              {done ? <Check size={14} /> : index + 1}
            </Circle>
            <Text
              fontSize="sm"
              fontWeight={active ? 'semibold' : 'medium'}
              color={active ? 'fg.heading' : 'fg.muted'}
              flexShrink={0}
            >
              {stage.title}
              {done && (
                <Text as="span" srOnly>
                  {' '}
                  (done)
                </Text>
              )}
            </Text>
          </HStack>
        )
      })}
    </HStack>
  )
}
