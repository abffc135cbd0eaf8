import {
  profileInputSchema,
  stateCodeOf,
  type DashboardProfile,
  type ProfileValues,
} from '@marketplace/domain/contract/dashboard.ts'
import { formatPhone } from '@marketplace/domain/phone.ts'
import { issueFieldErrors } from '@/lib/api-errors'
import { initialTimeZone } from './time-zones'
import { defaultWeek, fromWeek, toWeek, type DaySchedule } from './working-hours'

/** The profile form as it is edited: text as typed; the API's schema turns it into values. */
export interface ProfileFormValues {
  stylistName: string
  salonName: string
  bio: string
  address: string
  city: string
  state: string
  zipCode: string
  phone: string
  website: string
  instagram: string
  facebook: string
  startingPrice: string
  gender: string
  licenseNumber: string
  licenseState: string
  /** The point of a picked address suggestion; null makes the server place the ZIP code. */
  latitude: number | null
  longitude: number | null
  homeVisits: boolean
  productBrands: string[]
  week: DaySchedule[]
  timeZone: string
}

export type ProfileTextField = {
  [K in keyof ProfileFormValues]: ProfileFormValues[K] extends string ? K : never
}[keyof ProfileFormValues]

/** The order a stylist meets the fields in: the first one with a message gets the focus. */
export const profileFieldOrder = [
  'stylistName',
  'salonName',
  'bio',
  'gender',
  'startingPrice',
  'address',
  'city',
  'state',
  'zipCode',
  'phone',
  'website',
  'instagram',
  'facebook',
  'licenseNumber',
  'licenseState',
  'productBrands',
  'workingHours',
  'timeZone',
  'profileImageUrl',
] as const

/** The bio counter: 'n/500 characters' (500 is a guide, not a limit; the minimum is 100). */
export const bioCounter = (bio: string) => `${bio.length}/500 characters`

/** The form's starting values: the saved profile, or an empty one ('Create Profile'). */
export function profileToForm(profile: DashboardProfile | null, browserZone?: string): ProfileFormValues {
  if (!profile) {
    return {
      stylistName: '',
      salonName: '',
      bio: '',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      phone: '',
      website: '',
      instagram: '',
      facebook: '',
      startingPrice: '',
      gender: '',
      licenseNumber: '',
      licenseState: '',
      latitude: null,
      longitude: null,
      homeVisits: false,
      productBrands: [],
      week: defaultWeek(),
      timeZone: initialTimeZone(browserZone),
    }
  }
  return {
    stylistName: profile.stylistName,
    salonName: profile.salonName ?? '',
    bio: profile.bio,
    address: profile.address,
    city: profile.city,
    state: profile.state,
    zipCode: profile.zipCode,
    phone: formatPhone(profile.phone),
    website: profile.website ?? '',
    instagram: profile.instagram ?? '',
    facebook: profile.facebook ?? '',
    startingPrice: String(profile.startingPrice),
    gender: profile.gender || 'prefer-not-to-say',
    licenseNumber: profile.licenseNumber ?? '',
    licenseState: profile.licenseState ?? '',
    latitude: profile.latitude,
    longitude: profile.longitude,
    homeVisits: profile.homeVisits,
    productBrands: [...profile.productBrands],
    week: toWeek(profile.workingHours),
    timeZone: profile.timeZone,
  }
}

/** Where each sent working-hours interval came from, to put messages about it beside its day. */
type HoursOrigin = ReturnType<typeof fromWeek>['origin']

export type ProfileCheck =
  | { ok: true; values: ProfileValues; origin: HoursOrigin }
  | { ok: false; errors: Record<string, string>; origin: HoursOrigin }

/**
 * The browser-side check, with the API's own schema (the spec's messages); on success the values
 * to send, normalised as the server would (phone digits, https:// on the website, state code).
 */
export function checkProfileForm(values: ProfileFormValues, profileImageUrl: string | null): ProfileCheck {
  const { week, ...fields } = values
  const { hours, origin } = fromWeek(week)
  const parsed = profileInputSchema.safeParse({ ...fields, workingHours: hours, profileImageUrl })
  if (parsed.success) return { ok: true, values: parsed.data, origin }
  return { ok: false, errors: issueFieldErrors(parsed.error.issues), origin }
}

/** The first field (in the form's order) that has a message. */
export function firstInvalidField(errors: Record<string, string>): string | undefined {
  return profileFieldOrder.find((field) => errors[field])
}

/** A place picked in the address search: its point, and the address parts the service knew. */
export interface PickedAddress {
  formattedAddress: string
  lat: number
  lng: number
  street?: string
  city?: string
  state?: string
  zipCode?: string
}

const addressParts = new Set<keyof ProfileFormValues>(['address', 'city', 'state', 'zipCode'])

/** One field changed by hand. Changing the address parts forgets a picked point (it no longer matches). */
export function editProfileField<K extends keyof ProfileFormValues>(
  values: ProfileFormValues,
  field: K,
  value: ProfileFormValues[K],
): ProfileFormValues {
  const next = { ...values, [field]: value }
  if (addressParts.has(field) && values[field] !== value) {
    next.latitude = null
    next.longitude = null
  }
  return next
}

/**
 * A picked suggestion fills what it knows and sets the point. A city without a ZIP code keeps the
 * ZIP code typed for that same city and clears one that belonged elsewhere.
 */
export function applyPickedAddress(values: ProfileFormValues, place: PickedAddress): ProfileFormValues {
  const state = place.state ? (stateCodeOf(place.state) ?? values.state) : values.state
  const city = place.city || values.city
  const sameTown = city.trim().toLowerCase() === values.city.trim().toLowerCase() && state === values.state
  return {
    ...values,
    address: place.street || values.address,
    city,
    state,
    zipCode: place.zipCode || (sameTown ? values.zipCode : ''),
    latitude: place.lat,
    longitude: place.lng,
  }
}
