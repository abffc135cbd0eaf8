import { describe, expect, it } from 'vitest'
import type { DashboardProfile } from '@marketplace/domain/contract/dashboard.ts'
import {
  applyPickedAddress,
  bioCounter,
  checkProfileForm,
  editProfileField,
  firstInvalidField,
  profileToForm,
  type ProfileFormValues,
} from './profile-form'

const bio =
  'Cuts, colour and curls in downtown Austin: fifteen years behind the chair, and every texture of hair welcome here.'

function filled(overrides: Partial<ProfileFormValues> = {}): ProfileFormValues {
  return {
    ...profileToForm(null, 'America/Chicago'),
    stylistName: 'Ava Reyes',
    bio,
    address: '500 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    phone: '(512) 555-0142',
    startingPrice: '45',
    website: 'avacuts.com',
    ...overrides,
  }
}

const savedProfile = {
  id: 7,
  slug: 'ava',
  userId: 'u',
  email: 'ava@example.com',
  stylistName: 'Ava Reyes',
  salonName: null,
  bio,
  address: '500 Congress Ave',
  location: '500 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  latitude: 30.27,
  longitude: -97.74,
  phone: '5125550142',
  website: null,
  instagram: '@ava',
  facebook: null,
  startingPrice: 45,
  priceRange: '$',
  gender: 'prefer-not-to-say',
  homeVisits: true,
  productBrands: ['olaplex'],
  profileImageUrl: null,
  verificationStatus: 'pending',
  rating: null,
  reviewCount: 0,
  specialties: [],
  services: [],
  portfolioItems: [],
  reviews: [],
  reviewsNextCursor: null,
  verifiedAt: null,
  ratingCounts: [0, 0, 0, 0, 0],
  workingHours: [{ dayOfWeek: 1, opensAt: '10:00', closesAt: '18:00' }],
  timeZone: 'America/Chicago',
  licenseNumber: null,
  licenseState: null,
  subscriptionActive: true,
  subscriptionType: 'monthly',
  subscriptionExpiry: null,
  createdAt: '',
  updatedAt: '',
} satisfies DashboardProfile

describe('the profile form', () => {
  it("starts empty for a new profile, in the browser's US time zone", () => {
    const empty = profileToForm(null, 'America/Chicago')
    expect(empty.stylistName).toBe('')
    expect(empty.timeZone).toBe('America/Chicago')
    expect(profileToForm(null, 'Europe/Paris').timeZone).toBe('America/New_York')
  })

  it('starts from the saved profile, the phone formatted', () => {
    const form = profileToForm(savedProfile)
    expect(form).toMatchObject({
      phone: '(512) 555-0142',
      salonName: '',
      startingPrice: '45',
      gender: 'prefer-not-to-say',
      homeVisits: true,
    })
    expect(form.week[0]).toEqual({ dayOfWeek: 1, open: true, spans: [{ opensAt: '10:00', closesAt: '18:00' }] })
  })

  it("gives the spec's messages for every required field", () => {
    const check = checkProfileForm({ ...profileToForm(null), bio: 'Too short' }, null)
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(check.errors).toMatchObject({
      stylistName: 'Name is required',
      bio: 'Bio must be at least 100 characters',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
      phone: 'Phone number is required',
      startingPrice: 'Starting price is required',
    })
    expect(firstInvalidField(check.errors)).toBe('stylistName')
    expect(checkProfileForm(filled({ startingPrice: '0' }), null)).toMatchObject({
      errors: { startingPrice: 'Starting price is required' },
    })
  })

  it('normalises what it sends as the server would', () => {
    const check = checkProfileForm(filled({ salonName: '  ', gender: '' }), 'https://cdn/x.webp')
    expect(check.ok).toBe(true)
    if (!check.ok) return
    expect(check.values).toMatchObject({
      phone: '5125550142',
      website: 'https://avacuts.com',
      salonName: null,
      startingPrice: 45,
      gender: 'prefer-not-to-say',
      state: 'TX',
      profileImageUrl: 'https://cdn/x.webp',
      timeZone: 'America/Chicago',
      latitude: null,
      longitude: null,
    })
    expect(check.values.workingHours).toHaveLength(5)
  })

  it('counts the bio against 500 without enforcing it', () => {
    expect(bioCounter(bio)).toBe(`${bio.length}/500 characters`)
    expect(checkProfileForm(filled({ bio: 'x'.repeat(600) }), null).ok).toBe(true)
  })

  it('forgets a picked point when the address is changed by hand', () => {
    const picked = { ...filled(), latitude: 30.27, longitude: -97.74 }
    expect(editProfileField(picked, 'stylistName', 'Ava R.')).toMatchObject({ latitude: 30.27 })
    expect(editProfileField(picked, 'zipCode', '78702')).toMatchObject({
      zipCode: '78702',
      latitude: null,
      longitude: null,
    })
  })

  it('fills the address from a picked place', () => {
    const start = filled({ city: 'Dallas', zipCode: '75201' })
    const zip = applyPickedAddress(start, {
      formattedAddress: 'Austin, TX 78701',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      lat: 30.27,
      lng: -97.74,
    })
    expect(zip).toMatchObject({
      address: '500 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      latitude: 30.27,
      longitude: -97.74,
    })
    const city = applyPickedAddress(start, {
      formattedAddress: 'Austin, TX',
      city: 'Austin',
      state: 'Texas',
      lat: 30.27,
      lng: -97.74,
    })
    expect(city).toMatchObject({ city: 'Austin', state: 'TX', zipCode: '' })
    const street = applyPickedAddress(zip, {
      formattedAddress: '1 Main St, Austin, TX 78701, USA',
      street: '1 Main St',
      city: 'Austin',
      state: 'TX',
      lat: 30.2,
      lng: -97.7,
    })
    expect(street).toMatchObject({ address: '1 Main St', zipCode: '78701' })
  })
})
