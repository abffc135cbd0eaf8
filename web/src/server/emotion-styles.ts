import type { EmotionCache } from '@emotion/cache'
import { SSR_STYLE_ATTRIBUTE } from '@/lib/ssr-styles'

/**
 * The style elements for what one render inserted into its own emotion cache (created for that
 * request in compat mode, so nothing went inline): the rules of the rendered class names in one
 * element, each global block in its own, in the shapes emotion's browser cache and its Global
 * component pick up as already inserted (the same as @emotion/server's chunks, without its Node
 * stream dependencies, so the renderer also runs at the edge), named by an attribute of their own
 * that emotion does not read, so that the browser leaves them in place (components/ui/provider.tsx).
 */
export function emotionStyleTags(cache: EmotionCache): string {
  const names: string[] = []
  let rules = ''
  const globals: string[] = []
  for (const [id, inserted] of Object.entries(cache.inserted)) {
    if (typeof inserted !== 'string') continue
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globals.push(`<style ${SSR_STYLE_ATTRIBUTE}="${cache.key}-global ${id}">${inserted}</style>`)
    } else {
      names.push(id)
      rules += inserted
    }
  }
  const main = names.length ? `<style ${SSR_STYLE_ATTRIBUTE}="${cache.key} ${names.join(' ')}">${rules}</style>` : ''
  return globals.join('') + main
}
