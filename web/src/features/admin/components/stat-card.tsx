import { Icon, Skeleton, Stat } from '@chakra-ui/react'
import type { LucideIcon } from 'lucide-react'

type StatCardProps = { label: string; value: string; icon?: LucideIcon; palette?: string }

/** One figure with its name (a description list: the name, then the value). */
export function StatCard({ label, value, icon, palette = 'brand' }: StatCardProps) {
  return (
    <Stat.Root borderWidth="1px" rounded="lg" bg="bg" p={{ base: '3', md: '5' }} gap={{ base: '1', md: '2' }}>
      {/* The icon sits inside the <dt>: a <dl> may hold only dt/dd (or div groups of both). */}
      <Stat.Label
        color="fg.muted"
        fontWeight="medium"
        fontSize={{ base: 'xs', md: 'sm' }}
        display="flex"
        justifyContent="space-between"
        alignItems="start"
        gap="3"
      >
        {label}
        {icon && (
          <Icon
            as={icon}
            hideBelow="md"
            boxSize="8"
            p="1.5"
            rounded="md"
            bg={`${palette}.subtle`}
            color={`${palette}.fg`}
            aria-hidden
            flexShrink={0}
          />
        )}
      </Stat.Label>
      <Stat.ValueText fontSize={{ base: 'xl', md: '3xl' }} color="fg.heading" fontVariantNumeric="tabular-nums">
        {value}
      </Stat.ValueText>
    </Stat.Root>
  )
}

/** A card's shape while its figure loads. */
export function StatCardSkeleton() {
  return <Skeleton h={{ base: '20', md: '28' }} rounded="lg" />
}
