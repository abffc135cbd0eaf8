import { Badge, Box, Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { MessageCircle } from 'lucide-react'
import { useUnread } from '../api/get-unread'
import { badgeFigure, messagesLinkLabel } from '../message-format'

type MessagesNavLinkProps = {
  userId: string
  /** Stylists read their messages in the dashboard's tab; clients at /messages. */
  isStylist: boolean
  layout: 'bar' | 'drawer' | 'icon'
  onNavigate?: () => void
}

/** The header's "Messages" with the unread count, named for screen readers ("Messages, 2 unread"). */
export function MessagesNavLink({ userId, isStylist, layout, onNavigate }: MessagesNavLinkProps) {
  const { data: unread } = useUnread(userId)
  const label = messagesLinkLabel(unread)
  const badge = unread ? (
    <Badge
      colorPalette="red"
      variant="solid"
      rounded="full"
      size="sm"
      aria-hidden
      data-testid="messages-unread-badge"
      {...(layout === 'icon'
        ? { position: 'absolute', top: '0', insetEnd: '0', minW: '5', justifyContent: 'center' }
        : {})}
    >
      {badgeFigure(unread)}
    </Badge>
  ) : null
  const target = isStylist
    ? ({ to: '/dashboard', search: { tab: 'messages' } } as const)
    : ({ to: '/messages' } as const)
  return (
    <ChakraLink
      asChild
      aria-label={label}
      color="fg.muted"
      fontWeight="medium"
      textDecoration="none"
      rounded="sm"
      _currentPage={{ color: 'brand.fg', fontWeight: 'semibold' }}
      fontSize={layout === 'bar' ? 'sm' : 'lg'}
      py={layout === 'drawer' ? '2' : undefined}
      whiteSpace="nowrap"
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      position="relative"
      _hover={{ color: 'brand.fg', textDecoration: 'none' }}
    >
      <Link {...target} onClick={onNavigate}>
        {layout === 'icon' ? (
          <Box as="span" display="inline-flex" p="2">
            <MessageCircle size={22} aria-hidden />
          </Box>
        ) : (
          'Messages'
        )}
        {badge}
      </Link>
    </ChakraLink>
  )
}
