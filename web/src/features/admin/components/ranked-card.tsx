import { Card, Table, Text } from '@chakra-ui/react'
import type { AdminTrends } from '@marketplace/domain/contract/insights.ts'
import { percentChange } from '@/lib/trend-change'
import { formatCount } from '../overview-stats'
import { AdminEmpty } from './admin-empty'

type RankedCardProps = {
  id: string
  title: string
  column: string
  rows: AdminTrends['topTerms']
  days: number
}

/** The most searched terms or places of the period, each with its count in the period before. */
export function RankedCard({ id, title, column, rows, days }: RankedCardProps) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" bg="bg">
      <Card.Header pb="2">
        <Card.Title as="h3" id={id} color="fg.heading">
          {title}
        </Card.Title>
        <Text fontSize="sm" color="fg.muted">
          Searches in the last {days} days and in the {days} days before.
        </Text>
      </Card.Header>
      <Card.Body pt="2">
        {rows.length === 0 ? (
          <AdminEmpty title={`No searches in the last ${days} days`} />
        ) : (
          <Table.Root size="sm" aria-labelledby={id}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{column}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Searches</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Before</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => {
                const change = percentChange(r.count, r.previous)
                return (
                  <Table.Row key={r.name}>
                    <Table.Cell wordBreak="break-word">{r.name}</Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {formatCount(r.count)}
                      {change !== null && change !== 0 && (
                        <Text as="span" color="fg.muted" fontSize="xs">
                          {' '}
                          ({change > 0 ? '+' : ''}
                          {change}%)
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color="fg.muted">
                      {formatCount(r.previous)}
                    </Table.Cell>
                  </Table.Row>
                )
              })}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  )
}
