import { Badge } from '@chakra-ui/react'
import type { AppointmentStatus } from '@marketplace/domain/contract/booking.ts'
import { statusLabels, statusPalettes } from '../appointment-display'

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge colorPalette={statusPalettes[status]} variant="subtle" rounded="full" size="md" flexShrink={0}>
      {statusLabels[status]}
    </Badge>
  )
}
