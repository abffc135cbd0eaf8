import { describe, expect, it } from 'vitest'
import { mayHaveSession } from './session-hint'

function storageWith(...keys: string[]) {
  return { length: keys.length, key: (i: number) => keys[i] ?? null }
}
const plain = { hash: '', search: '' }

describe('mayHaveSession', () => {
  it('is false for a first visit: nothing stored, nothing in the address', () => {
    expect(mayHaveSession(storageWith(), plain)).toBe(false)
    expect(mayHaveSession(storageWith('chakra-ui-color-mode', 'sb-other'), plain)).toBe(false)
    expect(mayHaveSession(null, { hash: '#main', search: '?location=Austin' })).toBe(false)
  })

  it('is true when supabase-js stored a session, whatever the project ref', () => {
    expect(mayHaveSession(storageWith('x', 'sb-localhost-auth-token'), plain)).toBe(true)
    expect(mayHaveSession(storageWith('sb-abcdefghijklmnop-auth-token'), plain)).toBe(true)
  })

  it('is true when an OAuth or e-mail link brings a session or its error in the address', () => {
    expect(mayHaveSession(null, { hash: '#access_token=abc&refresh_token=def', search: '' })).toBe(true)
    expect(mayHaveSession(null, { hash: '', search: '?code=1234' })).toBe(true)
    expect(mayHaveSession(null, { hash: '#error=access_denied&error_description=Denied', search: '' })).toBe(true)
  })
})
