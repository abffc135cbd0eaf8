import { Badge, HStack, RadioCard, SimpleGrid } from '@chakra-ui/react'
import type { PlanType } from '@marketplace/domain/contract/billing.ts'
import { PLAN_TYPES, PLANS, annualSavingsText, planPriceText } from '../plans'

type PlanChoiceProps = {
  value: PlanType
  onChange: (plan: PlanType) => void
  disabled?: boolean
}

/** Monthly ($5.00 per month) or Annual ($40.00 per year, 'Save $20'): a radio group of cards. */
export function PlanChoice({ value, onChange, disabled }: PlanChoiceProps) {
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(e) => {
        if (e.value === 'monthly' || e.value === 'annual') onChange(e.value)
      }}
      colorPalette="brand"
      variant="outline"
      disabled={disabled}
      name="planType"
    >
      <RadioCard.Label fontWeight="semibold">Plan</RadioCard.Label>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {PLAN_TYPES.map((type) => (
          <RadioCard.Item key={type} value={type}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent gap="1">
                <HStack gap="2" flexWrap="wrap">
                  <RadioCard.ItemText fontSize="md">{PLANS[type].label}</RadioCard.ItemText>
                  {type === 'annual' && (
                    <Badge colorPalette="green" variant="subtle" rounded="full">
                      {annualSavingsText()}
                    </Badge>
                  )}
                </HStack>
                <RadioCard.ItemDescription fontSize="md" color="fg">
                  {planPriceText(type)}
                </RadioCard.ItemDescription>
                <RadioCard.ItemDescription>{PLANS[type].billing}</RadioCard.ItemDescription>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
    </RadioCard.Root>
  )
}
