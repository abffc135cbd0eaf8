import { Card, Grid, Skeleton, Stack, Table } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useAdminStats } from '../api/get-admin-stats'
import { formatCount } from '../overview-stats'
import { AdminEmpty } from './admin-empty'
import { AdminLoadError } from './admin-load-error'
import { AdminSectionHeader } from './admin-section-header'

/** The Insights tab: what people search for and whose profiles they open. */
export function InsightsTab() {
  const stats = useAdminStats()
  const loading = stats.isPending
  return (
    <Stack as="section" aria-labelledby="admin-insights-heading" gap="5">
      <AdminSectionHeader
        id="admin-insights-heading"
        title="Insights"
        description="What clients look for on the marketplace."
      />
      {stats.isError ? (
        <AdminLoadError
          message="We could not load the insights."
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '4', md: '6' }} alignItems="start">
          <RankingCard
            id="admin-search-terms-heading"
            title="Popular Search Terms"
            columns={['Term', 'Searches']}
            loading={loading}
            rows={stats.data?.popularSearchTerms.map((t) => [t.term, t.count] as const) ?? []}
            empty="No search data available yet"
          />
          <RankingCard
            id="admin-top-viewed-heading"
            title="Top Viewed Stylists"
            columns={['Stylist', 'Views']}
            loading={loading}
            rows={stats.data?.topViewedStylists.map((s) => [s.stylistName, s.views] as const) ?? []}
            empty="No profile view data available yet"
          />
        </Grid>
      )}
    </Stack>
  )
}

type RankingCardProps = {
  id: string
  title: string
  columns: [string, string]
  loading: boolean
  rows: readonly (readonly [ReactNode, number])[]
  empty: string
}

function RankingCard({ id, title, columns, loading, rows, empty }: RankingCardProps) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" bg="bg">
      <Card.Header pb="2">
        <Card.Title as="h3" id={id} color="fg.heading">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body pt="2">
        {loading ? (
          <Stack gap="2" role="status" aria-label={`Loading ${title.toLowerCase()}`}>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} h="8" />
            ))}
          </Stack>
        ) : rows.length === 0 ? (
          <AdminEmpty title={empty} />
        ) : (
          <Table.Root size="sm" aria-labelledby={id}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="10">#</Table.ColumnHeader>
                <Table.ColumnHeader>{columns[0]}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{columns[1]}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map(([name, count], i) => (
                <Table.Row key={i}>
                  <Table.Cell color="fg.muted">{i + 1}</Table.Cell>
                  <Table.Cell wordBreak="break-word">{name}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatCount(count)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  )
}
