import { describe, expect, it } from 'vitest'
import { DEFAULT_AFTER_LOGIN, redirectTarget, sanitizeRedirect } from './redirect-target'

describe('sanitizeRedirect', () => {
  it('keeps same-site paths with their search and hash', () => {
    expect(sanitizeRedirect('/stylist-registration')).toBe('/stylist-registration')
    expect(sanitizeRedirect('/stylist/12/maya-brooks?tab=reviews#top')).toBe('/stylist/12/maya-brooks?tab=reviews#top')
    expect(sanitizeRedirect('/')).toBe('/')
    // Encoded characters stay encoded: they are part of a path here, never a new host.
    expect(sanitizeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example')
  })

  it('drops other sites, protocol-relative and backslash tricks', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'dashboard',
      '/\t/evil.example',
      '',
      ' /dashboard',
    ]) {
      expect(sanitizeRedirect(bad), bad).toBeUndefined()
    }
  })

  it('drops values that are not text', () => {
    expect(sanitizeRedirect(undefined)).toBeUndefined()
    expect(sanitizeRedirect(['/a', '/b'])).toBeUndefined()
    expect(sanitizeRedirect(42)).toBeUndefined()
  })

  it('normalises dot segments without leaving the site', () => {
    expect(sanitizeRedirect('/a/../../dashboard')).toBe('/dashboard')
  })
})

describe('redirectTarget', () => {
  it('falls back to the dashboard', () => {
    expect(redirectTarget(undefined)).toBe(DEFAULT_AFTER_LOGIN)
    expect(redirectTarget('//evil.example')).toBe('/dashboard')
    expect(redirectTarget('/support')).toBe('/support')
  })
})
