import { describe, expect, it } from 'vitest'
import { createSseParser, type SseEvent } from './sse-parser'

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = []
  const feed = createSseParser((e) => events.push(e))
  for (const chunk of chunks) feed(chunk)
  return events
}

describe('createSseParser', () => {
  it('reads named events and skips keep-alive comments', () => {
    expect(
      parse([
        'event: ready\ndata: {}\n\n',
        ': keep-alive\n\n',
        'event: message\ndata: {"conversationId":1,"messageId":2}\nid: 2\n\n',
      ]),
    ).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'message', data: '{"conversationId":1,"messageId":2}' },
    ])
  })

  it('joins an event cut anywhere across chunks, and CRLF line ends', () => {
    const text = 'event: message\r\ndata: {"conversationId":7,\r\ndata: "messageId":9}\r\n\r\n'
    const whole = parse([text])
    expect(whole).toEqual([{ event: 'message', data: '{"conversationId":7,\n"messageId":9}' }])
    for (let cut = 1; cut < text.length; cut++) expect(parse([text.slice(0, cut), text.slice(cut)])).toEqual(whole)
  })

  it('waits for the blank line before it hands an event over, and defaults the name', () => {
    const events: SseEvent[] = []
    const feed = createSseParser((e) => events.push(e))
    feed('data: one\n')
    expect(events).toEqual([])
    feed('\n')
    expect(events).toEqual([{ event: 'message', data: 'one' }])
  })
})
