import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import { asService } from '../../db/roles.ts'
import { validate } from '../../lib/validate.ts'
import { mailLinkKey, verifyUnsubscribeToken } from './mail-links.ts'
import { turnRemindersOff } from './mail-preferences.sql.ts'
import { unsubscribePage } from './unsubscribe-page.ts'

const tokenQuery = z.object({ token: z.string().min(1).max(200) })
const invalid = unsubscribePage(
  'This link does not work',
  'The unsubscribe link is incomplete or was changed. Use the link in your most recent reminder.',
)

/**
 * The unsubscribe link of reminder emails, signed per user (mail-links.ts):
 * GET shows a confirmation with one button; POST (that button, or a mail client's one-click
 * List-Unsubscribe-Post) turns the user's reminders off. The worker then skips their reminders.
 */
export const mailRoutes = new Hono<AppEnv>()
  .get('/mail/unsubscribe', validate('query', tokenQuery), (c) => {
    const { token } = c.req.valid('query')
    if (!verifyUnsubscribeToken(mailLinkKey(c.get('deps')), token)) return c.html(invalid, 400)
    return c.html(
      unsubscribePage(
        'Stop appointment reminders?',
        'You will still get confirmations and changes of your bookings.',
        token,
      ),
    )
  })
  .post('/mail/unsubscribe', validate('query', tokenQuery), async (c) => {
    const { token } = c.req.valid('query')
    const userId = verifyUnsubscribeToken(mailLinkKey(c.get('deps')), token)
    if (!userId) return c.html(invalid, 400)
    const changed = await asService(c.get('deps').sql, (tx) => turnRemindersOff(tx, userId))
    return c.html(
      changed
        ? unsubscribePage('You are unsubscribed', 'You will no longer get appointment reminders by email.')
        : unsubscribePage('You were already unsubscribed', 'Reminders are off for your account; nothing changed.'),
    )
  })
