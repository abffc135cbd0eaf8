import { imageWidths } from '@marketplace/domain/image-widths.ts'

/** Attributes for an <img>: the stored image plus, when it is ours, the widths it is served at. */
export interface ResponsiveImage {
  src: string
  srcSet?: string
  sizes?: string
}

const storedImage = /^(.*?)\/storage\/v1\/object\/public\/([^?#]+)$/

/**
 * A stored image (a Supabase Storage public URL, or this server's in embedded mode) as a srcset of
 * its renders (`/storage/v1/render/image/public/...?width=W`, served by Supabase's image
 * transformations or by the Node server), so a phone downloads a picture the size of its slot.
 * `sizes` says how wide the slot is; `maxWidth` caps the widths offered (a thumbnail never needs
 * 1280 px). Other URLs (a placeholder, an outside image) are used as they are.
 */
export function responsiveImage(url: string, sizes: string, maxWidth = 1280): ResponsiveImage {
  const match = storedImage.exec(url)
  if (!match) return { src: url }
  const [, origin, path] = match
  const widths = imageWidths.filter((width) => width <= maxWidth)
  const srcSet = widths
    .map((width) => `${origin}/storage/v1/render/image/public/${path}?width=${width} ${width}w`)
    .join(', ')
  return { src: url, srcSet, sizes }
}
