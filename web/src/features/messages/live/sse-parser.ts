/** One Server-Sent Event: its `event:` name (default 'message') and its `data:` lines joined. */
export type SseEvent = { event: string; data: string }

/**
 * Reads Server-Sent Events from text chunks as they arrive, however the chunks cut the lines:
 * a blank line ends an event; lines starting with ':' are comments (the server's keep-alive).
 * Lines end with \n or \r\n (what our server and proxies send; a lone \r is not expected).
 */
export function createSseParser(onEvent: (event: SseEvent) => void): (chunk: string) => void {
  let buffer = ''
  let event = ''
  let data: string[] = []
  return (chunk) => {
    buffer += chunk
    const lines = buffer.split('\n')
    // The last piece has no line end yet: it waits for the next chunk.
    buffer = lines.pop() ?? ''
    for (const raw of lines) {
      const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw
      if (line === '') {
        if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') })
        event = ''
        data = []
        continue
      }
      if (line.startsWith(':')) continue
      const colon = line.indexOf(':')
      const field = colon === -1 ? line : line.slice(0, colon)
      let value = colon === -1 ? '' : line.slice(colon + 1)
      if (value.startsWith(' ')) value = value.slice(1)
      if (field === 'event') event = value
      else if (field === 'data') data.push(value)
    }
  }
}
