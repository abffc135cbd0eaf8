import { describe, expect, it } from 'vitest'
import { formatMessageTime, inboxPreview, messagesLinkLabel, photoCountLabel, splitLinks } from './message-format'

describe('splitLinks', () => {
  it('turns http(s) addresses into links and leaves the rest as text', () => {
    expect(splitLinks('Like this: https://example.com/look?id=1. Can you?')).toEqual([
      { kind: 'text', text: 'Like this: ' },
      { kind: 'link', text: 'https://example.com/look?id=1', href: 'https://example.com/look?id=1' },
      { kind: 'text', text: '. Can you?' },
    ])
  })

  it('never makes a link of another scheme or of markup', () => {
    const body = 'javascript:alert(1) <a href="https://x.example">x</a> data:text/html,hi'
    const links = splitLinks(body).filter((p) => p.kind === 'link')
    expect(links.map((l) => l.href)).toEqual(['https://x.example'])
    expect(
      splitLinks(body)
        .map((p) => p.text)
        .join(''),
    ).toBe(body)
  })

  it('keeps text without links whole', () => {
    expect(splitLinks('Hi!\nHow much for braids?')).toEqual([{ kind: 'text', text: 'Hi!\nHow much for braids?' }])
  })
})

describe('formatMessageTime', () => {
  const now = new Date(2026, 10, 28, 15, 0)
  it('shows the hour today and the day before that', () => {
    expect(formatMessageTime(new Date(2026, 10, 28, 9, 5).toISOString(), now)).toBe('9:05 AM')
    expect(formatMessageTime(new Date(2026, 10, 27, 18, 30).toISOString(), now)).toBe('Nov 27, 6:30 PM')
  })
})

describe('messagesLinkLabel', () => {
  it('names the unread count for screen readers', () => {
    expect(messagesLinkLabel(0)).toBe('Messages')
    expect(messagesLinkLabel(2)).toBe('Messages, 2 unread')
  })
})

describe('inboxPreview', () => {
  it('names the last message’s photos before its text, and whose it is', () => {
    const last = { fromMe: false, body: 'Like this?', photoCount: 0 }
    expect(inboxPreview(last)).toBe('Like this?')
    expect(inboxPreview({ ...last, photoCount: 1 })).toBe('Photo · Like this?')
    expect(inboxPreview({ ...last, photoCount: 2, fromMe: true })).toBe('You: 2 photos · Like this?')
    expect(inboxPreview(null)).toBe('New conversation')
    expect(photoCountLabel(0)).toBe('')
    expect(photoCountLabel(4)).toBe('4 photos')
  })
})
