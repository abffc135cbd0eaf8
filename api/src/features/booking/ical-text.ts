// The pieces of an iCalendar content line (RFC 5545 3.1, 3.2, 3.3.11), written here rather than
// by a library because every value in an invite can come from a person: a name holding CR or LF
// must not become a property of its own, and a long multibyte name must fold between characters.

const lineBreak = /\r\n|\r|\n/g
// Control characters other than TAB (CONTROL in RFC 5545 3.1 is every C0 but TAB, and DEL), and
// the C1 controls with them: no calendar shows them and some stop reading at them.
const controlButTab = /[^\P{Cc}\t]/gu

/** A TEXT value (3.3.11): backslash, semicolon and comma escaped, any line break as \n, other controls dropped. */
export function textValue(value: string): string {
  return value
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(lineBreak, '\\n')
    .replace(controlButTab, '')
}

/**
 * A parameter value as a quoted-string (3.1): it may hold neither a DQUOTE nor a control
 * character and has no escapes, so a double quote becomes a single one, a line break or a TAB a
 * space, and other controls are dropped (a display name, such as CN, reads the same).
 */
export function paramValue(value: string): string {
  return `"${value
    .replace(/"/g, "'")
    .replace(lineBreak, ' ')
    .replace(/\t/g, ' ')
    .replace(/\p{Cc}/gu, '')}"`
}

/** A mailto: calendar address; anything a URI may not hold (controls, spaces, quotes) is percent-encoded. */
export function calAddress(email: string): string {
  return `mailto:${encodeURI(email)}`
}

const encoder = new TextEncoder()
const LINE_OCTETS = 75

/**
 * One content line folded (3.1): no physical line longer than 75 octets of UTF-8, a continuation
 * starting with one space, and never a break inside a character (a code point is never split).
 */
export function foldLine(line: string): string {
  const lines: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    if (octets + size > LINE_OCTETS) {
      lines.push(current)
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  lines.push(current)
  return lines.join('\r\n')
}

/** A property line: NAME;PARAM=value...:value, folded. Parameter and property values come in already written. */
export function contentLine(name: string, value: string, params: Record<string, string> = {}): string {
  const head = [name, ...Object.entries(params).map(([k, v]) => `${k}=${v}`)].join(';')
  return foldLine(`${head}:${value}`)
}
