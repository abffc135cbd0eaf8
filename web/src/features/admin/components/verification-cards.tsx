import { Badge, Button, HStack, Text } from '@chakra-ui/react'
import type { PendingStylist } from '@marketplace/domain/contract/admin.ts'
import { Check, Eye, X } from 'lucide-react'
import type { VerificationDecision } from '../api/decide-verification'
import { formatAdminDate } from '../admin-format'
import { OVERDUE_DAYS, waitingText } from '../verification-display'
import { LicenseValue } from './license-value'
import { Fact, RecordCard, RecordCardList } from './record-card'

type VerificationCardsProps = {
  stylists: PendingStylist[]
  onDecide: (stylist: PendingStylist, decision: VerificationDecision) => void
  onPreview: (stylist: PendingStylist) => void
}

/** The pending stylists on a phone: one card each, Approve and Reject at hand. */
export function VerificationCards({ stylists, onDecide, onPreview }: VerificationCardsProps) {
  return (
    <RecordCardList label="Stylists waiting for verification">
      {stylists.map((stylist) => {
        const headingId = `pending-stylist-${stylist.id}`
        return (
          <RecordCard
            key={stylist.id}
            labelledBy={headingId}
            header={
              <HStack justify="space-between" align="start" gap="2">
                <Text as="h4" id={headingId} fontWeight="semibold" color="fg.heading">
                  {stylist.stylistName}
                </Text>
                <Badge colorPalette={stylist.daysWaiting >= OVERDUE_DAYS ? 'red' : 'orange'} flexShrink={0}>
                  Waiting {waitingText(stylist.daysWaiting).toLowerCase()}
                </Badge>
              </HStack>
            }
            facts={
              <>
                <Fact label="Salon">{stylist.salonName || '—'}</Fact>
                <Fact label="Location">{stylist.location}</Fact>
                <Fact label="License #">
                  <LicenseValue stylist={stylist} />
                </Fact>
                <Fact label="Applied">
                  <time dateTime={stylist.createdAt}>{formatAdminDate(stylist.createdAt)}</time>
                </Fact>
              </>
            }
            actions={
              <HStack gap="2">
                <Button
                  flex="1"
                  size="sm"
                  variant="outline"
                  aria-label={`Preview ${stylist.stylistName}`}
                  onClick={() => onPreview(stylist)}
                >
                  <Eye /> Preview
                </Button>
                <Button
                  flex="1"
                  size="sm"
                  colorPalette="green"
                  aria-label={`Approve ${stylist.stylistName}`}
                  onClick={() => onDecide(stylist, 'approve')}
                >
                  <Check /> Approve
                </Button>
                <Button
                  flex="1"
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Reject ${stylist.stylistName}`}
                  onClick={() => onDecide(stylist, 'reject')}
                >
                  <X /> Reject
                </Button>
              </HStack>
            }
          />
        )
      })}
    </RecordCardList>
  )
}
