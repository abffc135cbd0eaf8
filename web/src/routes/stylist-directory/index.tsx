import { createFileRoute } from '@tanstack/react-router'
import { directoryStatesQueryOptions } from '@/features/directory/api/get-directory-states'
import { StatesPage, StatesPagePending } from '@/features/directory/components/states-page'

export const Route = createFileRoute('/stylist-directory/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(directoryStatesQueryOptions),
  pendingComponent: StatesPagePending,
  pendingMs: 200,
  component: StatesPage,
})
