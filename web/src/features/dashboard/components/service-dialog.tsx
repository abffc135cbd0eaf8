import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react'
import type { DashboardService } from '@marketplace/domain/contract/dashboard.ts'
import { useSaveService } from '../api/save-service'
import { ServiceFields, serviceFormId } from './service-fields'

type ServiceDialogProps = {
  stylistId: number
  open: boolean
  /** The service being edited; null adds one. */
  service: DashboardService | null
  onClose: () => void
}

/** Add or Edit a service (spec section 4, "Service dialog"). */
export function ServiceDialog({ stylistId, open, service, onClose }: ServiceDialogProps) {
  const save = useSaveService(stylistId)
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ base: 'xs', sm: 'md' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{service ? 'Edit Service' : 'Add Service'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {open && <ServiceFields key={service?.id ?? 'new'} service={service} save={save} onSaved={onClose} />}
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={save.isPending}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button type="submit" form={serviceFormId} colorPalette="brand" loading={save.isPending} loadingText="Saving…">
                {service ? 'Save Changes' : 'Add Service'}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
