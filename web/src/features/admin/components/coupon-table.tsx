import { Badge, Button, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react'
import type { AdminCoupon } from '@marketplace/domain/contract/admin.ts'
import { Pencil, Trash2 } from 'lucide-react'
import { formatAdminDate } from '../admin-format'
import { couponTypeLabels, describeCouponUsage, formatCouponUsage, formatCouponValue } from '../coupon-display'
import { AdminTable } from './admin-table'
import { CouponActiveSwitch } from './coupon-active-switch'

type CouponTableProps = {
  coupons: AdminCoupon[]
  onEdit: (coupon: AdminCoupon) => void
  onDelete: (coupon: AdminCoupon) => void
}

/** Code, Name, Type, Value, Usage, Valid Until, the active switch, Edit and Delete (spec section 2). */
export function CouponTable({ coupons, onEdit, onDelete }: CouponTableProps) {
  return (
    <AdminTable caption="Every discount code" minW="940px">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Code</Table.ColumnHeader>
          <Table.ColumnHeader>Name</Table.ColumnHeader>
          <Table.ColumnHeader>Type</Table.ColumnHeader>
          <Table.ColumnHeader>Value</Table.ColumnHeader>
          <Table.ColumnHeader>Usage</Table.ColumnHeader>
          <Table.ColumnHeader>Valid Until</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {coupons.map((coupon) => (
          <Table.Row key={coupon.id}>
            <Table.Cell fontFamily="mono" fontWeight="semibold">
              {coupon.code}
            </Table.Cell>
            <Table.Cell maxW="60">
              <Stack gap="0">
                <Text>{coupon.name}</Text>
                {coupon.description && (
                  <Text color="fg.muted" fontSize="xs" lineClamp={1} title={coupon.description}>
                    {coupon.description}
                  </Text>
                )}
              </Stack>
            </Table.Cell>
            <Table.Cell>
              <Badge variant="outline">{couponTypeLabels[coupon.type]}</Badge>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatCouponValue(coupon)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
              <span aria-hidden>{formatCouponUsage(coupon)}</span>
              <Text as="span" srOnly>
                {describeCouponUsage(coupon)}
              </Text>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <time dateTime={coupon.validUntil}>{formatAdminDate(coupon.validUntil)}</time>
            </Table.Cell>
            <Table.Cell>
              <CouponActiveSwitch coupon={coupon} />
            </Table.Cell>
            <Table.Cell>
              <HStack justify="end" gap="1">
                <Button size="xs" variant="outline" aria-label={`Edit ${coupon.code}`} onClick={() => onEdit(coupon)}>
                  <Pencil /> Edit
                </Button>
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Delete ${coupon.code}`}
                  onClick={() => onDelete(coupon)}
                >
                  <Trash2 />
                </IconButton>
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </AdminTable>
  )
}
