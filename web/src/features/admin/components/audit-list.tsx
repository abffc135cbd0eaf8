import { Table, Text } from '@chakra-ui/react'
import type { AuditEntry } from '@marketplace/domain/contract/admin.ts'
import { formatAdminDateTime } from '../admin-format'
import { auditActionLabel, auditTargetLabel } from '../audit-display'
import { AdminTable } from './admin-table'
import { Fact, RecordCard, RecordCardList } from './record-card'

const caption = 'Admin actions, newest first'

/** When, Admin, Action, Target and Notes, one row per action. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <AdminTable caption={caption} minW="760px">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>When</Table.ColumnHeader>
          <Table.ColumnHeader>Admin</Table.ColumnHeader>
          <Table.ColumnHeader>Action</Table.ColumnHeader>
          <Table.ColumnHeader>Target</Table.ColumnHeader>
          <Table.ColumnHeader>Notes</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {entries.map((entry) => (
          <Table.Row key={entry.id}>
            <Table.Cell whiteSpace="nowrap">
              <time dateTime={entry.createdAt}>{formatAdminDateTime(entry.createdAt)}</time>
            </Table.Cell>
            <Table.Cell wordBreak="break-all">{entry.adminEmail}</Table.Cell>
            <Table.Cell fontWeight="medium">{auditActionLabel(entry.action)}</Table.Cell>
            <Table.Cell maxW="56" wordBreak="break-all">
              {auditTargetLabel(entry)}
            </Table.Cell>
            <Table.Cell maxW="72" whiteSpace="pre-wrap">
              {entry.notes || (
                <Text as="span" color="fg.muted">
                  —
                </Text>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </AdminTable>
  )
}

/** The same entries on a phone, one card each. */
export function AuditCards({ entries }: { entries: AuditEntry[] }) {
  return (
    <RecordCardList label={caption}>
      {entries.map((entry) => {
        const headingId = `audit-entry-${entry.id}`
        return (
          <RecordCard
            key={entry.id}
            labelledBy={headingId}
            header={
              <Text as="h3" id={headingId} fontWeight="semibold" color="fg.heading">
                {auditActionLabel(entry.action)}
              </Text>
            }
            facts={
              <>
                <Fact label="When">
                  <time dateTime={entry.createdAt}>{formatAdminDateTime(entry.createdAt)}</time>
                </Fact>
                <Fact label="Admin">{entry.adminEmail}</Fact>
                <Fact label="Target">{auditTargetLabel(entry)}</Fact>
                {entry.notes && <Fact label="Notes">{entry.notes}</Fact>}
              </>
            }
          />
        )
      })}
    </RecordCardList>
  )
}
