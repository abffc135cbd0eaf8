import { describe, expect, it } from 'vitest'
import { profileFromIdentityMetadata, userDisplayName, userInitial } from './user-display'

describe('profileFromIdentityMetadata', () => {
  it('prefers the given and family names', () => {
    expect(
      profileFromIdentityMetadata({ given_name: 'Ana', family_name: 'de la Cruz', full_name: 'Someone Else' }),
    ).toEqual({ firstName: 'Ana', lastName: 'de la Cruz', profileImageUrl: null })
  })

  it('splits a full name into the first word and the rest', () => {
    expect(profileFromIdentityMetadata({ full_name: '  Mary  Ann   Lee ' })).toMatchObject({
      firstName: 'Mary',
      lastName: 'Ann Lee',
    })
    expect(profileFromIdentityMetadata({ name: 'Cher' })).toMatchObject({ firstName: 'Cher', lastName: null })
  })

  it('keeps a lone given or family name without inventing the other', () => {
    expect(profileFromIdentityMetadata({ family_name: 'Okafor', name: 'Chidi Okafor' })).toMatchObject({
      firstName: null,
      lastName: 'Okafor',
    })
  })

  it('takes the photo from avatar_url, then picture, and only http(s) addresses', () => {
    expect(
      profileFromIdentityMetadata({ avatar_url: 'https://x.test/a.jpg', picture: 'https://x.test/b.jpg' })
        .profileImageUrl,
    ).toBe('https://x.test/a.jpg')
    expect(
      profileFromIdentityMetadata({ avatar_url: 'javascript:alert(1)', picture: 'https://x.test/b.jpg' })
        .profileImageUrl,
    ).toBe('https://x.test/b.jpg')
    expect(profileFromIdentityMetadata({ picture: 'not a url' }).profileImageUrl).toBeNull()
  })

  it('gives nulls for an email sign-up (no metadata)', () => {
    const none = { firstName: null, lastName: null, profileImageUrl: null }
    expect(profileFromIdentityMetadata({})).toEqual(none)
    expect(profileFromIdentityMetadata(undefined)).toEqual(none)
    expect(profileFromIdentityMetadata({ full_name: 42, given_name: '  ' })).toEqual(none)
  })
})

describe('userDisplayName and userInitial', () => {
  it('shows the name when there is one, otherwise the email', () => {
    expect(userDisplayName({ email: 'a@example.com', firstName: 'Ana', lastName: 'Lee' })).toBe('Ana Lee')
    expect(userDisplayName({ email: 'a@example.com', firstName: null, lastName: null })).toBe('a@example.com')
    expect(userInitial({ email: 'zed@example.com', firstName: null, lastName: null })).toBe('Z')
    expect(userInitial({ email: 'zed@example.com', firstName: 'ana', lastName: null })).toBe('A')
  })
})
