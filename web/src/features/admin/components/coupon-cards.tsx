import { Badge, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react'
import type { AdminCoupon } from '@marketplace/domain/contract/admin.ts'
import { Pencil, Trash2 } from 'lucide-react'
import { formatAdminDate } from '../admin-format'
import { couponTypeLabels, describeCouponUsage, formatCouponUsage, formatCouponValue } from '../coupon-display'
import { CouponActiveSwitch } from './coupon-active-switch'
import { Fact, RecordCard, RecordCardList } from './record-card'

type CouponCardsProps = {
  coupons: AdminCoupon[]
  onEdit: (coupon: AdminCoupon) => void
  onDelete: (coupon: AdminCoupon) => void
}

/** The discount codes on a phone: one card each, with the same facts and actions as the table. */
export function CouponCards({ coupons, onEdit, onDelete }: CouponCardsProps) {
  return (
    <RecordCardList label="Discount codes">
      {coupons.map((coupon) => {
        const headingId = `coupon-${coupon.id}`
        return (
          <RecordCard
            key={coupon.id}
            labelledBy={headingId}
            header={
              <Stack gap="0.5">
                <HStack justify="space-between" gap="2">
                  <Text as="h3" id={headingId} fontFamily="mono" fontWeight="bold" color="fg.heading">
                    {coupon.code}
                  </Text>
                  <Badge variant="outline">{couponTypeLabels[coupon.type]}</Badge>
                </HStack>
                <Text>{coupon.name}</Text>
                {coupon.description && (
                  <Text color="fg.muted" fontSize="sm">
                    {coupon.description}
                  </Text>
                )}
              </Stack>
            }
            facts={
              <>
                <Fact label="Value">{formatCouponValue(coupon)}</Fact>
                <Fact label="Usage">
                  <span aria-hidden>{formatCouponUsage(coupon)}</span>
                  <Text as="span" srOnly>
                    {describeCouponUsage(coupon)}
                  </Text>
                </Fact>
                <Fact label="Valid Until">
                  <time dateTime={coupon.validUntil}>{formatAdminDate(coupon.validUntil)}</time>
                </Fact>
              </>
            }
            actions={
              <HStack justify="space-between" gap="2">
                <CouponActiveSwitch coupon={coupon} />
                <HStack gap="1">
                  <Button size="sm" variant="outline" aria-label={`Edit ${coupon.code}`} onClick={() => onEdit(coupon)}>
                    <Pencil /> Edit
                  </Button>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Delete ${coupon.code}`}
                    onClick={() => onDelete(coupon)}
                  >
                    <Trash2 />
                  </IconButton>
                </HStack>
              </HStack>
            }
          />
        )
      })}
    </RecordCardList>
  )
}
