import { z } from 'zod'

/** Messages between a client and a stylist (issue 38, docs/decisions/022-messages.md). */
export const MESSAGE_MAX_CHARS = 2000
export const MESSAGE_PAGE_SIZE = 50
export const INBOX_PAGE_SIZE = 20
/** Photos a message may carry (each at most 5 MB, JPEG, PNG or WebP; stored as WebP, 1600 px at most). */
export const MESSAGE_MAX_PHOTOS = 4

export const messageMessages = {
  bodyRequired: 'Please write a message',
  bodyTooLong: `Messages can be at most ${MESSAGE_MAX_CHARS} characters`,
  conversationNotFound: 'Conversation not found',
  stylistNotFound: 'Stylist not found',
  clientNotFound: 'Client not found',
  ownProfile: 'You cannot message your own profile',
  notListed: 'This stylist is not taking messages right now',
  clientFirst: 'You can write to a client once they have written to you or booked with you',
  blocked: 'Messages between you and this person are blocked',
  hidden: 'This conversation was closed by our moderators',
  chooseOne: 'Send either stylistId (as a client) or clientId (as a stylist)',
  messageNotFound: 'Message not found',
  alreadyReported: 'You have already reported this',
  reasonRequired: 'Please choose a reason',
  detailsTooLong: 'Details can be at most 500 characters',
  noStream: 'Live messages come through Supabase Realtime on this server',
  tooManyPhotos: `You can add up to ${MESSAGE_MAX_PHOTOS} photos to a message`,
  photoTooLarge: 'Each photo must be 5 MB or smaller',
  photosRequired: 'Add at least one photo, or send the message without photos',
  photosUnavailable: 'Photos cannot be sent on this server',
  photoLinkRefused: 'This photo link is not valid or has expired',
} as const

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)
const uuid = z.string().uuid()

/** POST /api/messages/conversations: a client opens one with a stylist, a stylist with a client they have an appointment with. */
export const startConversationInputSchema = z
  .object({
    stylistId: id.optional(),
    clientId: uuid.optional(),
    appointmentId: id.optional(),
  })
  .refine((v) => (v.stylistId === undefined) !== (v.clientId === undefined), {
    message: messageMessages.chooseOne,
    path: ['stylistId'],
  })
export type StartConversationInput = z.input<typeof startConversationInputSchema>

/** POST /api/messages/conversations/:id/messages */
export const sendMessageInputSchema = z.object({
  body: z
    .string()
    .max(MESSAGE_MAX_CHARS, messageMessages.bodyTooLong)
    .refine((s) => s.trim().length > 0, messageMessages.bodyRequired),
})
export type SendMessageInput = z.input<typeof sendMessageInputSchema>

/** POST /api/messages/conversations/:id/read */
export const markReadInputSchema = z.object({ messageId: id })

export const messageReportReasons = ['spam', 'offensive', 'harassment', 'personal_info', 'other'] as const
/** POST /api/messages/conversations/:id/report: the whole conversation, or one message of it. */
export const messageReportInputSchema = z.object({
  reason: z.enum(messageReportReasons, { message: messageMessages.reasonRequired }),
  details: z.string().trim().max(500, messageMessages.detailsTooLong).optional(),
  messageId: id.optional(),
})

/** Cursors: an inbox position (last message time in microseconds and conversation id), a message id. */
export const inboxQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^[0-9]{1,17}_[1-9][0-9]{0,14}$/, 'Invalid cursor')
    .optional(),
})
export const threadQuerySchema = z.object({
  before: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, 'before must be a message id')
    .transform(Number)
    .optional(),
})

export const partySchema = z.object({
  /** The stylist's name for a client; the client's first name and last initial for a stylist. */
  name: z.string(),
  photoUrl: z.string().nullable(),
  /** The stylist's profile id (both sides see which profile a thread is with). */
  stylistId: z.number(),
})

export const conversationSummarySchema = z.object({
  id: z.number(),
  /** The caller's side in this conversation. */
  role: z.enum(['client', 'stylist']),
  otherParty: partySchema,
  appointment: z.object({ id: z.number(), serviceName: z.string(), startsAt: z.string() }).nullable(),
  lastMessage: z
    .object({
      id: z.number(),
      body: z.string(),
      fromMe: z.boolean(),
      createdAt: z.string(),
      /** How many photos the message carries (0 to 4): the inbox shows "Photo" / "2 photos" before the text. */
      photoCount: z.number(),
    })
    .nullable(),
  unread: z.number(),
})
export type ConversationSummary = z.infer<typeof conversationSummarySchema>

export const inboxSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  nextCursor: z.string().nullable(),
})

export const conversationSchema = conversationSummarySchema.extend({
  /** The newest message of the caller's that the other side has read ("Seen" under it), or null. */
  seenMessageId: z.number().nullable(),
  /** Whether the caller may write now; `refusal` says why not. */
  mayWrite: z.boolean(),
  refusal: z.string().nullable(),
  /** The caller has blocked the other party. */
  blockedByMe: z.boolean(),
})
export type Conversation = z.infer<typeof conversationSchema>

/** A photo of a message: a signed link that expires after 15 minutes (ADR 022, "Photos"), and its size. */
export const messagePhotoSchema = z.object({ url: z.string(), width: z.number(), height: z.number() })
export type MessagePhoto = z.infer<typeof messagePhotoSchema>

export const messageSchema = z.object({
  id: z.number(),
  body: z.string(),
  fromMe: z.boolean(),
  createdAt: z.string(),
  photos: z.array(messagePhotoSchema),
})
export type Message = z.infer<typeof messageSchema>

/** A thread page: newest first; `nextCursor` is the id to pass as `before` for older ones. */
export const messagePageSchema = z.object({ messages: z.array(messageSchema), nextCursor: z.string().nullable() })

export const unreadSchema = z.object({ unread: z.number() })
export const readResultSchema = z.object({ lastReadMessageId: z.number() })
export const blockResultSchema = z.object({ blocked: z.boolean() })

/** What the live stream carries: ids only; the page fetches the message through the API. */
export const messageEventSchema = z.object({ conversationId: z.number(), messageId: z.number() })
export type MessageEvent = z.infer<typeof messageEventSchema>

/** The admin's queue of reported messages and conversations, with the messages in context. */
export const reportedMessageSchema = z.object({
  reportId: z.number(),
  conversationId: z.number(),
  messageId: z.number().nullable(),
  reason: z.string(),
  details: z.string().nullable(),
  reportedAt: z.string(),
  reporterName: z.string(),
  clientName: z.string(),
  stylistName: z.string(),
  /** The reported message and up to 10 before and after it (or the last 20 of the conversation). */
  context: z.array(
    z.object({
      id: z.number(),
      body: z.string(),
      senderName: z.string(),
      createdAt: z.string(),
      hidden: z.boolean(),
      photos: z.array(messagePhotoSchema),
    }),
  ),
})
export type ReportedMessage = z.infer<typeof reportedMessageSchema>
export const messageModerationInputSchema = z.object({ notes: z.string().trim().max(500).nullable().default(null) })
export const messageModerationResultSchema = z.object({
  target: z.enum(['message', 'conversation']),
  targetId: z.number(),
  hidden: z.boolean(),
  closedReports: z.number(),
})
