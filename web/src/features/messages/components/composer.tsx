import { Button, Field, HStack, Text, Textarea } from '@chakra-ui/react'
import { Send } from 'lucide-react'
import { useId, useState, type KeyboardEvent } from 'react'
import { MESSAGE_MAX_CHARS, sendMessageInputSchema } from '@marketplace/domain/contract/messages.ts'
import { ApiError } from '@/lib/api-client'
import { failureMessage } from '@/lib/api-errors'
import { useSendMessage } from '../api/send-message'
import { addPhotos, ComposerPhotos } from './composer-photos'

/** Why a send failed, in words: the server's rule (blocked, closed) or the rate limit. */
function sendFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 429)
    return 'You are sending messages too quickly. Please wait a minute and try again.'
  if (error instanceof ApiError && error.status === 413) return 'Each photo must be 5 MB or smaller.'
  return failureMessage(error, 'Your message was not sent. Please try again.')
}

/** Writes a message: up to 2,000 characters and 4 photos; Send, or Ctrl+Enter / Cmd+Enter. */
export function Composer({ conversationId, otherName }: { conversationId: number; otherName: string }) {
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [photos, setPhotos] = useState<File[]>([])
  const send = useSendMessage()
  const id = useId()
  const counterId = `${id}-count`

  function submit() {
    if (send.isPending) return
    const parsed = sendMessageInputSchema.safeParse({ body })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please write a message')
      return
    }
    setError(null)
    send.mutate(
      { conversationId, body: parsed.data.body, photos },
      {
        onSuccess: () => {
          setBody('')
          setPhotos([])
        },
        onError: (failure) => setError(sendFailure(failure)),
      },
    )
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      submit()
    }
  }

  return (
    <form
      aria-label="Write a message"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Field.Root invalid={Boolean(error)}>
        <Field.Label htmlFor={id} srOnly>
          Message to {otherName}
        </Field.Label>
        <Textarea
          id={id}
          name="body"
          value={body}
          onChange={(event) => {
            setBody(event.target.value)
            if (error) setError(null)
          }}
          onKeyDown={onKeyDown}
          placeholder={`Write to ${otherName}…`}
          rows={3}
          maxLength={MESSAGE_MAX_CHARS}
          resize="vertical"
          aria-describedby={counterId}
          bg="bg"
        />
        {error && <Field.ErrorText role="alert">{error}</Field.ErrorText>}
        <HStack justify="space-between" w="full" mt="2" gap="3" wrap="wrap">
          <HStack gap="3" wrap="wrap" flex="1" minW="0">
            <ComposerPhotos
              photos={photos}
              disabled={send.isPending}
              onPick={(files) => {
                const next = addPhotos(photos, files)
                setPhotos(next.photos)
                setError(next.error)
              }}
              onRemove={(index) => setPhotos(photos.filter((_, i) => i !== index))}
            />
            <Text id={counterId} fontSize="xs" color="fg.muted" aria-live="off">
              {body.length.toLocaleString('en-US')} / {MESSAGE_MAX_CHARS.toLocaleString('en-US')}
            </Text>
          </HStack>
          <Button type="submit" colorPalette="brand" size="sm" loading={send.isPending} loadingText="Sending…">
            <Send aria-hidden />
            Send
          </Button>
        </HStack>
      </Field.Root>
    </form>
  )
}
