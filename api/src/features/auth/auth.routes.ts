import { Hono } from 'hono'
import { signInRecordSchema, type CurrentUser } from '@marketplace/domain/contract/auth.ts'
import type { AppEnv } from '../../app-env.ts'
import { asUser } from '../../db/roles.ts'
import { requireUser } from '../../lib/auth.ts'
import { badRequest } from '../../lib/http-error.ts'
import { validate } from '../../lib/validate.ts'

/**
 * GET /api/auth/user: the signed-in user with their rights (401 when signed out; the SPA reads
 * that as "nobody"). POST /api/firebase/users: the names and photo the browser knows, recorded
 * at each sign-in (the spec's path, kept), as the user: RLS lets them write only their own row.
 */
export const authRoutes = new Hono<AppEnv>()
  .get('/auth/user', requireUser, (c) => {
    const { claims: _claims, ...user } = c.get('user')
    c.header('Cache-Control', 'private, no-store')
    return c.json(user satisfies CurrentUser)
  })
  .post('/firebase/users', requireUser, validate('json', signInRecordSchema), async (c) => {
    const user = c.get('user')
    const record = c.req.valid('json')
    if (record.email.toLowerCase() !== user.email.toLowerCase())
      throw badRequest('Invalid json: email', [{ path: ['email'], message: "Is not the signed-in account's email" }])
    await asUser(
      c.get('deps').sql,
      user.claims,
      (tx) => tx`
      update public.users
         set first_name = coalesce(${record.firstName}, first_name),
             last_name = coalesce(${record.lastName}, last_name),
             profile_image_url = coalesce(${record.profileImageUrl}, profile_image_url)
       where id = ${user.id}`,
    )
    return c.json({ ok: true })
  })
