import { SimpleGrid, Stack } from '@chakra-ui/react'
import {
  CalendarCheck,
  CalendarClock,
  CalendarX,
  CreditCard,
  DollarSign,
  Percent,
  Scissors,
  UserPlus,
  UserX,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { useAdminStats } from '../api/get-admin-stats'
import { bookingCards, hasBookings, overviewCards } from '../overview-stats'
import { AdminEmpty } from './admin-empty'
import { AdminLoadError } from './admin-load-error'
import { AdminSectionHeader } from './admin-section-header'
import { StatCard, StatCardSkeleton } from './stat-card'

const icons: LucideIcon[] = [Users, Scissors, CreditCard, UserPlus, DollarSign, Percent]
const bookingIcons: LucideIcon[] = [CalendarCheck, CalendarX, UserX, CalendarClock]

/** The Overview tab: the marketplace's six headline figures (spec section 2), then its bookings. */
export function OverviewTab() {
  const stats = useAdminStats()
  return (
    <Stack as="section" aria-labelledby="admin-overview-heading" gap="5">
      <AdminSectionHeader id="admin-overview-heading" title="Overview" description="The marketplace at a glance." />
      {stats.isError ? (
        <AdminLoadError
          message="We could not load the figures."
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <SimpleGrid columns={{ base: 2, lg: 3 }} gap={{ base: '3', md: '4' }} aria-busy={stats.isPending}>
          {stats.isPending
            ? icons.map((_, i) => <StatCardSkeleton key={i} />)
            : overviewCards(stats.data).map((card, i) => (
                <StatCard key={card.label} label={card.label} value={card.value} icon={icons[i]} />
              ))}
        </SimpleGrid>
      )}
      {!stats.isError && (
        <Stack as="section" aria-labelledby="admin-overview-bookings-heading" gap="3">
          <AdminSectionHeader
            id="admin-overview-bookings-heading"
            level="h3"
            title="Bookings"
            description="Appointments booked online, and what became of them."
          />
          {stats.isPending ? (
            <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }} aria-busy>
              {bookingIcons.map((_, i) => (
                <StatCardSkeleton key={i} />
              ))}
            </SimpleGrid>
          ) : hasBookings(stats.data) ? (
            <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
              {bookingCards(stats.data).map((card, i) => (
                <StatCard key={card.label} label={card.label} value={card.value} icon={bookingIcons[i]} />
              ))}
            </SimpleGrid>
          ) : (
            <AdminEmpty title="No bookings yet" hint="Appointments that clients book online appear here." />
          )}
        </Stack>
      )}
    </Stack>
  )
}
