import { Circle, Heading, Spinner, Text, VStack } from '@chakra-ui/react'
import { Check } from 'lucide-react'
import { useEffect, useRef } from 'react'

type RegistrationStatusProps = { state: 'processing' | 'complete' }

const copy = {
  processing: { title: 'Setting up your account...', text: 'Please wait while we create your stylist profile' },
  complete: { title: 'Account Created Successfully!', text: 'Redirecting to your dashboard...' },
}

/** The processing and complete steps; announced as they change, with focus on the heading. */
export function RegistrationStatus({ state }: RegistrationStatusProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [state])
  return (
    <VStack gap="4" py={{ base: '8', md: '12' }} textAlign="center" role="status" aria-live="polite">
      {state === 'processing' ? (
        <Spinner size="xl" color="brand.solid" borderWidth="3px" />
      ) : (
        <Circle size="14" bg="green.100" color="green.700" aria-hidden>
          <Check size={28} />
        </Circle>
      )}
      <Heading
        ref={heading}
        as="h2"
        size={{ base: 'lg', md: 'xl' }}
        color="fg.heading"
        tabIndex={-1}
        _focusVisible={{ outline: 'none' }}
      >
        {copy[state].title}
      </Heading>
      <Text color="fg.muted">{copy[state].text}</Text>
    </VStack>
  )
}
