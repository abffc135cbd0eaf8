import { Card, HStack, Heading, IconButton, Stack, Text } from '@chakra-ui/react'
import { Clock, Pencil } from 'lucide-react'
import type { DashboardService } from '@marketplace/domain/contract/dashboard.ts'
import { toast } from '@/components/ui/toaster'
import { useDeleteService } from '../api/delete-service'
import { failureMessage } from '@/lib/api-errors'
import { serviceLengthText, servicePriceText } from '../service-form'
import { ConfirmDeleteButton } from './confirm-delete-button'

type ServiceCardProps = { service: DashboardService; onEdit: (service: DashboardService) => void }

/** One service in the list: name, description, '$X+' price, duration, Edit and Delete. */
export function ServiceCard({ service, onEdit }: ServiceCardProps) {
  const remove = useDeleteService(service.stylistId)
  const price = servicePriceText(service.price)

  const confirmDelete = () =>
    remove.mutateAsync(service.id).then(
      () => toast({ title: 'Service removed', variant: 'success' }),
      (error: unknown) => {
        toast({
          title: 'Error removing service',
          description: failureMessage(error, 'Please try again.'),
          variant: 'destructive',
        })
        throw error
      },
    )

  return (
    <Card.Root as="li" variant="outline" size="sm" bg="bg" data-testid="service-card">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h3" size="md" color="fg.heading" overflowWrap="anywhere">
            {service.name}
          </Heading>
          {price && (
            <Text fontWeight="bold" color="brand.fg" fontSize="lg" whiteSpace="nowrap">
              {price}
            </Text>
          )}
        </HStack>
        {service.description && <Text color="fg.muted">{service.description}</Text>}
        <HStack justify="space-between" align="center" gap="2">
          <HStack gap="1.5" fontSize="sm" color="fg.muted">
            <Clock size={14} aria-hidden />
            <Text>{serviceLengthText(service)}</Text>
          </HStack>
          <Stack direction="row" gap="1">
            <IconButton aria-label={`Edit ${service.name}`} variant="ghost" size="sm" onClick={() => onEdit(service)}>
              <Pencil />
            </IconButton>
            <ConfirmDeleteButton
              label={`Delete ${service.name}`}
              title={`Delete ${service.name}?`}
              description="Clients will no longer see this service on your profile or find you by it."
              pending={remove.isPending}
              onConfirm={confirmDelete}
            />
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
