import { createFileRoute } from '@tanstack/react-router'
import { FeeConfirmation } from '@/features/booking/components/fee-confirmation'

// Where a client confirms a fee their bank asked to authenticate (issue 37): the emailed link.
export const Route = createFileRoute('/_authenticated/appointments/$id/fee')({
  component: FeeRoute,
})

function FeeRoute() {
  const { id } = Route.useParams()
  const n = Number(id)
  return <FeeConfirmation id={Number.isSafeInteger(n) && n > 0 ? n : 0} />
}
