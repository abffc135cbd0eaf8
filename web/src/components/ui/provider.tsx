import { ChakraProvider } from '@chakra-ui/react'
import createCache, { type EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import type { ReactNode } from 'react'
import { SSR_STYLE_ATTRIBUTE } from '@/lib/ssr-styles'
import { system } from '@/theme/system'

/**
 * In the browser, on a page the server rendered (server/emotion-styles.ts): its style elements are
 * left where they are. Emotion's own way would move each of them (its cache hydrates the server's
 * rules into its sheet, each Global hydrates its element), and moving a style element makes the
 * browser restyle and lay out the whole page: 250-420 ms at 4x CPU on the results page, in one task
 * that a tap made meanwhile waits for (issue 36, INP). So the server names its elements with an
 * attribute emotion does not read; this cache starts out knowing their rules as inserted (new ones
 * go into sheets of its own, as emotion's do), and Chakra's global styles, which the server's
 * elements already hold and which never change, are not inserted again.
 */
function browserStyles(): { cache: EmotionCache; sys: typeof system } | null {
  if (typeof document === 'undefined') return null
  const elements = document.querySelectorAll(`style[${SSR_STYLE_ATTRIBUTE}]`)
  if (elements.length === 0) return null
  const cache = createCache({ key: 'css' })
  let globals = false
  for (const element of elements) {
    const [key, ...names] = (element.getAttribute(SSR_STYLE_ATTRIBUTE) ?? '').split(' ')
    if (key === 'css') for (const name of names) cache.inserted[name] = true
    else if (key === 'css-global') globals = true
  }
  if (!globals) return { cache, sys: system }
  // The same system, without what its provider inserts globally (the layer order and _global).
  const sys = Object.create(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  }) as typeof system
  return { cache, sys }
}

const browser = browserStyles()

export function Provider({ children }: { children: ReactNode }) {
  if (!browser) return <ChakraProvider value={system}>{children}</ChakraProvider>
  return (
    <CacheProvider value={browser.cache}>
      <ChakraProvider value={browser.sys}>{children}</ChakraProvider>
    </CacheProvider>
  )
}
