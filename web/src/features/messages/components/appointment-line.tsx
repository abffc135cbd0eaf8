import { Text } from '@chakra-ui/react'
import type { ConversationSummary } from '@marketplace/domain/contract/messages.ts'

/** The appointment a thread is about: "About: Silk press · Dec 3, 10:00 AM". */
export function AppointmentLine({ appointment }: { appointment: ConversationSummary['appointment'] }) {
  if (!appointment) return null
  const when = new Date(appointment.startsAt).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
  return (
    <Text fontSize="xs" color="fg.muted" lineClamp={1}>
      About: {appointment.serviceName} · <time dateTime={appointment.startsAt}>{when}</time>
    </Text>
  )
}
