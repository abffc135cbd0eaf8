// Every messages query sits under one key, so a live event or an action refreshes what it touches.
export const messagesQueryKey = ['messages'] as const

export const messagesQueryKeys = {
  all: messagesQueryKey,
  unread: (userId: string) => [...messagesQueryKey, userId, 'unread'] as const,
  inbox: (userId: string) => [...messagesQueryKey, userId, 'inbox'] as const,
  conversation: (userId: string, id: number) => [...messagesQueryKey, userId, 'conversation', id] as const,
  thread: (userId: string, id: number) => [...messagesQueryKey, userId, 'thread', id] as const,
}
