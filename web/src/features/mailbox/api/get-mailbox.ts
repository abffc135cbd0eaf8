import { queryOptions, useQuery } from '@tanstack/react-query'
import { mailboxListSchema, mailboxMessageSchema } from '@marketplace/domain/contract/mailbox.ts'
import { ApiError, apiFetch } from '@/lib/api-client'

// The embedded mailbox (GET /api/dev/mailbox, /api/dev/mailbox/:id): only while the server runs its
// own SMTP server; anywhere else those routes answer 404 and the page says why.

/** True when the server has no mailbox (SMTP_URL is set, or this is not the Node server). */
export const isNoMailbox = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 404

export const mailboxQueryOptions = queryOptions({
  queryKey: ['dev', 'mailbox'],
  queryFn: async () => mailboxListSchema.parse(await apiFetch<unknown>('/api/dev/mailbox', { session: 'none' })),
  // New mail arrives while the page is open (the worker sends every few seconds).
  staleTime: 0,
  refetchInterval: 5_000,
})

export const mailboxMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['dev', 'mailbox', id],
    queryFn: async () =>
      mailboxMessageSchema.parse(
        await apiFetch<unknown>(`/api/dev/mailbox/${encodeURIComponent(id)}`, { session: 'none' }),
      ),
  })

export const useMailbox = () => useQuery(mailboxQueryOptions)
export const useMailboxMessage = (id: string) => useQuery(mailboxMessageQueryOptions(id))

/** The download address of a message's attachment. */
export const attachmentUrl = (id: string, index: number) =>
  `/api/dev/mailbox/${encodeURIComponent(id)}/attachments/${index}`
