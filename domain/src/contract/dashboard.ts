import { z } from 'zod'
import { productBrandCodes } from '../catalogue/brands.ts'
import { MAX_SPECIALTIES, specialties } from '../catalogue/specialties.ts'
import { usStates } from '../catalogue/states.ts'
import { phoneDigits } from '../phone.ts'
import { isSingleLine, SINGLE_LINE_MESSAGE } from '../single-line.ts'
import { planTypeSchema } from './billing.ts'
import { stylistProfileSchema } from './stylists.ts'

// The stylist dashboard's calls (spec section 7, "Stylist dashboard"), with the spec's messages
// (section 5). Prices cross the API in dollars; the database keeps cents (ADR 003). Identity comes
// from the access token only: userId, email, isAdmin, verificationStatus and the subscription
// fields a browser may send are not part of these schemas and are dropped.

export const MAX_PORTFOLIO_ITEMS = 9
export const DEFAULT_SERVICE_MINUTES = 30
/** Uploads: JPEG, PNG or WebP (judged by content), at most 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const

export const dashboardMessages = {
  name: 'Name is required',
  bio: 'Bio must be at least 100 characters',
  address: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'ZIP code is required',
  phone: 'Phone number is required',
  startingPrice: 'Starting price is required',
  service: 'Please provide a service name and valid price.',
  specialtiesMax: 'You can select up to 5 specialties.',
  portfolioMax: "You've reached the maximum of 9 portfolio images. To add more, please delete existing images first.",
  noImage: 'No image selected',
  profileRequired: 'Profile required',
  subscriptionRequired: 'Subscription required',
  notYours: 'You can only manage your own profile',
} as const

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v)

/** Optional text: blank or absent is null. */
const optionalText = (max: number) =>
  z
    .preprocess(blankToUndefined, z.string().trim().max(max, `At most ${max} characters`).optional())
    .transform((v) => v ?? null)

/** Optional one-line text (a name, a handle): blank or absent is null; no line breaks or controls. */
const optionalLine = (max: number) =>
  z
    .preprocess(
      blankToUndefined,
      z.string().trim().max(max, `At most ${max} characters`).refine(isSingleLine, SINGLE_LINE_MESSAGE).optional(),
    )
    .transform((v) => v ?? null)

/** Required one-line text with the spec's message for absent, blank and wrong-typed alike. */
const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters`)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE)

const stateByName = new Map(Object.entries(usStates).map(([code, name]) => [name.toLowerCase(), code]))

/** A state's two-letter code from its code or name ('tx', 'Texas'), or null. */
export function stateCodeOf(text: string): string | null {
  const t = text.trim()
  if (/^[A-Za-z]{2}$/.test(t) && t.toUpperCase() in usStates) return t.toUpperCase()
  return stateByName.get(t.toLowerCase()) ?? null
}

const stateCode = (message: string) =>
  z.string().transform((v, ctx) => {
    const code = stateCodeOf(v)
    if (code === null) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return code
  })

/** A website as typed ('glow.studio') made a link: https:// is added when there is no scheme. */
export function normalizeWebsite(text: string): string {
  const t = text.trim()
  return /^https?:\/\//i.test(t) ? t : `https://${t}`
}

function isWebAddress(url: string): boolean {
  try {
    const u = new URL(url)
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.')
  } catch {
    return false
  }
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone.includes('/') || zone === 'UTC'
  } catch {
    return false
  }
}

export const profileGenders = ['female', 'male', 'non-binary', 'prefer-not-to-say'] as const

const clock = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Use a 24-hour time such as 09:00')

/** One opening interval on a weekday (0 = Sunday), in the stylist's time zone; closed days have none. */
export const workingHoursSchema = z
  .array(z.object({ dayOfWeek: z.number().int().min(0).max(6), opensAt: clock, closesAt: clock }))
  .max(21)
  .superRefine((hours, ctx) => {
    hours.forEach((h, i) => {
      if (h.closesAt <= h.opensAt)
        ctx.addIssue({ code: 'custom', path: [i, 'closesAt'], message: 'Closing time must be after opening time' })
      const overlaps = hours.some(
        (o, j) => j < i && o.dayOfWeek === h.dayOfWeek && o.opensAt < h.closesAt && h.opensAt < o.closesAt,
      )
      if (overlaps)
        ctx.addIssue({ code: 'custom', path: [i, 'opensAt'], message: 'Opening hours overlap on the same day' })
    })
  })
export type WorkingHours = z.infer<typeof workingHoursSchema>

const coordinate = (min: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().min(min).max(max).optional()).transform((v) => v ?? null)

/**
 * POST /api/firebase/stylists: the profile form (create or update the caller's own profile).
 * homeVisits, productBrands, workingHours and timeZone are kept as they are when absent.
 */
export const profileInputSchema = z
  .object({
    stylistName: requiredText(dashboardMessages.name, 120),
    salonName: optionalLine(120),
    bio: z
      .string({ error: dashboardMessages.bio })
      .trim()
      .min(100, dashboardMessages.bio)
      .max(5000, 'Bio must be at most 5000 characters'),
    address: requiredText(dashboardMessages.address, 300),
    city: requiredText(dashboardMessages.city, 120),
    state: requiredText(dashboardMessages.state, 40).pipe(stateCode('Choose a US state')),
    zipCode: requiredText(dashboardMessages.zipCode, 10).pipe(
      z.string().regex(/^[0-9]{5}(-[0-9]{4})?$/, 'ZIP code must be 5 digits'),
    ),
    phone: z
      .string({ error: dashboardMessages.phone })
      .transform(phoneDigits)
      .pipe(
        z
          .string()
          .min(1, dashboardMessages.phone)
          .regex(/^[0-9]{10,15}$/, 'Phone number must have at least 10 digits'),
      ),
    website: z
      .preprocess(
        blankToUndefined,
        z.string().max(300, 'At most 300 characters').transform(normalizeWebsite).optional(),
      )
      .refine((v) => v === undefined || isWebAddress(v), 'Enter a website address such as glowstudio.com')
      .transform((v) => v ?? null),
    instagram: optionalLine(100),
    facebook: optionalLine(300),
    startingPrice: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: dashboardMessages.startingPrice })
        .min(1, dashboardMessages.startingPrice)
        .max(100_000, 'Starting price must be at most $100,000'),
    ),
    gender: z
      .preprocess(blankToUndefined, z.enum(profileGenders).optional())
      .transform((v) => v ?? 'prefer-not-to-say'),
    licenseNumber: optionalLine(60),
    licenseState: z.preprocess(blankToUndefined, stateCode('Choose a US state').optional()).transform((v) => v ?? null),
    profileImageUrl: optionalText(2048),
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
    homeVisits: z.boolean().optional(),
    productBrands: z
      .array(z.enum(productBrandCodes as [string, ...string[]]))
      .max(9)
      .transform((codes) => [...new Set(codes)])
      .optional(),
    workingHours: workingHoursSchema.optional(),
    timeZone: z.string().trim().max(64).refine(isTimeZone, 'Choose a time zone such as America/New_York').optional(),
  })
  .superRefine((p, ctx) => {
    if ((p.latitude === null) !== (p.longitude === null))
      ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'latitude and longitude go together' })
  })
export type ProfileInput = z.input<typeof profileInputSchema>
export type ProfileValues = z.output<typeof profileInputSchema>

/**
 * GET /api/firebase/stylists/:uid and the answer to a save: the public profile plus what only the
 * owner sees. subscriptionActive is derived (active or trialing, period not over).
 */
export const dashboardProfileSchema = stylistProfileSchema.extend({
  userId: z.string(),
  email: z.string(),
  licenseNumber: z.string().nullable(),
  licenseState: z.string().nullable(),
  subscriptionActive: z.boolean(),
  subscriptionType: planTypeSchema.nullable(),
  subscriptionExpiry: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type DashboardProfile = z.infer<typeof dashboardProfileSchema>

const stylistIdSchema = z.coerce
  .number({ error: 'stylistId is required' })
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER)

/** A path id (:stylistId, :serviceId, :itemId): a positive integer. */
export const pathId = (name: string) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, `${name} must be a positive integer`)
    .transform(Number)

const serviceFields = {
  name: z
    .string({ error: dashboardMessages.service })
    .trim()
    .min(1, dashboardMessages.service)
    .max(120, 'At most 120 characters')
    .refine(isSingleLine, SINGLE_LINE_MESSAGE),
  description: optionalText(1000),
  price: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: dashboardMessages.service })
      .min(0, dashboardMessages.service)
      .max(100_000, dashboardMessages.service),
  ),
  duration: z
    .preprocess(
      blankToUndefined,
      z.coerce
        .number()
        .int('Duration must be whole minutes')
        .min(0, 'Duration cannot be negative')
        .max(1440)
        .optional(),
    )
    .transform((v) => v ?? DEFAULT_SERVICE_MINUTES),
  // Processing time (issue 39): an active part, a processing gap (the stylist is free) and a
  // finishing part, summing to the duration; all three or none (null or left out).
  activeMinutes: processingPart(5),
  processingMinutes: processingPart(5),
  finishingMinutes: processingPart(0),
}

/** A part of a service with processing time: whole minutes, or null (no processing time). */
function processingPart(min: number) {
  const message = `Enter whole minutes from ${min} to 720, or leave empty`
  return z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.number({ message }).int(message).min(min, message).max(720, message).nullable(),
  )
}

export const processingMessages = {
  allOrNone: 'Give the active, processing and finishing minutes together, or none of them',
  sum: 'Active, processing and finishing minutes must add up to the duration',
} as const

/** The parts: all three or none, and their sum is the duration (named on the field to fix). */
function refineParts(
  v: {
    duration: number
    activeMinutes: number | null
    processingMinutes: number | null
    finishingMinutes: number | null
  },
  ctx: z.RefinementCtx,
) {
  const parts = ['activeMinutes', 'processingMinutes', 'finishingMinutes'] as const
  const given = parts.filter((p) => v[p] !== null)
  if (given.length === 0) return
  if (given.length < 3) {
    for (const p of parts)
      if (v[p] === null) ctx.addIssue({ code: 'custom', path: [p], message: processingMessages.allOrNone })
    return
  }
  if ((v.activeMinutes ?? 0) + (v.processingMinutes ?? 0) + (v.finishingMinutes ?? 0) !== v.duration)
    ctx.addIssue({ code: 'custom', path: ['processingMinutes'], message: processingMessages.sum })
}

/** POST /api/firebase/services */
export const serviceCreateSchema = z.object({ stylistId: stylistIdSchema, ...serviceFields }).superRefine(refineParts)
/** PUT /api/firebase/services/:serviceId: the same body; stylistId, when sent, must be the caller's. */
export const serviceUpdateSchema = z
  .object({ stylistId: stylistIdSchema.optional(), ...serviceFields })
  .superRefine(refineParts)
export type ServiceInput = z.input<typeof serviceCreateSchema>

export const dashboardServiceSchema = z.object({
  id: z.number(),
  stylistId: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  duration: z.number(),
  /** Processing time (issue 39): all three, or all null. */
  activeMinutes: z.number().nullable(),
  processingMinutes: z.number().nullable(),
  finishingMinutes: z.number().nullable(),
  /** The catalogue service this is (by name), which search filters on; null for the stylist's own. */
  catalogueCode: z.string().nullable(),
})
export type DashboardService = z.infer<typeof dashboardServiceSchema>

const specialtyIds: readonly number[] = specialties.map((s) => s.id)

/** POST /api/firebase/specialties: the whole selection (replaces the previous one). */
export const specialtySelectionInputSchema = z.object({
  stylistId: stylistIdSchema,
  specialtyIds: z
    .array(z.coerce.number().int(), { error: 'specialtyIds must be a list of specialty ids' })
    .max(50)
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length <= MAX_SPECIALTIES, dashboardMessages.specialtiesMax)
    .refine((ids) => ids.every((id) => specialtyIds.includes(id)), 'Unknown specialty'),
})
export const specialtySelectionSchema = z.object({ stylistId: z.number(), specialtyIds: z.array(z.number()) })
export type SpecialtySelection = z.infer<typeof specialtySelectionSchema>

/** POST /api/firebase/portfolio: an image uploaded through /api/firebase/upload/portfolio. */
export const portfolioInputSchema = z.object({
  stylistId: stylistIdSchema,
  imageUrl: z.string({ error: dashboardMessages.noImage }).trim().min(1, dashboardMessages.noImage).max(2048),
  caption: optionalText(300),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
})

export const portfolioItemSchema = z.object({
  id: z.number(),
  stylistId: z.number(),
  imageUrl: z.string(),
  caption: z.string().nullable(),
  tags: z.array(z.string()),
  createdAt: z.string(),
})
export type PortfolioItem = z.infer<typeof portfolioItemSchema>
