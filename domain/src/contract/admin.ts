import { z } from 'zod'
import { isSingleLine, SINGLE_LINE_MESSAGE } from '../single-line.ts'

/** GET /api/admin/stats (spec section 3, "Admin stats"). Revenue in dollars, from paid invoices. */
export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  totalStylists: z.number(),
  activeSubscriptions: z.number(),
  /** Users who signed up in the last 30 days. */
  recentSignups: z.number(),
  totalRevenue: z.number(),
  popularSearchTerms: z.array(z.object({ term: z.string(), count: z.number() })),
  topViewedStylists: z.array(z.object({ stylistName: z.string(), views: z.number() })),
  /** Bookings made (booked, or requested) in the last 30 days (BOOKING_STATS_DAYS). */
  bookingsMade: z.number(),
  /** Appointments cancelled (by the client or the stylist) in the last 30 days. */
  bookingsCancelled: z.number(),
  /** Appointments marked no-show in the last 30 days. */
  noShows: z.number(),
  /** Requested or confirmed appointments that have not started. */
  upcomingAppointments: z.number(),
})
export type AdminStats = z.infer<typeof adminStatsSchema>

/** The overview's booking figures and the analytics' bookings by day cover this many days. */
export const BOOKING_STATS_DAYS = 30

/**
 * GET /api/admin/analytics/bookings: bookings made, cancelled and no-shows per UTC day, from the
 * appointments' history, for the BOOKING_STATS_DAYS days up to today, oldest first, every day present.
 */
export const bookingDaySchema = z.object({
  /** YYYY-MM-DD (UTC) */
  date: z.string(),
  made: z.number(),
  cancelled: z.number(),
  noShows: z.number(),
})
export type BookingDay = z.infer<typeof bookingDaySchema>
export const bookingSeriesSchema = z.object({ days: z.array(bookingDaySchema) })
export type BookingSeries = z.infer<typeof bookingSeriesSchema>

/** Spec: recent sign-ups are counted over this many days. */
export const RECENT_SIGNUP_DAYS = 30

/** GET /api/admin/analytics: the 50 most recent events. */
export const ADMIN_ACTIVITY_LIMIT = 50
export const analyticsEventSchema = z.object({
  id: z.number(),
  eventType: z.enum(['search', 'profile_view', 'signup', 'subscription']),
  metadata: z
    .object({
      searchTerm: z.string().optional(),
      stylistId: z.number().optional(),
      /** The stylist's name, when the event names a stylist who still exists (a link to the profile). */
      stylistName: z.string().optional(),
      planType: z.string().optional(),
    })
    .catchall(z.unknown()),
  createdAt: z.string(),
})
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>

/** GET /api/admin/verifications/stats */
export const verificationStatsSchema = z.object({ pending: z.number(), approved: z.number(), rejected: z.number() })
export type VerificationStats = z.infer<typeof verificationStatsSchema>

/** GET /api/admin/verifications/pending: one row each (spec: "Stylist (verification list)"). */
export const pendingStylistSchema = z.object({
  id: z.number(),
  stylistName: z.string(),
  salonName: z.string().nullable(),
  /** "City, ST" */
  location: z.string(),
  licenseNumber: z.string().nullable(),
  licenseState: z.string().nullable(),
  verificationStatus: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
  subscriptionActive: z.boolean(),
  /** Whole days since the application, by the server's clock. */
  daysWaiting: z.number(),
  /** What the admin checks before deciding: the profile as clients would see it, and how to reach them. */
  preview: z.object({
    /** The public profile's path (/stylist/:id/:slug); it opens only while the profile is listed. */
    profilePath: z.string(),
    email: z.string(),
    phone: z.string(),
    bio: z.string(),
    profileImageUrl: z.string().nullable(),
    website: z.string().nullable(),
    instagram: z.string().nullable(),
    specialties: z.array(z.string()),
    /** The cheapest few services ("Silk Press · $85"), and how many there are in all. */
    services: z.array(z.object({ name: z.string(), price: z.number() })),
    serviceCount: z.number(),
    portfolioImageUrls: z.array(z.string()),
  }),
})
export type PendingStylist = z.infer<typeof pendingStylistSchema>

/** POST /api/admin/verifications/:stylistId/approve | reject */
export const NO_LICENSE_CONFIRMATION =
  'This stylist gave no license number: confirm that you checked their license another way'
export const verificationDecisionSchema = z.object({
  /** Approving a stylist who gave no license number takes this, set on purpose by the admin. */
  confirmNoLicense: z.boolean().optional(),
  notes: z
    .string()
    .trim()
    .max(2000, 'Notes are too long (at most 2000 characters)')
    .nullish()
    .transform((v) => (v ? v : null)),
})
export const verificationResultSchema = z.object({
  id: z.number(),
  verificationStatus: z.enum(['approved', 'rejected']),
})

/**
 * Where a code stands at the server's billing clock: switched off, not started, past its end, at
 * its use limit, or redeemable. The console shows this, not the bare on/off switch.
 */
export const couponStatuses = ['inactive', 'scheduled', 'expired', 'used_up', 'active'] as const
export type CouponStatus = (typeof couponStatuses)[number]

/** A discount code as the admin console shows it. `value` is percent, or cents for fixed. */
export const adminCouponSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  type: z.enum(['percentage', 'fixed', 'free']),
  value: z.number(),
  durationMonths: z.number().nullable(),
  description: z.string().nullable(),
  maxUses: z.number().nullable(),
  currentUses: z.number(),
  validFrom: z.string(),
  validUntil: z.string(),
  subscriptionTypes: z.array(z.enum(['monthly', 'annual'])).nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  status: z.enum(couponStatuses),
})
export type AdminCoupon = z.infer<typeof adminCouponSchema>
/** A code as stored, before its status at a moment is worked out. */
export type StoredAdminCoupon = Omit<AdminCoupon, 'status'>

const couponFields = {
  name: z.string().trim().min(1, 'Name is required').max(120).refine(isSingleLine, SINGLE_LINE_MESSAGE),
  type: z.enum(['percentage', 'fixed', 'free']),
  value: z.number().int('Value must be a whole number'),
  durationMonths: z.number().int().min(1, 'Free months must be at least 1').max(120).nullable(),
  description: z
    .string()
    .trim()
    .max(1000)
    .nullish()
    .transform((v) => (v ? v : null)),
  maxUses: z.number().int().min(1, 'Max uses must be at least 1 (empty means unlimited)').nullable(),
  validFrom: z.iso.datetime({ offset: true, error: 'Valid from must be a date and time' }),
  validUntil: z.iso.datetime({ offset: true, error: 'Valid until must be a date and time' }),
  subscriptionTypes: z
    .array(z.enum(['monthly', 'annual']))
    .min(1)
    .nullable(),
  isActive: z.boolean(),
}

/**
 * POST /api/admin/coupons. The server also checks: percent 1-100, fixed 1-10,000,000 cents, free
 * has value 0 and durationMonths (others null), validUntil after validFrom, code unique.
 */
export const couponCreateSchema = z.object({
  code: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9_-]{2,31}$/, 'Code must be 3-32 letters, digits, - or _')),
  ...couponFields,
  isActive: couponFields.isActive.default(true),
})
export type CouponCreate = z.input<typeof couponCreateSchema>

/** PATCH /api/admin/coupons/:id: any fields but the code (fixed after creation), e.g. {isActive}. */
export const couponUpdateSchema = z.object(couponFields).partial().strict()
export type CouponUpdate = z.input<typeof couponUpdateSchema>

/** DELETE /api/admin/coupons/:id: a used code is deactivated instead, keeping its redemptions. */
export const couponDeleteResultSchema = z.object({ id: z.number(), outcome: z.enum(['deleted', 'deactivated']) })

/** A user as the admin console lists them (spec: "User (admin view)"). */
export const adminUserSchema = z.object({
  id: z.string(),
  userNumber: z.number(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
  isStylist: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminUser = z.infer<typeof adminUserSchema>

/** GET /api/admin/users?q=&page=: matches on name or email, newest first, 20 a page. */
export const ADMIN_USERS_PAGE_SIZE = 20
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export const adminUserListSchema = z.object({ users: z.array(adminUserSchema), total: z.number() })

/** GET /api/admin/users/:id */
export const adminUserDetailsSchema = z.object({
  user: adminUserSchema,
  stylist: z
    .object({
      id: z.number(),
      stylistName: z.string(),
      salonName: z.string().nullable(),
      location: z.string(),
      verificationStatus: z.enum(['pending', 'approved', 'rejected']).nullable(),
      subscriptionActive: z.boolean(),
    })
    .nullable(),
})
export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>

/** GET /api/admin/support/messages: the support inbox, newest first. */
export const supportInboxItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(['new', 'read', 'resolved']),
  createdAt: z.string(),
})
/** PATCH /api/admin/support/messages/:id */
export const supportStatusUpdateSchema = z.object({ status: z.enum(['new', 'read', 'resolved']) })

/** GET /api/admin/audit: what admins did, newest first (at most 100). */
export const auditEntrySchema = z.object({
  id: z.number(),
  adminEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

/**
 * GET /api/admin/payments?days=: booking money on the marketplace over the last 7, 30 or 90 days
 * (issue 37, point 6): what clients paid at booking and in fees, what was refunded, what the
 * platform kept (its fee is 0: no commission), counts by state, and every open dispute, oldest
 * deadline first.
 */
export const adminPaymentsQuerySchema = z.object({
  days: z
    .enum(['7', '30', '90'], { error: 'Period must be 7, 30 or 90 days' })
    .default('30')
    .transform((v) => Number(v) as 7 | 30 | 90),
})
const openDisputeStatuses = [
  'warning_needs_response',
  'warning_under_review',
  'needs_response',
  'under_review',
] as const
export const adminOpenDisputeSchema = z.object({
  disputeId: z.string(),
  status: z.enum(openDisputeStatuses),
  reason: z.string(),
  amountCents: z.number().int(),
  evidenceDueBy: z.string().nullable(),
  disputedAt: z.string(),
  stylistId: z.number().int(),
  stylistName: z.string(),
  appointmentId: z.number().int(),
  appointmentStartsAt: z.string(),
})
export type AdminOpenDispute = z.infer<typeof adminOpenDisputeSchema>
export const adminPaymentsOverviewSchema = z.object({
  days: z.number().int(),
  since: z.string(),
  /** Deposits and prepayments taken at booking (cents), in the period. */
  bookingPaidCents: z.number().int(),
  /** Late-cancellation and no-show fees charged to the saved card (new money), in the period. */
  feeChargesCents: z.number().int(),
  /** Fees kept out of a deposit (already in bookingPaidCents; a waived fee's part was refunded). */
  keptFromDepositsCents: z.number().int(),
  /** Refunded of those payments and fee charges, whenever the refund came. */
  refundedCents: z.number().int(),
  /** What stylists keep before Stripe's own fee: paid + fee charges − refunded. */
  netCents: z.number().int(),
  /** The platform's own fee on bookings: none (no commission; ADR 021). */
  platformFeeCents: z.number().int(),
  /** Stylists with money taken in the period. */
  stylists: z.number().int(),
  /** Booking payments by state (succeeded, refunded, failed, cancelled, open). */
  payments: z.record(z.string(), z.number().int()),
  /** Fees by state (kept_from_deposit, charged, requires_action, failed, waived, pending). */
  fees: z.record(z.string(), z.number().int()),
  /** Disputes opened in the period, by Stripe's status. */
  disputes: z.record(z.string(), z.number().int()),
  /** Every dispute still open, whenever opened: the evidence deadline first. */
  openDisputes: z.array(adminOpenDisputeSchema),
})
export type AdminPaymentsOverview = z.infer<typeof adminPaymentsOverviewSchema>
