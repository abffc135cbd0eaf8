import { afterEach, describe, expect, it, vi } from 'vitest'
import { postAppointmentAction } from './appointment-action'

// What the dashboard's appointment actions send; the server is faked at the global fetch (its
// answer here a 409, so only the request is looked at).
function server() {
  const fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify({ message: 'Changed meanwhile' }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => vi.unstubAllGlobals())

describe('postAppointmentAction', () => {
  it('sends the no-show fee decision, charge or waive (the API asks which when the terms have a fee)', async () => {
    const fetchMock = server()
    for (const fee of ['charge', 'waive'] as const) {
      await expect(postAppointmentAction({ id: 7, action: 'no-show', fee })).rejects.toThrow()
      const [url, init] = fetchMock.mock.calls.at(-1)!
      expect(url).toBe('/api/appointments/7/no-show')
      expect(init?.method).toBe('POST')
      expect(init?.body).toBe(JSON.stringify({ fee }))
    }
  })

  it('sends no body for a no-show without a fee, and the reason of a cancellation', async () => {
    const fetchMock = server()
    await expect(postAppointmentAction({ id: 7, action: 'no-show' })).rejects.toThrow()
    expect(fetchMock.mock.calls[0]![1]?.body).toBeUndefined()
    await expect(postAppointmentAction({ id: 8, action: 'cancel', reason: 'Closed' })).rejects.toThrow()
    expect(fetchMock.mock.calls[1]![1]?.body).toBe('{"reason":"Closed"}')
  })
})
