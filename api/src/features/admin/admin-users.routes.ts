import { Hono } from 'hono'
import { z } from 'zod'
import { adminUsersQuerySchema } from '@marketplace/domain/contract/admin.ts'
import type { AppEnv } from '../../app-env.ts'
import { asService } from '../../db/roles.ts'
import { notFound } from '../../lib/http-error.ts'
import { validate } from '../../lib/validate.ts'
import { removeOwnFile } from '../dashboard/stored-files.ts'
import { searchUsers, userDetails } from './admin-users.sql.ts'
import { deleteUserAccount } from './delete-user.ts'

const userParam = z.object({ id: z.guid('User id must be a UUID') })

/** The Users tab (under /api/admin, behind the admin check of admin.routes.ts). */
export const adminUserRoutes = new Hono<AppEnv>()
  .get('/admin/users', validate('query', adminUsersQuerySchema), async (c) => {
    const { sql, env } = c.get('deps')
    const { q, page } = c.req.valid('query')
    return c.json(await asService(sql, (tx) => searchUsers(tx, env.ADMIN_EMAILS, q, page)))
  })
  .get('/admin/users/:id', validate('param', userParam), async (c) => {
    const { sql, env } = c.get('deps')
    const details = await asService(sql, (tx) => userDetails(tx, env.ADMIN_EMAILS, c.req.valid('param').id))
    if (!details) throw notFound('User not found')
    return c.json(details)
  })
  .delete('/admin/users/:id', validate('param', userParam), async (c) => {
    const deps = c.get('deps')
    // Lower case, as upload folders are named (an id is a UUID in any case).
    const id = c.req.valid('param').id.toLowerCase()
    const { files, customerId } = await asService(deps.sql, (tx) => deleteUserAccount(tx, deps, c.get('user'), id))
    // The customer at the provider (cards on file) goes too; the account is already gone, so a
    // provider error is logged for a person to finish, not answered as a failed deletion.
    if (customerId) {
      await deps.billing.deleteCustomer(customerId).catch((error: unknown) => {
        deps.logger.error("Could not delete a deleted user's billing customer", {
          requestId: c.get('requestId'),
          userId: id,
          customerId,
          error: String(error),
        })
      })
    }
    // Only after the commit: a failed deletion keeps the images its rows still show. Then the rest
    // of their folder: uploads no row pointed at (a photo uploaded and never saved) go as well.
    const unsaved = await deps.storage.listOwned(id).catch((error: unknown) => {
      deps.logger.warn("Could not list a deleted user's files", {
        requestId: c.get('requestId'),
        userId: id,
        error: String(error),
      })
      return []
    })
    for (const file of [...files, ...unsaved]) await removeOwnFile(deps, id, file, c.get('requestId'))
    // The photos they sent in messages (their rows went with the account): the whole private folder.
    if (deps.messagePhotos) {
      const photos = deps.messagePhotos
      await photos
        .listOwned(id)
        .then((paths) => (paths.length > 0 ? photos.remove(paths) : undefined))
        .catch((error: unknown) => {
          deps.logger.error("Could not remove a deleted user's message photos", {
            requestId: c.get('requestId'),
            userId: id,
            error: String(error),
          })
        })
    }
    return c.json({ id })
  })
