import { Box, Card, HStack, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { DashboardProfile } from '@marketplace/domain/contract/dashboard.ts'
import { CheckCircle2, ExternalLink } from 'lucide-react'
import type { MouseEvent } from 'react'
import { profileCompleteness, type CompletenessItem } from '../profile-completeness'

/** What can take the focus in a region: the visible controls (a file input is hidden behind its button). */
const controls = 'button, select, textarea, input:not([type="file"]):not([type="hidden"])'

/**
 * Brings a field of this tab into view and focuses it, or, for a heading, the first control of
 * the part it names (the element labelled by it: the photo's section, the hours' list): a link to
 * "#id" alone would scroll but leave the keyboard where it was.
 */
function goToField(event: MouseEvent<HTMLAnchorElement>, elementId: string) {
  const target = document.getElementById(elementId)
  if (!target) return
  event.preventDefault()
  const control = target.matches(controls)
    ? target
    : document.querySelector(`[aria-labelledby="${elementId}"]`)?.querySelector<HTMLElement>(controls)
  target.scrollIntoView({ block: 'center' })
  control?.focus({ preventScroll: true })
}

function MissingLink({ item }: { item: CompletenessItem }) {
  const { target } = item
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      {target.tab === 'profile' ? (
        <a href={`#${target.elementId}`} onClick={(e) => goToField(e, target.elementId)}>
          {item.label}
        </a>
      ) : (
        <Link to="/dashboard" search={{ tab: target.tab }} replace>
          {item.label}
        </Link>
      )}
    </ChakraLink>
  )
}

/** How complete the saved profile is, what is missing (each a link to where it is filled in), and the public profile. */
export function ProfileCompletenessCard({ profile }: { profile: DashboardProfile }) {
  const { missing, done, total, percent } = profileCompleteness(profile)
  const listed = profile.subscriptionActive && profile.verificationStatus !== 'rejected'
  return (
    <Card.Root as="section" aria-labelledby="completeness-heading" variant="outline" bg="bg" size="sm">
      <Card.Body gap="3">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Text as="h3" id="completeness-heading" fontWeight="semibold" color="fg.heading">
            Profile {percent}% complete
          </Text>
          {listed ? (
            <ChakraLink asChild color="brand.fg" fontWeight="medium" fontSize="sm">
              <Link to="/stylist/$id/$slug" params={{ id: String(profile.id), slug: profile.slug }}>
                View public profile <ExternalLink size={14} aria-hidden />
              </Link>
            </ChakraLink>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              Your public profile shows while your subscription is active.
            </Text>
          )}
        </HStack>
        {/* Drawn here: the app's slimmed Chakra theme (web/src/theme) carries no progress recipe. */}
        <Box
          role="progressbar"
          aria-label="Profile completeness"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${done} of ${total} done`}
          h="2"
          bg="bg.muted"
          rounded="full"
          overflow="hidden"
        >
          <Box h="full" w={`${percent}%`} bg={percent === 100 ? 'green.500' : 'brand.solid'} rounded="full" />
        </Box>
        {missing.length === 0 ? (
          <HStack gap="2" color="fg.success" fontSize="sm">
            <CheckCircle2 size={16} aria-hidden />
            <Text>Everything clients look for is on your profile.</Text>
          </HStack>
        ) : (
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              Complete profiles rank higher and get more calls. Still missing:
            </Text>
            <List.Root gap="1" ps="5" fontSize="sm" aria-label="Missing from your profile">
              {missing.map((item) => (
                <List.Item key={item.key}>
                  <MissingLink item={item} />
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  )
}
