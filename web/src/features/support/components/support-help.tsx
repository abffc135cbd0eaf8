import { Box, Heading, Icon, Link, Stack, Text } from '@chakra-ui/react'
import { Clock, Mail } from 'lucide-react'
import { supportEmail } from '@/lib/site'

const questions = [
  {
    question: 'How do I cancel or change my subscription?',
    answer:
      'Open your dashboard and go to the Subscription tab. You can switch between monthly and annual or cancel there; after cancelling, your profile stays visible until the end of the period you have paid for.',
  },
  {
    question: 'Why is my profile not showing in search?',
    answer:
      'A profile appears in search while its subscription is active and the profile details are complete. Check the Profile tab of your dashboard for anything missing.',
  },
  {
    question: 'How long does verification take?',
    answer:
      'Our team usually reviews new profiles within a few business days. Your dashboard shows the current status of your verification.',
  },
  {
    question: 'I think a review breaks the rules. What should I do?',
    answer:
      'Send us the stylist’s name and the date of the review using this form, and tell us what is wrong. We look into every report.',
  },
] as const

export function SupportHelp() {
  return (
    <Stack gap="8">
      <Stack gap="4" bg="bg.warm" rounded="2xl" p="6">
        <Heading as="h2" size="lg" color="fg.heading">
          Other ways to reach us
        </Heading>
        <Stack direction="row" gap="3" align="flex-start">
          <Icon as={Mail} boxSize="5" color="brand.fg" mt="0.5" aria-hidden />
          <Text>
            Email{' '}
            <Link href={`mailto:${supportEmail}`} color="brand.fg" fontWeight="medium">
              {supportEmail}
            </Link>
          </Text>
        </Stack>
        <Stack direction="row" gap="3" align="flex-start">
          <Icon as={Clock} boxSize="5" color="brand.fg" mt="0.5" aria-hidden />
          <Text color="fg.muted">We answer every message within one to two business days, Monday to Friday.</Text>
        </Stack>
      </Stack>
      <Stack gap="5">
        <Heading as="h2" size="lg" color="fg.heading">
          Common questions
        </Heading>
        {questions.map((item) => (
          <Box key={item.question}>
            <Heading as="h3" size="sm" color="fg.heading" mb="1.5">
              {item.question}
            </Heading>
            <Text color="fg.muted" lineHeight="tall">
              {item.answer}
            </Text>
          </Box>
        ))}
      </Stack>
    </Stack>
  )
}
