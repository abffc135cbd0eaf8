import { Link, Text } from '@chakra-ui/react'
import { splitLinks } from '../message-format'

/**
 * A message's words as React text (escaped: markup in a message is shown, never run). Web
 * addresses are links that open apart, send no referrer, pass no ranking and are marked as
 * user content.
 */
export function MessageText({ body }: { body: string }) {
  return (
    <Text whiteSpace="pre-wrap" wordBreak="break-word" overflowWrap="anywhere">
      {splitLinks(body).map((part, i) =>
        part.kind === 'link' ? (
          <Link
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            color="inherit"
            textDecoration="underline"
          >
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </Text>
  )
}
