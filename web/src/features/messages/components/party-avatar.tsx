import { Avatar } from '@chakra-ui/react'
import type { ConversationSummary } from '@marketplace/domain/contract/messages.ts'
import { responsiveImage } from '@/lib/responsive-image'

/** The other party's photo (or initials); decorative, as their name is always beside it. */
export function PartyAvatar({
  party,
  size = 'md',
}: {
  party: ConversationSummary['otherParty']
  size?: 'sm' | 'md' | 'lg'
}) {
  return (
    <Avatar.Root size={size} colorPalette="brand" flexShrink={0} aria-hidden>
      <Avatar.Fallback name={party.name} />
      {party.photoUrl && <Avatar.Image {...responsiveImage(party.photoUrl, '48px', 160)} alt="" />}
    </Avatar.Root>
  )
}
