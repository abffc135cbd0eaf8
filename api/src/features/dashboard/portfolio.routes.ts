import { Hono } from 'hono'
import { z } from 'zod'
import {
  dashboardMessages,
  MAX_PORTFOLIO_ITEMS,
  pathId,
  portfolioInputSchema,
} from '@marketplace/domain/contract/dashboard.ts'
import type { AppEnv } from '../../app-env.ts'
import { asUser } from '../../db/roles.ts'
import { requireUser } from '../../lib/auth.ts'
import { badRequest, notFound } from '../../lib/http-error.ts'
import { validate } from '../../lib/validate.ts'
import { form } from './form.ts'
import { requireOwnStylist } from './own-stylist.sql.ts'
import { countPortfolio, deletePortfolioItem, insertPortfolioItem, listPortfolio } from './portfolio.sql.ts'
import { isOwnUpload, removeOwnFile } from './stored-files.ts'

const stylistParam = z.object({ stylistId: pathId('stylistId') })
const itemParam = z.object({ itemId: pathId('itemId') })
const notOwnImage = 'The image must be one you uploaded to your portfolio.'

/** The per-stylist cap, as the trigger reports it when two saves race past the count. */
const isPortfolioCap = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { constraint_name?: string }).constraint_name === 'portfolio_items_max_9'

/**
 * The Portfolio tab: up to 9 images of the caller's own, each an upload of theirs (never a
 * data-URL or someone else's file). Deleting an image removes its file once nothing shows it.
 */
export const dashboardPortfolioRoutes = new Hono<AppEnv>()
  .get('/firebase/portfolio/:stylistId', requireUser, validate('param', stylistParam), async (c) => {
    const user = c.get('user')
    const { stylistId } = c.req.valid('param')
    const items = await asUser(c.get('deps').sql, user.claims, async (tx) =>
      listPortfolio(tx, await requireOwnStylist(tx, user.id, stylistId)),
    )
    return c.json(items, 200)
  })
  .post('/firebase/portfolio', requireUser, validate('json', portfolioInputSchema, form), async (c) => {
    const { sql, storage } = c.get('deps')
    const user = c.get('user')
    const { stylistId, imageUrl, caption, tags } = c.req.valid('json')
    const object = storage.locate(imageUrl)
    const item = await asUser(sql, user.claims, async (tx) => {
      const own = await requireOwnStylist(tx, user.id, stylistId)
      if (!object || !isOwnUpload(storage, imageUrl, 'portfolio', user.id))
        throw badRequest(notOwnImage, [{ path: ['imageUrl'], message: notOwnImage }])
      if ((await countPortfolio(tx, own)) >= MAX_PORTFOLIO_ITEMS) throw badRequest(dashboardMessages.portfolioMax)
      return insertPortfolioItem(tx, own, { imageUrl, storagePath: object.path, caption, tags })
    }).catch((error: unknown) => {
      throw isPortfolioCap(error) ? badRequest(dashboardMessages.portfolioMax) : error
    })
    return c.json(item, 201)
  })
  .delete('/firebase/portfolio/:itemId', requireUser, validate('param', itemParam), async (c) => {
    const deps = c.get('deps')
    const user = c.get('user')
    const { itemId } = c.req.valid('param')
    const deleted = await asUser(deps.sql, user.claims, async (tx) =>
      deletePortfolioItem(tx, await requireOwnStylist(tx, user.id), itemId),
    )
    if (!deleted) throw notFound('Image not found')
    if (deleted.orphanedPath)
      await removeOwnFile(deps, user.id, { bucket: 'portfolio', path: deleted.orphanedPath }, c.get('requestId'))
    return c.json({ id: itemId }, 200)
  })
