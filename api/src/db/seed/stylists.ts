import { productBrandCodes } from '@marketplace/domain/catalogue/brands.ts'
import { specialties } from '@marketplace/domain/catalogue/specialties.ts'
import { stateCodes } from '@marketplace/domain/catalogue/states.ts'
import type { PriceTier } from '@marketplace/domain/money.ts'
import { billingFor, type BillingDraft } from './billing.ts'
import { composeBio } from './bios.ts'
import { placeInCity, type CityPicker } from './cities.ts'
import type { CouponBook } from './coupons.ts'
import { weeklyHours, type HoursDraft } from './hours.ts'
import { demoAvatarUrls, stylistAvatarUrl } from './images.ts'
import { personName, salonName, slug, streetAddress, type Gender } from './names.ts'
import { personas, type PersonaCode } from './personas.ts'
import { portfolioFor, type PortfolioDraft } from './portfolio.ts'
import { addDays, Rng } from './random.ts'
import { demoPhone, timeZoneFor } from './regions.ts'
import { reviewsFor, type ClientRef, type ReviewDraft } from './reviews.ts'
import { servicesFor, startingPriceCents, type ServiceDraft } from './services.ts'

// One demo stylist, entirely from (seed, n): the same inputs always give the same profile, and
// stylist n does not depend on how many came before it or on the batch size.

export interface StylistDraft {
  n: number
  userId: string
  email: string
  first: string
  last: string
  profile: {
    stylistName: string
    salonName: string | null
    bio: string
    address: string
    city: string
    state: string
    zip: string
    lon: number
    lat: number
    phone: string
    website: string | null
    instagram: string | null
    facebook: string | null
    startingPriceCents: number
    gender: Gender
    licenseNumber: string | null
    licenseState: string | null
    profileImageUrl: string | null
    homeVisits: boolean
    productBrands: string[]
    timeZone: string
    verificationStatus: string | null
    verificationNotes: string | null
    verifiedAt: Date | null
    createdAt: Date
    updatedAt: Date
  }
  specialtyIds: number[]
  hours: HoursDraft[]
  services: ServiceDraft[]
  portfolio: PortfolioDraft[]
  reviews: ReviewDraft[]
  billing: BillingDraft
}

export interface StylistContext {
  seed: number
  now: Date
  cities: CityPicker
  clients: readonly ClientRef[]
  coupons: CouponBook
}

export const stylistEmail = (n: number) => `stylist${String(n).padStart(5, '0')}@demo.chairside.test`

const licenseStates = stateCodes.filter((s) => s !== 'DC')
const personaWeights = Object.fromEntries(personas.map((p) => [p.code, p.weight])) as Record<PersonaCode, number>

const rejectionNotes = [
  'License number could not be verified with the state board.',
  "Portfolio photos do not appear to be the stylist's own work.",
  'Business address could not be confirmed.',
]

export function generateStylist(ctx: StylistContext, n: number): StylistDraft {
  const rng = Rng.for(ctx.seed, 0x57, n)
  const userId = rng.uuid()
  const personaCode = rng.weighted(personaWeights)
  const persona = personas.find((p) => p.code === personaCode)!
  const gender = rng.weighted(persona.genders)
  const { first, last } = personName(rng, gender)
  const city = ctx.cities.cityOf(n)
  const spot = placeInCity(rng, city)
  const salon = rng.chance(0.78)
    ? salonName(
        rng,
        last,
        city.name,
        persona.code === 'barber' ? 'barber' : persona.code === 'natural' ? 'natural' : 'other',
      )
    : null
  const homeVisits = rng.chance(persona.homeVisits)
  const tier = rng.weighted<PriceTier>({ $: 30, $$: 36, $$$: 22, $$$$: 12 })
  const billing = billingFor(rng, n, ctx.now, ctx.coupons)
  const joined = billing.joined
  const verification = rng.weighted({ approved: 60, pending: 25, rejected: 5, none: 10 })
  const verifiedAt =
    verification === 'approved' || verification === 'rejected' ? addDays(joined, rng.float(0.5, 6)) : null
  const handle = slug(`${first}${last}`).replace(/-/g, '')
  const services = servicesFor(rng, persona, tier)
  const profileCreated = addDays(joined, 0.01)
  const licenseNumber = rng.chance(0.85)
    ? `${rng.pick(['', 'C', 'COS', 'BA', 'LIC-'])}${rng.int(100000, 99999999)}`
    : null
  const licenseState = licenseNumber ? licenseStateFor(rng, city.state) : null
  // Last edit: some time after sign-up, or the admin's review, whichever is later, never after now.
  const edited = [addDays(profileCreated, rng.float(0, 60)), verifiedAt ?? profileCreated].reduce((a, b) =>
    a > b ? a : b,
  )
  const updatedAt = edited > ctx.now ? ctx.now : edited

  const specialtyCount = Number(rng.weighted({ 0: 8, 1: 20, 2: 30, 3: 25, 4: 12, 5: 5 }))
  const ownIds = persona.specialties.map((code) => specialties.find((s) => s.code === code)!.id)
  const otherIds = specialties.map((s) => s.id).filter((id) => !ownIds.includes(id))
  const specialtyIds = [...rng.sample(ownIds, ownIds.length), ...rng.sample(otherIds, otherIds.length)].slice(
    0,
    specialtyCount,
  )

  return {
    n,
    userId,
    email: stylistEmail(n),
    first,
    last,
    profile: {
      stylistName: `${first} ${last}`,
      salonName: salon,
      bio: composeBio(rng, { first, city: city.name, salon, years: rng.int(2, 25), persona, homeVisits }),
      address: streetAddress(rng),
      city: city.name,
      state: city.state,
      zip: spot.zip,
      lon: spot.lon,
      lat: spot.lat,
      phone: demoPhone(rng, city.state),
      // example.com is reserved for examples: demo links never lead to someone's real site.
      website: rng.chance(0.35) ? `https://${slug(salon ?? `${first} ${last} hair`)}.example.com` : null,
      instagram: rng.chance(0.6)
        ? `${handle}${rng.pick(['hair', '.hair', '_styles', 'studio', '.cuts', 'beauty'])}`
        : null,
      facebook: rng.chance(0.25) ? `https://www.facebook.com/${slug(salon ?? handle).replace(/-/g, '')}` : null,
      startingPriceCents: startingPriceCents(rng, tier),
      gender,
      licenseNumber,
      licenseState,
      // The pick from the pool is still drawn (and dropped) so every later draw, and so the rest of
      // the demo, stays as it was; the photo is the stylist's own.
      profileImageUrl: rng.chance(0.88) && rng.pick(demoAvatarUrls) ? stylistAvatarUrl(n) : null,
      homeVisits,
      productBrands: rng.sample(productBrandCodes, Number(rng.weighted({ 0: 30, 1: 25, 2: 25, 3: 13, 4: 7 }))),
      timeZone: timeZoneFor(city.state, spot.lon, spot.lat),
      verificationStatus: verification === 'none' ? null : verification,
      verificationNotes: verification === 'rejected' ? rng.pick(rejectionNotes) : null,
      verifiedAt,
      createdAt: profileCreated,
      updatedAt,
    },
    specialtyIds,
    hours: weeklyHours(rng),
    services,
    portfolio: portfolioFor(
      rng,
      persona.code,
      Number(rng.weighted({ 0: 10, 1: 6, 2: 8, 3: 10, 4: 12, 5: 12, 6: 12, 7: 10, 8: 10, 9: 10 })),
    ),
    reviews: reviewsFor(rng, ctx, {
      first,
      joined,
      until: billing.kind === 'incomplete' ? joined : billing.periodEnd,
      services,
    }),
    billing,
  }
}

/**
 * Licensed in their own state, now and then in another they moved from. The profile form offers
 * the 50 states only, so DC stylists hold a Maryland or Virginia license.
 */
function licenseStateFor(rng: Rng, state: string): string {
  if (state === 'DC') return rng.pick(['MD', 'VA'])
  return rng.chance(0.95) ? state : rng.pick(licenseStates)
}
