import type { ComponentType, ReactNode } from 'react'

/**
 * How a screen links to one of its conversations: /messages/:id for a client, the dashboard's
 * Messages tab for a stylist. The route passes it in, so this feature knows no route of its own.
 */
export type ConversationLinkComponent = ComponentType<{
  conversationId: number | null
  children: ReactNode
  'aria-current'?: 'page'
  'aria-label'?: string
}>
