import { Chart, useChart } from '@chakra-ui/charts'
import { Box, Button, Card, HStack, Stack, Table, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'
import { changeSentence, percentChange, shortDay } from '@/lib/trend-change'

export type TrendPoint = { date: string; value: number | null }

export type TrendCardProps = {
  /** Unique on the page: the heading, summary and table ids derive from it. */
  id: string
  title: string
  points: TrendPoint[]
  current: number
  previous: number
  days: number
  /** How a value reads ('$5.00', '4.5'); whole numbers by default. */
  format?: (n: number) => string
  /** Bars for counts per day, a line for a level (active subscriptions, rating). */
  kind?: 'bar' | 'line'
  /** The sentence under the figure; by default the change on the previous period. */
  summary?: string
  /** What the second figure is; by default 'previous N days'. */
  previousLabel?: string
  /** The value axis's range (a rating's is 0 to 5); from the data by default. */
  domain?: [number, number]
}

const count = (n: number) => n.toLocaleString('en-US')

/**
 * One measure over a period: its figure and the previous period's beside the chart, a sentence
 * that says what changed (the card's description for screen readers), and the same numbers as a
 * table behind a toggle. The chart itself is hidden from assistive technology and out of the tab
 * order (Recharts' keyboard layer is off): the table says all it shows.
 */
export function TrendCard(props: TrendCardProps) {
  const { id, title, points, current, previous, days, format = count, kind = 'bar' } = props
  const [table, setTable] = useState(false)
  const summary = props.summary ?? changeSentence(title, current, previous, days)
  const change = percentChange(current, previous)
  return (
    <Card.Root
      as="section"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      variant="outline"
      bg="bg"
    >
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Stack gap="1">
          <Text as="h3" id={`${id}-title`} fontWeight="semibold" color="fg.heading">
            {title}
          </Text>
          <HStack gap="3" align="baseline" flexWrap="wrap">
            <Text fontSize="2xl" fontWeight="bold" color="fg.heading" fontVariantNumeric="tabular-nums">
              {format(current)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {props.previousLabel ?? `previous ${days} days`}: {format(previous)}
              {change !== null && change !== 0 ? ` (${change > 0 ? '+' : ''}${change}%)` : ''}
            </Text>
          </HStack>
          <Text id={`${id}-summary`} fontSize="sm" color="fg.muted">
            {summary}
          </Text>
        </Stack>
        <Box aria-hidden h="32">
          <TrendChart points={points} kind={kind} format={format} label={title} domain={props.domain} />
        </Box>
        <Box>
          <Button
            variant="plain"
            size="xs"
            px="0"
            color="fg.link"
            textDecoration="underline"
            aria-expanded={table}
            aria-controls={`${id}-table`}
            onClick={() => setTable((open) => !open)}
          >
            {table ? 'Hide table' : 'Show as table'}
          </Button>
          <Box id={`${id}-table`} hidden={!table} maxH="56" overflowY="auto" mt="2" tabIndex={table ? 0 : -1}>
            {table && <TrendTable title={title} points={points} format={format} />}
          </Box>
        </Box>
      </Card.Body>
    </Card.Root>
  )
}

type TrendChartProps = Required<Pick<TrendCardProps, 'points' | 'kind' | 'format'>> & {
  label: string
  domain?: [number, number]
}

function TrendChart({ points, kind, format, label, domain }: TrendChartProps) {
  const chart = useChart({ data: points, series: [{ name: 'value', color: 'brand.solid', label }] })
  const axes = [
    <CartesianGrid key="grid" stroke={chart.color('border.muted')} vertical={false} />,
    <XAxis
      key="x"
      dataKey={chart.key('date')}
      tickFormatter={shortDay}
      tickLine={false}
      axisLine={false}
      minTickGap={28}
    />,
    <YAxis
      key="y"
      width={40}
      tickLine={false}
      axisLine={false}
      tickFormatter={format}
      allowDecimals={false}
      domain={domain ?? [0, 'auto']}
    />,
    <Tooltip
      key="tip"
      cursor={false}
      isAnimationActive={false}
      labelFormatter={(d) => shortDay(String(d))}
      content={<Chart.Tooltip hideIndicator formatter={(v) => format(Number(v))} />}
    />,
  ]
  return (
    <Chart.Root chart={chart} aspectRatio="auto" h="full">
      {kind === 'line' ? (
        <LineChart data={chart.data} responsive accessibilityLayer={false} margin={{ left: 0, right: 8, top: 8 }}>
          {axes}
          <Line
            type="monotone"
            dataKey={chart.key('value')}
            stroke={chart.color('brand.solid')}
            strokeWidth={2}
            dot={false}
            connectNulls
            isAnimationActive={false}
          />
        </LineChart>
      ) : (
        <BarChart data={chart.data} responsive accessibilityLayer={false} margin={{ left: 0, right: 8, top: 8 }}>
          {axes}
          <Bar dataKey={chart.key('value')} fill={chart.color('brand.solid')} radius={2} isAnimationActive={false} />
        </BarChart>
      )}
    </Chart.Root>
  )
}

function TrendTable({ title, points, format }: { title: string; points: TrendPoint[]; format: (n: number) => string }) {
  return (
    <Table.Root size="sm">
      <Table.Caption captionSide="top" textAlign="start" srOnly>
        {title} by day
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Day</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{title}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {points.map((p) => (
          <Table.Row key={p.date}>
            <Table.Cell>{shortDay(p.date)}</Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {p.value === null ? '–' : format(p.value)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}
