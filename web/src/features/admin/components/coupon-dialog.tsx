import { Button } from '@chakra-ui/react'
import type { AdminCoupon } from '@marketplace/domain/contract/admin.ts'
import { useRef, type FormEvent } from 'react'
import { DialogActions, DialogBody, DialogFrame } from '@/components/ui/dialog-frame'
import { toast } from '@/components/ui/toaster'
import { useCreateCoupon } from '../api/create-coupon'
import { useUpdateCoupon } from '../api/update-coupon'
import { fieldErrorsOf } from '@/lib/api-errors'
import { failureDescription } from '../admin-errors'
import { useCouponForm } from '../hooks/use-coupon-form'
import { CouponFields } from './coupon-fields'

type CouponDialogProps = {
  open: boolean
  /** The code being edited; null creates one. */
  coupon: AdminCoupon | null
  onClose: () => void
}

const formId = 'admin-coupon-form'

/** Create a discount code, or edit one (its code stays as it is). */
export function CouponDialog({ open, coupon, onClose }: CouponDialogProps) {
  const create = useCreateCoupon()
  const update = useUpdateCoupon()
  const pending = create.isPending || update.isPending
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={coupon ? `Edit ${coupon.code}` : 'Create Discount Code'}
      size="lg"
      fullScreenOnPhone
      busy={pending}
      // The first thing to fill in: the code for a new one, the name when editing.
      initialFocusEl={() => document.querySelector<HTMLElement>(`#${formId} [name="${coupon ? 'name' : 'code'}"]`)}
    >
      {/* Mounted per opening, so each starts from the code (or blank) again. */}
      {open && (
        <CouponFormBody key={coupon?.id ?? 'new'} coupon={coupon} create={create} update={update} onDone={onClose} />
      )}
    </DialogFrame>
  )
}

type CouponFormBodyProps = {
  coupon: AdminCoupon | null
  create: ReturnType<typeof useCreateCoupon>
  update: ReturnType<typeof useUpdateCoupon>
  onDone: () => void
}

function CouponFormBody({ coupon, create, update, onDone }: CouponFormBodyProps) {
  const form = useCouponForm(coupon)
  const pending = create.isPending || update.isPending
  const formRef = useRef<HTMLFormElement>(null)

  const focusFirstProblem = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())

  function refused(title: string) {
    return (error: unknown) => {
      form.setErrors(fieldErrorsOf(error))
      focusFirstProblem()
      toast({ title, description: failureDescription(error), variant: 'destructive' })
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!form.canSubmit(pending)) return
    const submission = form.prepare()
    if (!submission) return focusFirstProblem()
    if (submission.kind === 'create') {
      create.mutate(submission.payload, {
        onSuccess: () => {
          toast({ title: 'Discount code created successfully', variant: 'success' })
          onDone()
        },
        onError: refused('Failed to create discount code'),
      })
    } else if (coupon) {
      update.mutate(
        { id: coupon.id, changes: submission.payload },
        {
          onSuccess: () => {
            toast({ title: 'Discount code updated successfully', variant: 'success' })
            onDone()
          },
          onError: refused('Failed to update discount code'),
        },
      )
    }
  }

  return (
    <>
      <DialogBody>
        <form
          id={formId}
          ref={formRef}
          onSubmit={submit}
          noValidate
          aria-label={coupon ? 'Edit discount code' : 'Create discount code'}
        >
          <CouponFields form={form} editing={coupon !== null} />
        </form>
      </DialogBody>
      <DialogActions>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button
          type="submit"
          form={formId}
          colorPalette="brand"
          disabled={!form.canSubmit(pending)}
          loading={pending}
          loadingText={coupon ? 'Saving…' : 'Creating…'}
        >
          {coupon ? 'Save Changes' : 'Create'}
        </Button>
      </DialogActions>
    </>
  )
}
