/** Socket and postgres.js codes of a database that cannot be reached or dropped the connection. */
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
])
/**
 * SQLSTATEs of a server shutting down, starting up or out of connections (class 08 is added below),
 * and of a read replica (DATABASE_READ_URL) cancelling a statement that held up its replay of the
 * primary's changes (40001, or 57P04 for a dropped database): tried again, it works.
 */
const serverStates = new Set(['57P01', '57P02', '57P03', '57P04', '53300', '40001'])

/**
 * True for errors that mean "the database is not there right now" rather than a bug: the API
 * answers them with 503 + Retry-After (handle-error.ts), and postgres.js reconnects by itself on
 * the next statement once the server is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined
  if (typeof code !== 'string') return false
  return connectionCodes.has(code) || serverStates.has(code) || code.startsWith('08')
}
