import { describe, expect, it } from 'vitest'
import { profileCompleteness } from './profile-completeness'

const empty = {
  profileImageUrl: null,
  licenseNumber: null,
  workingHours: [],
  website: null,
  instagram: null,
  facebook: null,
  services: [],
  portfolioItems: [],
  specialties: [],
}

describe('profile completeness', () => {
  it('lists every missing part, each with where to fill it in', () => {
    const result = profileCompleteness(empty)
    expect(result).toMatchObject({ done: 0, total: 7, percent: 0 })
    expect(result.missing.map((m) => [m.label, m.target])).toEqual([
      ['Add a profile photo', { tab: 'profile', elementId: 'profile-photo-heading' }],
      ['Add your license number', { tab: 'profile', elementId: 'profile-licenseNumber' }],
      ['Add your working hours', { tab: 'profile', elementId: 'working-hours-heading' }],
      ['Add a website, Instagram or Facebook', { tab: 'profile', elementId: 'profile-website' }],
      ['List your services and prices', { tab: 'services' }],
      ['Add photos of your work', { tab: 'portfolio' }],
      ['Choose your specialties', { tab: 'specialties' }],
    ])
  })

  it('counts what is there: any one link will do', () => {
    const result = profileCompleteness({
      ...empty,
      profileImageUrl: '/a.jpg',
      instagram: '@me',
      services: [
        {
          id: 1,
          name: 'Cut',
          description: null,
          price: 40,
          duration: 30,
          activeMinutes: null,
          processingMinutes: null,
          finishingMinutes: null,
        },
      ],
    })
    expect(result).toMatchObject({ done: 3, percent: 43 })
    expect(result.missing.map((m) => m.key)).toEqual(['license', 'hours', 'portfolio', 'specialties'])
  })
})
