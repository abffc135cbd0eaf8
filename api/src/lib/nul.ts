/**
 * The path of the first string holding a NUL character in a parsed input, or null. PostgreSQL's
 * text and jsonb cannot store NUL: such input must be a 400, not a database error (500). Walked
 * without recursion, as the value may nest deeply.
 */
export function nulPath(value: unknown): (string | number)[] | null {
  const pending: [unknown, (string | number)[]][] = [[value, []]]
  while (pending.length > 0) {
    const [next, path] = pending.pop()!
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return path
    } else if (next !== null && typeof next === 'object') {
      for (const [key, child] of Object.entries(next))
        pending.push([child, [...path, Array.isArray(next) ? Number(key) : key]])
    }
  }
  return null
}

export const NUL_MESSAGE = 'Text may not contain NUL characters'
