import { Button, SimpleGrid, Stack } from '@chakra-ui/react'
import { Plus } from 'lucide-react'
import type { DashboardService } from '@marketplace/domain/contract/dashboard.ts'
import { useState } from 'react'
import { useOwnProfile } from '../api/get-own-profile'
import { useServices } from '../api/get-services'
import { ListLoadError } from './list-load-error'
import { EmptyList } from './empty-list'
import { ProfileRequired } from './profile-required'
import { ServiceCard } from './service-card'
import { ServiceDialog } from './service-dialog'
import { ServicesListSkeleton } from './tab-skeletons'
import { TabHeader } from './tab-header'

/** The Services tab: the stylist's services, with Add, Edit and Delete. */
export function ServicesTab({ userId }: { userId: string }) {
  const profile = useOwnProfile(userId)
  if (!profile) return <ProfileRequired />
  return <ServicesPanel stylistId={profile.id} />
}

function ServicesPanel({ stylistId }: { stylistId: number }) {
  const services = useServices(stylistId)
  const [dialog, setDialog] = useState<{ open: boolean; service: DashboardService | null }>({
    open: false,
    service: null,
  })
  const list = services.data ?? []

  return (
    <Stack as="section" aria-labelledby="services-tab-heading" gap="5">
      <TabHeader
        id="services-tab-heading"
        title="Services"
        description="What you offer and what it costs. Clients search by these services."
        action={
          <Button colorPalette="brand" onClick={() => setDialog({ open: true, service: null })}>
            <Plus /> Add Service
          </Button>
        }
      />
      {services.isError && (
        <ListLoadError what="services" onRetry={() => void services.refetch()} retrying={services.isFetching} />
      )}
      {services.isPending ? (
        <ServicesListSkeleton />
      ) : list.length === 0 ? (
        <EmptyList
          title="No services listed yet."
          hint="Add the services you offer so clients can find and book you."
        />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4" aria-label="Your services">
          {list.map((service) => (
            <ServiceCard key={service.id} service={service} onEdit={(s) => setDialog({ open: true, service: s })} />
          ))}
        </SimpleGrid>
      )}
      <ServiceDialog
        stylistId={stylistId}
        open={dialog.open}
        service={dialog.service}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </Stack>
  )
}
