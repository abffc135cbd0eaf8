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
    const { id } = c.req.valid('param')
    const files = await asService(deps.sql, (tx) => deleteUserAccount(tx, deps, c.get('user'), id))
    // Only after the commit: a failed deletion keeps the images its rows still show.
    for (const file of files) await removeOwnFile(deps, id, file, c.get('requestId'))
    return c.json({ id })
  })
