import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiFetch, setApiSessionSource } from './api-client'

// A fake of the server's HTTP answers: the only seam is the global fetch.
function answer(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => {
  vi.unstubAllGlobals()
  setApiSessionSource(null)
})

describe('apiFetch', () => {
  it('sends a JSON body with its content type and credentials', async () => {
    const fetchMock = answer(json(201, { id: 'a1' }))
    await expect(apiFetch('/api/things', { method: 'POST', body: { name: 'x' } })).resolves.toEqual({ id: 'a1' })
    const [, init] = fetchMock.mock.calls[0]!
    expect(init?.body).toBe('{"name":"x"}')
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
    expect(init?.credentials).toBe('include')
  })

  it('sends no content type without a body', async () => {
    const fetchMock = answer(json(200, []))
    await apiFetch('/api/things')
    const [, init] = fetchMock.mock.calls[0]!
    expect(new Headers(init?.headers).has('content-type')).toBe(false)
    expect(init?.body).toBeUndefined()
  })

  it('throws "status: body text" with the parsed error body', async () => {
    const body = { message: 'Invalid input', issues: [{ path: ['email'], message: 'Bad email' }] }
    answer(json(400, body))
    const error = await apiFetch('/api/things').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe(`400: ${JSON.stringify(body)}`)
    expect((error as ApiError).status).toBe(400)
    expect((error as ApiError).body?.issues?.[0]).toEqual({ path: ['email'], message: 'Bad email' })
  })

  it('falls back to the status text when the error body is empty', async () => {
    answer(new Response(null, { status: 503, statusText: 'Service Unavailable' }))
    await expect(apiFetch('/api/things')).rejects.toThrow('503: Service Unavailable')
  })

  it('returns null on 401 only when asked to', async () => {
    answer(json(401, { message: 'Unauthorized' }))
    await expect(apiFetch('/api/auth/user', { on401: 'returnNull' })).resolves.toBeNull()
    answer(json(401, { message: 'Unauthorized' }))
    await expect(apiFetch('/api/auth/user')).rejects.toMatchObject({ status: 401 })
  })

  it('reads plain-text answers as text', async () => {
    answer(new Response('/storage/a.jpg', { status: 200, headers: { 'content-type': 'text/plain' } }))
    await expect(apiFetch<string>('/api/upload')).resolves.toBe('/storage/a.jpg')
  })

  it("sends the signed-in user's token and id with every request", async () => {
    setApiSessionSource(async () => ({ accessToken: 'tok-1', userId: 'user-1' }))
    const fetchMock = answer(json(200, {}))
    await apiFetch('/api/things')
    const headers = new Headers(fetchMock.mock.calls[0]![1]?.headers)
    expect(headers.get('authorization')).toBe('Bearer tok-1')
    expect(headers.get('x-firebase-uid')).toBe('user-1')
  })

  it('sends no identity when signed out, when asked not to, or when the caller set its own', async () => {
    const headersOf = (mock: ReturnType<typeof answer>) => new Headers(mock.mock.calls[0]![1]?.headers)

    setApiSessionSource(async () => null)
    let fetchMock = answer(json(200, {}))
    await apiFetch('/api/things')
    expect(headersOf(fetchMock).has('authorization')).toBe(false)
    expect(headersOf(fetchMock).has('x-firebase-uid')).toBe(false)

    const source = vi.fn(async () => ({ accessToken: 'tok-1', userId: 'user-1' }))
    setApiSessionSource(source)
    fetchMock = answer(json(200, {}))
    await apiFetch('/api/config', { session: 'none' })
    expect(source).not.toHaveBeenCalled()
    expect(headersOf(fetchMock).has('authorization')).toBe(false)

    fetchMock = answer(json(200, {}))
    await apiFetch('/api/firebase/users', { headers: { authorization: 'Bearer fresh', 'x-firebase-uid': 'user-2' } })
    expect(headersOf(fetchMock).get('authorization')).toBe('Bearer fresh')
    expect(headersOf(fetchMock).get('x-firebase-uid')).toBe('user-2')
  })
})
