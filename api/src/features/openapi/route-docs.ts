import { z, type ZodType } from 'zod'
import * as admin from '@marketplace/domain/contract/admin.ts'
import { currentUserSchema, reviewResultSchema } from '@marketplace/domain/contract/auth.ts'
import * as billing from '@marketplace/domain/contract/billing.ts'
import * as booking from '@marketplace/domain/contract/booking.ts'
import * as calendar from '@marketplace/domain/contract/calendar.ts'
import { publicConfigSchema } from '@marketplace/domain/contract/config.ts'
import * as dashboard from '@marketplace/domain/contract/dashboard.ts'
import * as insights from '@marketplace/domain/contract/insights.ts'
import * as payments from '@marketplace/domain/contract/payments.ts'
import * as messages from '@marketplace/domain/contract/messages.ts'
import * as reviews from '@marketplace/domain/contract/reviews.ts'
import * as stylists from '@marketplace/domain/contract/stylists.ts'

/**
 * Who may call a route: anyone; any signed-in user; a signed-in user with a stylist profile (or,
 * for billing changes, a subscription) of their own; an administrator; or Stripe, by signature.
 * The server checks each of these itself (api/test/security/authorization-matrix.test.ts).
 */
export type Audience = 'public' | 'signed-in' | 'stylist' | 'admin' | 'stripe'

export interface RouteDoc {
  summary: string
  audience: Audience
  /** The success status and, where the domain contract defines it, the body's schema. */
  response: { status: number; schema?: ZodType; description?: string }
  /**
   * A request body the zod validators do not describe: a multipart upload of the field `image`, or
   * ('message-photos') the text `body` and 1 to 4 `photos`.
   */
  upload?: true | 'message-photos'
  /** Only answers a malformed id with 400; documented under the route it shadows. */
  fallbackOf?: string
}

const ok = (schema?: ZodType, description?: string) => ({ status: 200, schema, description })
const created = (schema?: ZodType) => ({ status: 201, schema })
const deletedId = z.object({ id: z.union([z.number(), z.string()]) })

/**
 * Every /api route the app registers, keyed `METHOD path` as app.routes names it. The OpenAPI
 * document takes paths, methods and request schemas from the router itself and the rest from
 * here; openapi.test.ts fails when a route has no entry (or an entry has no route).
 */
export const ROUTE_DOCS: Record<string, RouteDoc> = {
  'GET /api/health': {
    summary: 'Liveness of the API and its database',
    audience: 'public',
    response: ok(undefined, 'The database and PostGIS answer (503 when not)'),
  },
  'GET /api/config': {
    summary: 'Public settings the web app starts with',
    audience: 'public',
    response: ok(publicConfigSchema),
  },
  'GET /api/openapi.json': {
    summary: 'This document',
    audience: 'public',
    response: ok(undefined, 'An OpenAPI 3.1 document'),
  },
  'GET /api/stylists/search': {
    summary: 'Search listed stylists by place, filters and sort',
    audience: 'public',
    response: ok(stylists.searchResponseSchema),
  },
  'GET /api/stylists/featured': {
    summary: 'Three featured stylists (change daily)',
    audience: 'public',
    response: ok(z.array(stylists.stylistCardSchema)),
  },
  'GET /api/specialties': {
    summary: 'The specialties catalogue',
    audience: 'public',
    response: ok(z.array(stylists.specialtySchema)),
  },
  'GET /api/stylists/:id{[0-9]+}': {
    summary: "A listed stylist's public profile",
    audience: 'public',
    response: ok(stylists.stylistProfileSchema),
  },
  'GET /api/stylists/:id/reviews': {
    summary: "The next page of a listed stylist's reviews (newest first; the profile carries the first)",
    audience: 'public',
    response: ok(reviews.reviewPageSchema),
  },
  'POST /api/stylists/:id/clicks': {
    summary: "Counts a click on a profile's phone, website or Instagram link for the stylist's Insights",
    audience: 'public',
    response: { status: 202 },
  },
  'POST /api/stylists/:id/views': {
    summary: "Counts a view of a stylist's profile for their Insights (the page's beacon; once per visitor and day)",
    audience: 'public',
    response: { status: 202 },
  },
  'GET /api/dashboard/insights': {
    summary: "The stylist's own Insights over 7, 30 or 90 days against the period before",
    audience: 'stylist',
    response: ok(insights.stylistInsightsSchema),
  },
  'GET /api/stylists/:id': {
    summary: 'A malformed stylist id',
    audience: 'public',
    response: { status: 400 },
    fallbackOf: 'GET /api/stylists/:id{[0-9]+}',
  },
  'GET /api/directory/states': {
    summary: 'Listed stylists per state',
    audience: 'public',
    response: ok(z.array(stylists.directoryStateSchema)),
  },
  'GET /api/directory/states/:state/cities': {
    summary: 'Listed stylists per city of a state',
    audience: 'public',
    response: ok(z.array(stylists.directoryCitySchema)),
  },
  'GET /api/directory/states/:state/cities/:city/stylists': {
    summary: 'The listed stylists of a city',
    audience: 'public',
    response: ok(z.array(stylists.stylistCardSchema)),
  },
  'GET /api/places/autocomplete': {
    summary: 'Cities and ZIP codes starting with the typed text',
    audience: 'public',
    response: ok(z.array(stylists.placeSuggestionSchema)),
  },
  'GET /api/map/style.json': {
    summary: "The embedded results map's MapLibre style (when MAP_STYLE_URL is unset)",
    audience: 'public',
    response: ok(undefined, 'A MapLibre style (version 8) over /api/map/tiles'),
  },
  'GET /api/map/tiles/:z/:x/:y': {
    summary: 'A vector tile of the embedded map: land, state and county borders, city labels',
    audience: 'public',
    response: ok(undefined, 'application/x-protobuf (Mapbox Vector Tile 2); 204 where the tile is empty'),
  },
  'POST /api/support/messages': {
    summary: 'Send a message to support',
    audience: 'public',
    response: { status: 201, description: "Stored for the admin's inbox" },
  },
  'GET /api/mail/unsubscribe': {
    summary: "An unsubscribe link's confirmation page (HTML; the token is signed per user and list)",
    audience: 'public',
    response: ok(undefined, 'text/html: a button that posts the same link (400 for a bad token)'),
  },
  'POST /api/mail/unsubscribe': {
    summary: "Turn the token's user's reminders, or with list=agenda their daily agenda, off (one-click, RFC 8058)",
    audience: 'public',
    response: ok(undefined, 'text/html: unsubscribed, or already unsubscribed (400 for a bad token)'),
  },
  'POST /api/stripe/webhook': {
    summary: "Stripe's events (signed with the webhook secret)",
    audience: 'stripe',
    response: ok(undefined, 'Received (duplicates are acknowledged)'),
  },

  'GET /api/auth/user': { summary: 'The signed-in user', audience: 'signed-in', response: ok(currentUserSchema) },
  'POST /api/firebase/users': {
    summary: 'Record a sign-in (names, email) for the signed-in user',
    audience: 'signed-in',
    response: ok(z.object({ ok: z.literal(true) })),
  },
  'POST /api/stylists/:id/reviews': {
    summary:
      "Review a stylist (201 new, 200 replaced; not one's own profile; verified when linked to a completed visit)",
    audience: 'signed-in',
    response: created(reviewResultSchema),
  },
  'GET /api/stylists/:id/reviews/viewer': {
    summary: 'Whether the caller is this stylist (may reply) and the completed visit a review would be linked to',
    audience: 'signed-in',
    response: ok(reviews.reviewViewerSchema),
  },
  'POST /api/reviews/:id/reply': {
    summary: "The reviewed stylist's one reply to a review (409 the second time)",
    audience: 'stylist',
    response: created(reviews.reviewReplySchema),
  },
  'POST /api/reviews/:id/report': {
    summary: 'Report a review to the admins, once per user and review (409 the second time)',
    audience: 'signed-in',
    response: created(reviews.reviewReportResultSchema),
  },
  'POST /api/coupons/validate': {
    summary: 'Whether a coupon applies to a plan for the caller',
    audience: 'signed-in',
    response: ok(billing.couponValidationSchema),
  },
  'POST /api/stripe/create-setup-intent': {
    summary: 'Start saving a card for the caller',
    audience: 'signed-in',
    response: ok(billing.setupIntentSchema),
  },
  'POST /api/billing/embedded/confirm-card-setup': {
    summary: 'Confirm a card (embedded billing only)',
    audience: 'signed-in',
    response: ok(billing.cardSetupResultSchema),
  },
  'POST /api/complete-signup': {
    summary: 'Subscribe the caller (402 when the card is declined)',
    audience: 'signed-in',
    response: ok(billing.completeSignupResultSchema),
  },
  'GET /api/subscription': {
    summary: "The caller's subscription",
    audience: 'signed-in',
    response: ok(billing.subscriptionResponseSchema),
  },
  'POST /api/subscription/cancel': {
    summary: 'Cancel at the end of the period',
    audience: 'stylist',
    response: ok(billing.subscriptionChangeResultSchema),
  },
  'POST /api/subscription/reactivate': {
    summary: 'Undo a cancellation',
    audience: 'stylist',
    response: ok(billing.subscriptionChangeResultSchema),
  },
  'POST /api/subscription/update-plan': {
    summary: 'Switch between monthly and annual',
    audience: 'stylist',
    response: ok(billing.subscriptionChangeResultSchema),
  },
  'POST /api/subscription/payment-method': {
    summary: 'Replace the card on file',
    audience: 'stylist',
    response: ok(billing.subscriptionChangeResultSchema),
  },

  'GET /api/firebase/stylists/:uid': {
    summary: "The caller's own full profile (uid must be theirs)",
    audience: 'stylist',
    response: ok(dashboard.dashboardProfileSchema),
  },
  'POST /api/firebase/stylists': {
    summary: "Create or update the caller's profile (needs a subscription)",
    audience: 'signed-in',
    response: ok(dashboard.dashboardProfileSchema),
  },
  'POST /api/firebase/upload/profile': {
    summary: 'Upload a profile photo',
    audience: 'signed-in',
    response: created(),
    upload: true,
  },
  'POST /api/firebase/upload/portfolio': {
    summary: 'Upload a portfolio image',
    audience: 'stylist',
    response: created(),
    upload: true,
  },
  'GET /api/firebase/services/:stylistId': {
    summary: "The caller's services",
    audience: 'stylist',
    response: ok(z.array(dashboard.dashboardServiceSchema)),
  },
  'POST /api/firebase/services': {
    summary: 'Add a service',
    audience: 'stylist',
    response: created(dashboard.dashboardServiceSchema),
  },
  'PUT /api/firebase/services/:serviceId': {
    summary: "Change one of the caller's services",
    audience: 'stylist',
    response: ok(dashboard.dashboardServiceSchema),
  },
  'DELETE /api/firebase/services/:serviceId': {
    summary: "Delete one of the caller's services",
    audience: 'stylist',
    response: ok(deletedId),
  },
  'GET /api/firebase/specialties/:stylistId': {
    summary: "The caller's specialties",
    audience: 'stylist',
    response: ok(dashboard.specialtySelectionSchema),
  },
  'POST /api/firebase/specialties': {
    summary: "Replace the caller's specialties (at most 5)",
    audience: 'stylist',
    response: ok(dashboard.specialtySelectionSchema),
  },
  'GET /api/firebase/portfolio/:stylistId': {
    summary: "The caller's portfolio",
    audience: 'stylist',
    response: ok(z.array(dashboard.portfolioItemSchema)),
  },
  'POST /api/firebase/portfolio': {
    summary: 'Add an uploaded image to the portfolio',
    audience: 'stylist',
    response: created(dashboard.portfolioItemSchema),
  },
  'DELETE /api/firebase/portfolio/:itemId': {
    summary: 'Delete a portfolio image',
    audience: 'stylist',
    response: ok(deletedId),
  },

  'GET /api/admin/stats': { summary: 'The overview figures', audience: 'admin', response: ok(admin.adminStatsSchema) },
  'GET /api/admin/analytics': {
    summary: 'Recent activity',
    audience: 'admin',
    response: ok(z.array(admin.analyticsEventSchema)),
  },
  'GET /api/admin/analytics/bookings': {
    summary: 'Bookings made, cancelled and no-shows per day',
    audience: 'admin',
    response: ok(admin.bookingSeriesSchema),
  },
  'GET /api/admin/analytics/trends': {
    summary: 'Sign-ups, subscriptions, revenue, bookings and searches per day, with the top terms and places',
    audience: 'admin',
    response: ok(insights.adminTrendsSchema),
  },
  'GET /api/admin/audit': {
    summary: 'The newest admin actions',
    audience: 'admin',
    response: ok(z.array(admin.auditEntrySchema)),
  },
  'GET /api/admin/verifications/stats': {
    summary: 'Profiles per verification status',
    audience: 'admin',
    response: ok(admin.verificationStatsSchema),
  },
  'GET /api/admin/verifications/pending': {
    summary: 'Profiles waiting for verification',
    audience: 'admin',
    response: ok(z.array(admin.pendingStylistSchema)),
  },
  'POST /api/admin/verifications/:stylistId/approve': {
    summary: 'Approve a profile',
    audience: 'admin',
    response: ok(admin.verificationResultSchema),
  },
  'POST /api/admin/verifications/:stylistId/reject': {
    summary: 'Reject a profile',
    audience: 'admin',
    response: ok(admin.verificationResultSchema),
  },
  'GET /api/admin/coupons': {
    summary: 'Every discount code',
    audience: 'admin',
    response: ok(z.array(admin.adminCouponSchema)),
  },
  'POST /api/admin/coupons': {
    summary: 'Create a discount code',
    audience: 'admin',
    response: created(admin.adminCouponSchema),
  },
  'PATCH /api/admin/coupons/:id': {
    summary: 'Change a discount code (not its code)',
    audience: 'admin',
    response: ok(admin.adminCouponSchema),
  },
  'DELETE /api/admin/coupons/:id': {
    summary: 'Delete a code, or deactivate it once used',
    audience: 'admin',
    response: ok(admin.couponDeleteResultSchema),
  },
  'GET /api/admin/users': {
    summary: 'Search users, a page at a time',
    audience: 'admin',
    response: ok(admin.adminUserListSchema),
  },
  'GET /api/admin/users/:id': {
    summary: 'A user and their stylist profile',
    audience: 'admin',
    response: ok(admin.adminUserDetailsSchema),
  },
  'DELETE /api/admin/users/:id': {
    summary: 'Delete a user and everything theirs',
    audience: 'admin',
    response: ok(deletedId),
  },
  'GET /api/admin/payments': {
    summary: 'Booking money over 7, 30 or 90 days: paid, fees, refunded, states, and the open disputes',
    audience: 'admin',
    response: ok(admin.adminPaymentsOverviewSchema),
  },
  'GET /api/admin/support/messages': {
    summary: 'The support inbox',
    audience: 'admin',
    response: ok(z.array(admin.supportInboxItemSchema)),
  },
  'PATCH /api/admin/support/messages/:id': {
    summary: 'Mark a message new, read or resolved',
    audience: 'admin',
    response: ok(admin.supportInboxItemSchema),
  },
  'GET /api/admin/reviews/reported': {
    summary: 'Reviews with open reports, most reported first',
    audience: 'admin',
    response: ok(z.array(reviews.reportedReviewSchema)),
  },
  'POST /api/admin/reviews/:id/hide': {
    summary: 'Hide a review (gone from the profile, the count and the rating); closes its reports; audit-logged',
    audience: 'admin',
    response: ok(reviews.reviewModerationResultSchema),
  },
  'POST /api/admin/reviews/:id/keep': {
    summary: 'Keep a reported review (it leaves the queue); audit-logged',
    audience: 'admin',
    response: ok(reviews.reviewModerationResultSchema),
  },
  'GET /api/admin/messages/reported': {
    summary: 'Open reports of messages and conversations, oldest first, with the messages around each',
    audience: 'admin',
    response: ok(z.array(messages.reportedMessageSchema)),
  },
  'POST /api/admin/messages/reports/:id/hide': {
    summary: "Hide a report's message (or its whole conversation); closes that target's open reports; audit-logged",
    audience: 'admin',
    response: ok(messages.messageModerationResultSchema),
  },
  'POST /api/admin/messages/reports/:id/keep': {
    summary: "Keep a report's message or conversation (it leaves the queue); audit-logged",
    audience: 'admin',
    response: ok(messages.messageModerationResultSchema),
  },

  // Messages between a client and a stylist (issue 38, ADR 022): participants only, else 404.
  'POST /api/messages/conversations': {
    summary:
      'Open (201) or find (200) the conversation with a listed stylist (as a client) or with a client who booked you (as a stylist)',
    audience: 'signed-in',
    response: created(messages.conversationSchema),
  },
  'GET /api/messages/conversations': {
    summary: "The caller's inbox: newest activity first, unread counts, the other party's name and photo; cursor-paged",
    audience: 'signed-in',
    response: ok(messages.inboxSchema),
  },
  'GET /api/messages/unread': {
    summary: "Unread messages across the caller's conversations (the header's count)",
    audience: 'signed-in',
    response: ok(messages.unreadSchema),
  },
  'GET /api/messages/stream': {
    summary:
      "Server-Sent Events of the caller's new messages (ids only) on the Node server; 404 on the Edge Function, where Supabase Realtime delivers",
    audience: 'signed-in',
    response: ok(undefined, 'text/event-stream: `event: message`, data `{ conversationId, messageId }`'),
  },
  'GET /api/messages/conversations/:id': {
    summary: 'One conversation: read state ("Seen"), whether the caller may write and why not',
    audience: 'signed-in',
    response: ok(messages.conversationSchema),
  },
  'GET /api/messages/conversations/:id/messages': {
    summary: 'A page of the thread, newest first; `before` (a message id) for older ones',
    audience: 'signed-in',
    response: ok(messages.messagePageSchema),
  },
  'POST /api/messages/conversations/:id/messages': {
    summary: 'Send a message (up to 2,000 characters); 403 naming the rule that refuses it; rate-limited',
    audience: 'signed-in',
    response: created(messages.messageSchema),
  },
  'POST /api/messages/conversations/:id/photo-messages': {
    summary:
      'Send a message with 1 to 4 photos (multipart: `body`, `photos`; JPEG, PNG or WebP, 5 MB each), stored privately as WebP; all or nothing',
    audience: 'signed-in',
    response: created(messages.messageSchema),
    upload: 'message-photos',
  },
  'GET /api/messages/photos/:owner/:file': {
    summary:
      'A message photo through a signed link the API issued to a participant (`exp`, `sig`; 15 minutes); 403 when forged, moved or expired. Embedded mode only (Supabase signs its own links)',
    audience: 'public',
    response: ok(undefined, 'image/webp'),
  },
  'POST /api/messages/conversations/:id/read': {
    summary: 'The caller has read up to this message (never moves back)',
    audience: 'signed-in',
    response: ok(messages.readResultSchema),
  },
  'PUT /api/messages/conversations/:id/block': {
    summary: 'Block the other party: no messages either way, no bookings from a blocked client',
    audience: 'signed-in',
    response: ok(messages.blockResultSchema),
  },
  'DELETE /api/messages/conversations/:id/block': {
    summary: "Lift the caller's own block",
    audience: 'signed-in',
    response: ok(messages.blockResultSchema),
  },
  'POST /api/messages/conversations/:id/report': {
    summary: "Report the conversation or one of its messages to the admins' queue, once per target (409 after)",
    audience: 'signed-in',
    response: created(reviews.reviewReportResultSchema),
  },

  // Online booking (issue 19).
  'GET /api/stylists/:id/slots': {
    summary: "A listed stylist's open slots for one service, per local date (at most 31 days)",
    audience: 'public',
    response: ok(booking.slotsResponseSchema),
  },
  'GET /api/stylists/:id/booking': {
    summary: 'Whether a listed stylist takes online bookings now, their time zone and policy',
    audience: 'public',
    response: ok(booking.stylistBookingInfoSchema),
  },
  'POST /api/appointments': {
    summary:
      'Book a slot (409 with fresh slots when it was taken; a replayed Idempotency-Key returns 200). When the terms ask for a card or money the booking is held and `payment` is what the client confirms',
    audience: 'signed-in',
    response: created(booking.appointmentSchema.extend({ payment: payments.bookingPaymentSchema.nullable() })),
  },
  'GET /api/me/appointments': {
    summary: "The caller's own appointments, upcoming or past, a page at a time",
    audience: 'signed-in',
    response: ok(booking.appointmentListSchema),
  },
  'GET /api/appointments/:id': {
    summary: 'One appointment, for its client, its stylist or an admin',
    audience: 'signed-in',
    response: ok(booking.appointmentSchema),
  },
  'GET /api/appointments/:id/calendar.ics': {
    summary: 'The appointment as an iCalendar file (text/calendar), for its client or stylist',
    audience: 'signed-in',
    response: ok(undefined, 'An RFC 5545 calendar with one event; METHOD:CANCEL once it no longer stands'),
  },
  'POST /api/appointments/:id/cancel': {
    summary: 'Cancel (the client within the cancellation window; the stylist with a reason)',
    audience: 'signed-in',
    response: ok(booking.appointmentSchema),
  },
  'POST /api/appointments/:id/reschedule': {
    summary: 'Move to another open start in one step (409 with fresh slots when it was taken)',
    audience: 'signed-in',
    response: ok(booking.appointmentSchema),
  },
  'POST /api/appointments/:id/accept': {
    summary: 'Accept a request (its stylist)',
    audience: 'stylist',
    response: ok(booking.appointmentSchema),
  },
  'POST /api/appointments/:id/decline': {
    summary: 'Decline a request with a reason (its stylist)',
    audience: 'stylist',
    response: ok(booking.appointmentSchema),
  },
  'POST /api/appointments/:id/complete': {
    summary: 'Mark completed, after the start (its stylist)',
    audience: 'stylist',
    response: ok(booking.appointmentSchema),
  },
  'POST /api/appointments/:id/no-show': {
    summary: 'Mark a no-show, after the start (its stylist); with a no-show fee in the terms, charge it or waive it',
    audience: 'stylist',
    response: ok(booking.appointmentSchema),
  },
  'GET /api/dashboard/appointments': {
    summary: "The stylist's own appointments by range and status, a page at a time",
    audience: 'stylist',
    response: ok(booking.appointmentListSchema),
  },
  'GET /api/dashboard/payments': {
    summary: "The stylist's payment policy (overall and per service) and Stripe Connect account",
    audience: 'stylist',
    response: ok(payments.dashboardPaymentsSchema),
  },
  'GET /api/dashboard/payments/ledger': {
    summary:
      "The stylist's payments, newest first, 25 a page (?before=<appointment id>): taken, refunded, fees, Stripe's fee and net per appointment",
    audience: 'stylist',
    response: ok(payments.ledgerPageSchema),
  },
  'GET /api/dashboard/payments/ledger.csv': {
    summary: "The stylist's payments as a CSV file (text/csv), every row up to 5,000, text cells safe in a spreadsheet",
    audience: 'stylist',
    response: ok(undefined, 'A CSV file'),
  },
  'PUT /api/dashboard/payment-policy': {
    summary: "Save the stylist's overall payment policy (409 when it takes money and the account cannot take charges)",
    audience: 'stylist',
    response: ok(payments.dashboardPaymentsSchema),
  },
  'PUT /api/dashboard/payment-policy/services/:serviceId': {
    summary: "Save one service's own payment policy, replacing the overall one for it",
    audience: 'stylist',
    response: ok(payments.dashboardPaymentsSchema),
  },
  'DELETE /api/dashboard/payment-policy/services/:serviceId': {
    summary: "Remove a service's own payment policy (it falls back to the overall one)",
    audience: 'stylist',
    response: { status: 204 },
  },
  'POST /api/dashboard/payouts/onboarding': {
    summary: "Connect with Stripe: the stylist's Express account (made once) and a one-visit onboarding link",
    audience: 'stylist',
    response: ok(payments.onboardingLinkSchema),
  },
  'POST /api/dashboard/payouts/refresh': {
    summary: "Read the stylist's connected account from Stripe now (on return from onboarding)",
    audience: 'stylist',
    response: ok(payments.payoutAccountSchema),
  },
  'GET /api/stylists/:id/services/:serviceId/payment-terms': {
    summary: 'The payment terms a service would be booked on, in cents and plain words (null: nothing asked)',
    audience: 'public',
    response: ok(payments.servicePaymentTermsSchema),
  },
  'POST /api/stripe/connect-webhook': {
    summary:
      "Stripe's events on connected accounts (account.updated; payment_intent.* and setup_intent.* settle held bookings; charge.refunded mirrors refunds; charge.dispute.created/updated/closed mirror disputes), verified by signature",
    audience: 'stripe',
    response: ok(),
  },
  'GET /api/appointments/:id/payment': {
    summary:
      "The payment a booking's terms asked for (deposit, prepayment, card on file); its secret to the client only, while open",
    audience: 'signed-in',
    response: ok(payments.bookingPaymentSchema),
  },
  'POST /api/appointments/:id/payment/confirm': {
    summary:
      'The client confirmed the payment in the browser: settle it from the provider now (books the held slot, or frees it)',
    audience: 'signed-in',
    response: ok(payments.bookingPaymentSchema),
  },
  'GET /api/appointments/:id/money': {
    summary:
      'Paid at booking, refunded, the late-cancellation or no-show fee and its state, and what is left to pay (its parties)',
    audience: 'signed-in',
    response: ok(payments.appointmentMoneySchema),
  },
  'POST /api/appointments/:id/fee/confirm': {
    summary: 'The client confirmed a fee their bank asked to authenticate: settle it from the provider now',
    audience: 'signed-in',
    response: ok(payments.appointmentMoneySchema),
  },
  'POST /api/appointments/:id/fee/waive': {
    summary: "Waive an appointment's fee within 14 days (its stylist): kept money and charges refunded",
    audience: 'stylist',
    response: ok(payments.appointmentMoneySchema),
  },
  'POST /api/payments/embedded/confirm-intent': {
    summary: "Embedded mode only: confirm a held booking's intent with a test card (402 when declined)",
    audience: 'signed-in',
    response: ok(payments.embeddedIntentResultSchema),
  },
  'POST /api/payments/embedded/authenticate': {
    summary: "Embedded mode only: answer the twin's 3-D Secure step (402 when it fails)",
    audience: 'signed-in',
    response: ok(payments.embeddedIntentResultSchema),
  },
  'GET /api/dev/connect/accounts/:accountId': {
    summary: "Embedded mode only: the Connect twin's account, for its local onboarding page",
    audience: 'stylist',
    response: ok(payments.embeddedAccountSchema),
  },
  'POST /api/dev/connect/accounts/:accountId': {
    summary: "Embedded mode only: submit the Connect twin's onboarding; plays account.updated",
    audience: 'stylist',
    response: ok(z.object({ accountId: z.string(), status: z.enum(payments.connectStatuses) })),
  },
  'POST /api/dev/connect/disputes': {
    summary:
      "Embedded mode only: the Connect twin's dispute control on a charged appointment of the caller's (open, review, won, lost); plays charge.dispute.*",
    audience: 'stylist',
    response: ok(
      z.object({ disputeId: z.string(), status: z.string(), reason: z.string(), amountCents: z.number().int() }),
    ),
  },
  'GET /api/dashboard/booking-settings': {
    summary: "The stylist's booking settings (defaults until saved)",
    audience: 'stylist',
    response: ok(booking.bookingSettingsSchema),
  },
  'PUT /api/dashboard/booking-settings': {
    summary: "Save the stylist's booking settings",
    audience: 'stylist',
    response: ok(booking.bookingSettingsSchema),
  },
  'GET /api/dashboard/time-off': {
    summary: "The stylist's time off that has not ended",
    audience: 'stylist',
    response: ok(z.array(booking.timeOffSchema)),
  },
  'POST /api/dashboard/time-off': {
    summary: 'Add time off: whole days, or part of one day',
    audience: 'stylist',
    response: created(booking.timeOffSchema),
  },
  'DELETE /api/dashboard/time-off/:id': {
    summary: 'Remove time off',
    audience: 'stylist',
    response: { status: 204 },
  },
  'GET /api/calendar/feeds/:file': {
    summary:
      "A private calendar feed (text/calendar) by its secret address ('<token>.ics'); 404 once renewed or turned off",
    audience: 'public',
    response: ok(
      undefined,
      'RFC 5545: one event per appointment (UID and SEQUENCE of the invites), VTIMEZONEs; ETag, 304',
    ),
  },
  'GET /api/dashboard/calendar/feed': {
    summary: "The stylist's private feed address of their appointments (null until made)",
    audience: 'stylist',
    response: ok(calendar.calendarFeedSchema),
  },
  'POST /api/dashboard/calendar/feed': {
    summary: "Make the stylist's feed address, or a new one (the old stops working)",
    audience: 'stylist',
    response: ok(calendar.calendarFeedSchema),
  },
  'DELETE /api/dashboard/calendar/feed': {
    summary: "Turn the stylist's feed off",
    audience: 'stylist',
    response: { status: 204 },
  },
  'GET /api/me/calendar-feed': {
    summary: "The caller's private feed address of their own bookings (null until made)",
    audience: 'signed-in',
    response: ok(calendar.calendarFeedSchema),
  },
  'POST /api/me/calendar-feed': {
    summary: "Make the caller's feed address, or a new one (the old stops working)",
    audience: 'signed-in',
    response: ok(calendar.calendarFeedSchema),
  },
  'DELETE /api/me/calendar-feed': {
    summary: "Turn the caller's feed off",
    audience: 'signed-in',
    response: { status: 204 },
  },
  'GET /api/dashboard/calendar': {
    summary: "The stylist's calendar settings: feed address, outside calendars with their last sync and error",
    audience: 'stylist',
    response: ok(calendar.calendarSettingsSchema),
  },
  'POST /api/dashboard/calendar/sources': {
    summary: 'Connect an outside calendar by its secret iCal address (https or webcal; at most 5)',
    audience: 'stylist',
    response: created(calendar.calendarSourceSchema),
  },
  'DELETE /api/dashboard/calendar/sources/:id': {
    summary: 'Disconnect an outside calendar (its busy time stops blocking slots)',
    audience: 'stylist',
    response: { status: 204 },
  },
  'POST /api/dashboard/calendar/sources/:id/sync': {
    summary: "Sync an outside calendar now: fetched at the sync's next run, within a minute (6 an hour per calendar)",
    audience: 'stylist',
    response: { status: 202, schema: calendar.calendarSourceSchema },
  },
  'GET /api/dashboard/schedule': {
    summary:
      "The stylist's day or week for the calendar grid: working hours, appointments, time off and outside busy time (local dates from..to, at most 14)",
    audience: 'stylist',
    response: ok(calendar.scheduleSchema),
  },
  'GET /api/dev/sample-calendar.ics': {
    summary: 'Embedded mode only: a sample outside calendar to connect offline',
    audience: 'public',
    response: ok(undefined, 'An RFC 5545 calendar with repeating, moved and all-day events'),
  },
}
