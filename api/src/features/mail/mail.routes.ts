import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import { asService } from '../../db/roles.ts'
import { validate } from '../../lib/validate.ts'
import { mailLinkKey, mailLists, verifyUnsubscribeToken, type MailList } from './mail-links.ts'
import { turnListOff } from './mail-preferences.sql.ts'
import { unsubscribePage } from './unsubscribe-page.ts'

const tokenQuery = z.object({
  token: z.string().min(1).max(200),
  list: z.enum(mailLists).default('reminders'),
})
const invalid = unsubscribePage(
  'This link does not work',
  'The unsubscribe link is incomplete or was changed. Use the link in your most recent email.',
)

/** What each list's page says: the question, what still comes, and the outcomes. */
const wording: Record<MailList, { ask: string; still: string; button: string; done: string; already: string }> = {
  reminders: {
    ask: 'Stop appointment reminders?',
    still: 'You will still get confirmations and changes of your bookings.',
    button: 'Unsubscribe from reminders',
    done: 'You will no longer get appointment reminders by email.',
    already: 'Reminders are off for your account; nothing changed.',
  },
  agenda: {
    ask: 'Stop the daily agenda?',
    still: 'You will still get an email for each new booking, request, change and cancellation.',
    button: 'Unsubscribe from the daily agenda',
    done: 'You will no longer get your daily agenda by email.',
    already: 'The daily agenda is off for your account; nothing changed.',
  },
  messages: {
    ask: 'Stop emails about new messages?',
    still: 'Messages still arrive in your Messages inbox on the site.',
    button: 'Unsubscribe from message emails',
    done: 'You will no longer get an email when someone writes to you.',
    already: 'Message emails are off for your account; nothing changed.',
  },
}

/**
 * The unsubscribe links of reminder and daily-agenda emails, signed per user and list
 * (mail-links.ts): GET shows a confirmation with one button; POST (that button, or a mail client's
 * one-click List-Unsubscribe-Post) turns that list off. The worker then skips those messages.
 */
export const mailRoutes = new Hono<AppEnv>()
  .get('/mail/unsubscribe', validate('query', tokenQuery), (c) => {
    const { token, list } = c.req.valid('query')
    if (!verifyUnsubscribeToken(mailLinkKey(c.get('deps')), token, list)) return c.html(invalid, 400)
    const words = wording[list]
    return c.html(unsubscribePage(words.ask, words.still, { token, list, button: words.button }))
  })
  .post('/mail/unsubscribe', validate('query', tokenQuery), async (c) => {
    const { token, list } = c.req.valid('query')
    const userId = verifyUnsubscribeToken(mailLinkKey(c.get('deps')), token, list)
    if (!userId) return c.html(invalid, 400)
    const changed = await asService(c.get('deps').sql, (tx) => turnListOff(tx, userId, list))
    const words = wording[list]
    return c.html(
      changed
        ? unsubscribePage('You are unsubscribed', words.done)
        : unsubscribePage('You were already unsubscribed', words.already),
    )
  })
