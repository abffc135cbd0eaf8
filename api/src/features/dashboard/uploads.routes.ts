import { Hono } from 'hono'
import { dashboardMessages, MAX_PORTFOLIO_ITEMS } from '@marketplace/domain/contract/dashboard.ts'
import type { AppEnv } from '../../app-env.ts'
import { asUser } from '../../db/roles.ts'
import { requireUser } from '../../lib/auth.ts'
import { badRequest } from '../../lib/http-error.ts'
import { limitPerIpAndAccount } from '../../lib/rate-limit-middleware.ts'
import { imageBodyLimit, readImageField, storeImage } from './image-upload.ts'
import { requireOwnStylist } from './own-stylist.sql.ts'
import { countPortfolio } from './portfolio.sql.ts'

/** Longest side of a stored image: a profile photo is shown small, a portfolio image large. */
const PROFILE_MAX_SIDE = 800
const PORTFOLIO_MAX_SIDE = 1600

/**
 * POST /api/firebase/upload/profile and /api/firebase/upload/portfolio: multipart field `image`
 * (JPEG, PNG or WebP by content, at most 5 MB and 40 MP). The answer is the stored image's URL as
 * plain text (spec). A profile photo may be uploaded before the first save (it is sent with it);
 * a portfolio image needs a profile with room for it.
 */
export const dashboardUploadRoutes = new Hono<AppEnv>()
  .post(
    '/firebase/upload/profile',
    requireUser,
    limitPerIpAndAccount('uploadPerIp', 'uploadPerAccount'),
    imageBodyLimit,
    async (c) => {
      const image = await readImageField(c)
      const url = await storeImage(c.get('deps'), c.get('user').id, 'profile-images', image, PROFILE_MAX_SIDE)
      return c.text(url, 201)
    },
  )
  .post(
    '/firebase/upload/portfolio',
    requireUser,
    limitPerIpAndAccount('uploadPerIp', 'uploadPerAccount'),
    imageBodyLimit,
    async (c) => {
      const deps = c.get('deps')
      const user = c.get('user')
      const count = await asUser(deps.sql, user.claims, async (tx) =>
        countPortfolio(tx, await requireOwnStylist(tx, user.id)),
      )
      if (count >= MAX_PORTFOLIO_ITEMS) throw badRequest(dashboardMessages.portfolioMax)
      const image = await readImageField(c)
      return c.text(await storeImage(deps, user.id, 'portfolio', image, PORTFOLIO_MAX_SIDE), 201)
    },
  )
