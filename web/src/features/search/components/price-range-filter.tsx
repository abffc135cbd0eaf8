import { HStack } from '@chakra-ui/react'
import { priceTiers, type PriceTier } from '@marketplace/domain/money.ts'
import { CheckOption } from './check-option'

interface PriceRangeFilterProps {
  value: readonly PriceTier[]
  onChange: (tiers: PriceTier[]) => void
}

/** $ to $$$$ (spec section 5 tiers); the order of the catalogue is kept whatever the click order. */
export function PriceRangeFilter({ value, onChange }: PriceRangeFilterProps) {
  return (
    <HStack gap="4" flexWrap="wrap" role="group" aria-label="Price range">
      {priceTiers.map((tier) => (
        <CheckOption
          key={tier}
          label={tier}
          checked={value.includes(tier)}
          onChange={(checked) => onChange(priceTiers.filter((t) => (t === tier ? checked : value.includes(t))))}
        />
      ))}
    </HStack>
  )
}
