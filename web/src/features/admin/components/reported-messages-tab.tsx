import { Badge, Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import type { ReportedMessage } from '@marketplace/domain/contract/messages.ts'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toaster'
import { MessagePhotos } from '@/components/ui/message-photos'
import { useReportedMessages } from '../api/get-reported-messages'
import { useModerateMessageReport, type MessageDecision } from '../api/moderate-message-report'
import { failureDescription } from '../admin-errors'
import { formatAdminDateTime } from '../admin-format'
import { AdminEmpty } from './admin-empty'
import { AdminLoadError } from './admin-load-error'
import { AdminSectionHeader } from './admin-section-header'

const reasonLabels: Record<string, string> = {
  spam: 'Spam or scam',
  offensive: 'Offensive or hateful',
  harassment: 'Harassment or threats',
  personal_info: 'Shares private information',
  other: 'Something else',
}

/** Reported Messages (issue 38): messages and conversations people flagged, in context, to hide or keep. */
export function ReportedMessagesTab() {
  const reports = useReportedMessages()
  return (
    <Stack as="section" aria-labelledby="admin-messages-heading" gap="5">
      <AdminSectionHeader
        id="admin-messages-heading"
        title="Reported Messages"
        description="Read the report with the messages around it. Hide removes the message (or closes the whole conversation to new messages); Keep closes the report. Every decision is written to the audit log."
      />
      {reports.isError ? (
        <AdminLoadError
          message="We could not load the reported messages."
          onRetry={() => void reports.refetch()}
          retrying={reports.isFetching}
        />
      ) : reports.isPending ? (
        <Stack gap="3" role="status" aria-label="Loading reported messages">
          {[0, 1].map((i) => (
            <Skeleton key={i} h="48" rounded="lg" />
          ))}
        </Stack>
      ) : reports.data.length === 0 ? (
        <AdminEmpty title="No reported messages" hint="Messages and conversations that people report appear here." />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-labelledby="admin-messages-heading">
          {reports.data.map((report) => (
            <ReportedMessageCard key={report.reportId} report={report} />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

function ReportedMessageCard({ report }: { report: ReportedMessage }) {
  const moderate = useModerateMessageReport()
  const [confirming, setConfirming] = useState(false)
  const headingId = `reported-message-${report.reportId}`
  const target = report.messageId === null ? 'conversation' : 'message'

  function decide(decision: MessageDecision) {
    moderate.mutateAsync({ reportId: report.reportId, decision }).then(
      () =>
        toast({
          title:
            decision === 'hide' ? (target === 'message' ? 'Message hidden' : 'Conversation closed') : 'Report closed',
          variant: 'success',
        }),
      (error: unknown) =>
        toast({ title: 'Failed to update the report', description: failureDescription(error), variant: 'destructive' }),
    )
  }

  return (
    <Stack
      as="li"
      aria-labelledby={headingId}
      gap="3"
      p={{ base: '4', md: '5' }}
      borderWidth="1px"
      rounded="lg"
      bg="bg"
    >
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="0.5" minW="0">
          <Text as="h3" id={headingId} fontWeight="semibold" color="fg.heading" wordBreak="break-word">
            {target === 'message' ? `Message #${report.messageId}` : `Conversation #${report.conversationId}`} between{' '}
            {report.clientName} (client) and {report.stylistName} (stylist)
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Reported by {report.reporterName} · {formatAdminDateTime(report.reportedAt)}
          </Text>
        </Stack>
        <Badge colorPalette="red">{reasonLabels[report.reason] ?? report.reason}</Badge>
      </HStack>
      {report.details && (
        <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
          “{report.details}”
        </Text>
      )}
      <Box
        as="ol"
        listStyleType="none"
        aria-label="The messages in context"
        borderWidth="1px"
        rounded="md"
        p="3"
        bg="bg.subtle"
      >
        <Stack gap="2">
          {report.context.map((m) => {
            const reported = m.id === report.messageId
            return (
              <Box
                as="li"
                key={m.id}
                ps="3"
                borderInlineStartWidth="3px"
                borderColor={reported ? 'red.500' : 'border.emphasized'}
                data-reported={reported || undefined}
              >
                <Text fontSize="xs" color="fg.muted">
                  {m.senderName} · {formatAdminDateTime(m.createdAt)}
                  {reported && ' · reported'}
                  {m.hidden && ' · hidden'}
                </Text>
                <Text whiteSpace="pre-wrap" wordBreak="break-word" fontWeight={reported ? 'semibold' : undefined}>
                  {m.body}
                </Text>
                <MessagePhotos photos={m.photos} from={m.senderName} size={72} />
              </Box>
            )
          })}
        </Stack>
      </Box>
      <HStack gap="2" wrap="wrap">
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={target === 'message' ? 'Hide this message?' : 'Close this conversation?'}
          description={
            target === 'message'
              ? 'Neither person sees it any more. The reports of this message are closed.'
              : 'Neither person can write in it any more. The reports of this conversation are closed.'
          }
          confirmLabel={target === 'message' ? 'Hide Message' : 'Close Conversation'}
          pendingLabel="Hiding…"
          pending={moderate.isPending && moderate.variables?.decision === 'hide'}
          onConfirm={() => decide('hide')}
          trigger={
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-describedby={headingId}
              onClick={() => setConfirming(true)}
            >
              Hide
            </Button>
          }
        />
        <Button
          size="xs"
          variant="outline"
          aria-describedby={headingId}
          loading={moderate.isPending && moderate.variables?.decision === 'keep'}
          disabled={moderate.isPending}
          onClick={() => decide('keep')}
        >
          Keep
        </Button>
      </HStack>
    </Stack>
  )
}
