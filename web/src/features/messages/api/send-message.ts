import { useMutation, useQueryClient } from '@tanstack/react-query'
import { messageSchema, type Message } from '@marketplace/domain/contract/messages.ts'
import { apiFetch } from '@/lib/api-client'
import { messagesQueryKey } from './messages-query-keys'

/**
 * POST /api/messages/conversations/:id/messages {body}: 201 with the message; 403 names the rule,
 * 429 the limit. With photos, one multipart request to .../photo-messages (`body`, `photos`): the
 * message and its photos are stored together or not at all.
 */
export async function sendMessage({
  conversationId,
  body,
  photos = [],
}: {
  conversationId: number
  body: string
  photos?: File[]
}): Promise<Message> {
  if (photos.length > 0) {
    const form = new FormData()
    form.set('body', body)
    for (const photo of photos) form.append('photos', photo)
    return messageSchema.parse(
      await apiFetch<unknown>(`/api/messages/conversations/${conversationId}/photo-messages`, {
        method: 'POST',
        body: form,
      }),
    )
  }
  return messageSchema.parse(
    await apiFetch<unknown>(`/api/messages/conversations/${conversationId}/messages`, {
      method: 'POST',
      body: { body },
    }),
  )
}

export function useSendMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendMessage,
    // The thread, the inbox's order and its preview all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  })
}
