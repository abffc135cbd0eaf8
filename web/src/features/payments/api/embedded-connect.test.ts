import { describe, expect, it } from 'vitest'
import { sameSiteReturn } from './embedded-connect'

describe('the onboarding page goes back only to this site', () => {
  const origin = 'http://localhost:3000'
  it('keeps a return address on this site', () => {
    expect(sameSiteReturn('http://localhost:3000/dashboard?tab=booking-settings&connect=return', origin)).toBe(
      '/dashboard?tab=booking-settings&connect=return',
    )
  })
  it('sends any other address to the dashboard', () => {
    for (const bad of ['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)', undefined])
      expect(sameSiteReturn(bad, origin)).toBe('/dashboard?tab=booking-settings&connect=return')
  })
})
