import type { PortfolioItem } from '@marketplace/domain/contract/dashboard.ts'
import type { Tx } from '../../db/client.ts'
import type { Cols, Row } from '../../db/rows.ts'

type ItemRow = Cols<
  Row<'portfolio_items'>,
  'id' | 'stylist_id' | 'image_url' | 'caption' | 'tags' | 'created_at',
  'created_at'
>

const toItem = (r: ItemRow): PortfolioItem => ({
  id: r.id,
  stylistId: r.stylist_id,
  imageUrl: r.image_url,
  caption: r.caption,
  tags: r.tags,
  createdAt: r.created_at.toISOString(),
})

export async function listPortfolio(tx: Tx, stylistId: number): Promise<PortfolioItem[]> {
  const rows = await tx<ItemRow[]>`
    select id, stylist_id, image_url, caption, tags, created_at
      from public.portfolio_items where stylist_id = ${stylistId} order by position, id`
  return rows.map(toItem)
}

export async function countPortfolio(tx: Tx, stylistId: number): Promise<number> {
  const [row] = await tx<
    { n: number }[]
  >`select count(*)::int as n from public.portfolio_items where stylist_id = ${stylistId}`
  return row.n
}

export interface NewItem {
  imageUrl: string
  storagePath: string
  caption: string | null
  tags: string[]
}

/** Adds an image at the end (the trigger refuses a tenth, even from two saves at once). */
export async function insertPortfolioItem(tx: Tx, stylistId: number, item: NewItem): Promise<PortfolioItem> {
  const [row] = await tx<ItemRow[]>`
    insert into public.portfolio_items (stylist_id, image_url, storage_path, caption, tags, position)
    values (${stylistId}, ${item.imageUrl}, ${item.storagePath}, ${item.caption}, ${item.tags}::text[],
      (select least(count(*), 100) from public.portfolio_items where stylist_id = ${stylistId}))
    returning id, stylist_id, image_url, caption, tags, created_at`
  return toItem(row)
}

/**
 * Deletes one of the stylist's images. Answers null when there is none of that id, else the
 * storage path of its file when no other image of the stylist still shows that file.
 */
export async function deletePortfolioItem(
  tx: Tx,
  stylistId: number,
  id: number,
): Promise<{ orphanedPath: string | null } | null> {
  const [row] = await tx<Pick<Row<'portfolio_items'>, 'storage_path'>[]>`
    delete from public.portfolio_items where id = ${id} and stylist_id = ${stylistId} returning storage_path`
  if (!row) return null
  if (row.storage_path === null) return { orphanedPath: null }
  const [other] = await tx`select 1 from public.portfolio_items where storage_path = ${row.storage_path} limit 1`
  return { orphanedPath: other ? null : row.storage_path }
}
