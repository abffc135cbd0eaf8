import { Button } from '@chakra-ui/react'
import type { DashboardService } from '@marketplace/domain/contract/dashboard.ts'
import { DialogActions, DialogBody, DialogFrame } from '@/components/ui/dialog-frame'
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
    <DialogFrame open={open} onClose={onClose} title={service ? 'Edit Service' : 'Add Service'} busy={save.isPending}>
      <DialogBody>
        {open && <ServiceFields key={service?.id ?? 'new'} service={service} save={save} onSaved={onClose} />}
      </DialogBody>
      <DialogActions>
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" form={serviceFormId} colorPalette="brand" loading={save.isPending} loadingText="Saving…">
          {service ? 'Save Changes' : 'Add Service'}
        </Button>
      </DialogActions>
    </DialogFrame>
  )
}
