/**
 * The widths a stored image is served at (srcset steps): the web asks only for these and the
 * Node server renders only these (api/src/node/image-renders.ts), so the cache stays small.
 */
export const imageWidths = [160, 320, 480, 640, 960, 1280] as const
export type ImageWidth = (typeof imageWidths)[number]
