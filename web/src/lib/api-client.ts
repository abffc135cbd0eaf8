import { z } from 'zod'

// The API's error shape: `{ message, issues?: [{ path, message }] }` (400s name the fields).
const apiErrorBodySchema = z.looseObject({
  message: z.string().optional(),
  issues: z
    .array(
      z.object({
        path: z.array(z.union([z.string(), z.number()])),
        message: z.string(),
      }),
    )
    .optional(),
})

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>
export type ApiIssue = NonNullable<ApiErrorBody['issues']>[number]

/** A non-OK response. The message is `${status}: ${body text or status text}` (spec section 8). */
export class ApiError extends Error {
  readonly status: number
  /** The parsed JSON body when the response carried one in the API's error shape. */
  readonly body: ApiErrorBody | undefined

  constructor(status: number, text: string, body: ApiErrorBody | undefined) {
    super(`${status}: ${text}`)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
}

export type ApiFetchInit = Omit<RequestInit, 'body'> & {
  /** Sent as JSON unless it is already a FormData, Blob or URLSearchParams. */
  body?: unknown
  /** What a 401 means to the caller: an error (default) or "nobody is signed in". */
  on401?: 'throw' | 'returnNull'
  /**
   * 'auto' (default): a signed-in browser's identity goes along (see `setApiSessionSource`).
   * 'none': sent anonymously; for the config the identity client itself is built from.
   */
  session?: 'auto' | 'none'
}

/** Who is signed in, as the API needs it: the access token and the user id it names. */
export type ApiSession = { accessToken: string; userId: string }
export type ApiSessionSource = () => Promise<ApiSession | null>

let sessionSource: ApiSessionSource | null = null

/** How a request reaches the API: the browser's fetch, or the server renderer's in-process call. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>
let transport: ApiTransport = (path, init) => fetch(path, init)

/**
 * Registers the server renderer's way to the API (web/src/entry-server.tsx): on the server a path
 * like /api/stylists/1 has no origin to go to, so the page's own server answers it in process.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next
}

/**
 * Registers where requests get the signed-in user's token from (the identity client, at start-up).
 * Kept as a seam so this module knows nothing of supabase-js and its tests need no identity.
 */
export function setApiSessionSource(source: ApiSessionSource | null): void {
  sessionSource = source
}

export function apiFetch<T>(path: string, init: ApiFetchInit & { on401: 'returnNull' }): Promise<T | null>
export function apiFetch<T>(path: string, init?: ApiFetchInit): Promise<T>
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T | null> {
  const { body, on401 = 'throw', session = 'auto', headers: extraHeaders, ...rest } = init
  const headers = new Headers(extraHeaders)
  if (!headers.has('accept')) headers.set('accept', 'application/json')
  if (session === 'auto') await addSessionHeaders(headers)

  const response = await transport(path, {
    ...rest,
    headers,
    body: encodeBody(body, headers),
    credentials: 'include',
  })

  if (response.status === 401 && on401 === 'returnNull') return null
  if (!response.ok) throw await toApiError(response)
  if (response.status === 204) return undefined as T

  // Plain-text answers exist in the contract (an uploaded image's URL), so only JSON is parsed.
  return (isJson(response) ? await response.json() : await response.text()) as T
}

// Identity comes only from the bearer token; the spec's x-firebase-uid travels beside it and the
// server checks that both name the same user. Headers the caller set itself are left alone.
async function addSessionHeaders(headers: Headers): Promise<void> {
  if (!sessionSource || headers.has('authorization')) return
  const current = await sessionSource()
  if (!current) return
  headers.set('authorization', `Bearer ${current.accessToken}`)
  if (!headers.has('x-firebase-uid')) headers.set('x-firebase-uid', current.userId)
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body
  // The content type is set only when there is a body (spec section 7).
  headers.set('content-type', 'application/json')
  return JSON.stringify(body)
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '')
  let body: ApiErrorBody | undefined
  if (text && isJson(response)) {
    try {
      const parsed = apiErrorBodySchema.safeParse(JSON.parse(text))
      if (parsed.success) body = parsed.data
    } catch {
      // A body that claims to be JSON but is not: the text still goes into the message.
    }
  }
  return new ApiError(response.status, text || response.statusText, body)
}

function isJson(response: Response): boolean {
  return /\bjson\b/i.test(response.headers.get('content-type') ?? '')
}
