// Names and other one-line fields travel into places where a line break means something: email
// headers, calendar invites (a CR or LF in a name there can add an attendee), CSV exports. So a
// single-line field refuses every control character (Unicode Cc: C0 with CR, LF and TAB, DEL, C1)
// at input; the writers escape them too, for rows stored before this rule.

const controlCharacter = /\p{Cc}/u

/** True when the text holds no control character. */
export function isSingleLine(text: string): boolean {
  return !controlCharacter.test(text)
}

/** The 400's message for a one-line field holding a line break, a tab or another control character. */
export const SINGLE_LINE_MESSAGE = 'Use one line, without line breaks, tabs or control characters'
