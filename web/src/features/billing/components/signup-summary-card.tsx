import { Box, HStack, Separator, Stack, Text } from '@chakra-ui/react'
import type { AppliedCoupon } from '@marketplace/domain/contract/billing.ts'
import { formatBillingDate, formatUsd } from '../billing-format'
import { couponBenefitText, type SignupSummary } from '../signup-summary'

type SignupSummaryCardProps = { summary: SignupSummary; coupon: AppliedCoupon | null }

/** The payment step's order summary: the plan, any discount, what is due today and what comes after. */
export function SignupSummaryCard({ summary, coupon }: SignupSummaryCardProps) {
  const { plan } = summary
  return (
    <Box as="section" aria-labelledby="summary-heading" bg="bg.warm" rounded="lg" p={{ base: '4', md: '5' }}>
      <Stack gap="3">
        <Text as="h3" id="summary-heading" fontWeight="semibold" color="fg.heading">
          Summary
        </Text>
        <Line label={`${plan.label} plan`} value={`${formatUsd(plan.priceCents)} / ${plan.period}`} />
        {coupon && summary.discountCents > 0 && (
          <Line
            label={`${coupon.code}: ${couponBenefitText(coupon)}`}
            value={`−${formatUsd(summary.discountCents)}`}
            tone="green.700"
          />
        )}
        <Separator />
        <Line label="Due today" value={formatUsd(summary.dueTodayCents)} strong />
        <Text fontSize="sm" color="fg.muted" lineHeight="tall" data-testid="summary-after-today">
          Then {formatUsd(summary.nextChargeCents)} {plan.type === 'monthly' ? 'every 30 days' : 'every year'} from{' '}
          {formatBillingDate(summary.nextChargeAt)}. Your subscription renews automatically until you cancel; if you
          cancel, your profile stays visible until the end of the period you have paid for.
        </Text>
      </Stack>
    </Box>
  )
}

function Line({ label, value, strong, tone }: { label: string; value: string; strong?: boolean; tone?: string }) {
  return (
    <HStack justify="space-between" align="baseline" gap="4" fontWeight={strong ? 'bold' : 'normal'} color={tone}>
      <Text>{label}</Text>
      <Text flexShrink={0} fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </HStack>
  )
}
