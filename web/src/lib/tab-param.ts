import { z } from 'zod'

/**
 * A page's ?tab=, naming one of its tabs so a link can open it. Anything else reads as no tab (the
 * page shows its first) rather than an error page: old or mistyped links still land somewhere.
 */
export function tabParam<T extends string>(tabs: readonly { readonly value: T }[]) {
  const values = tabs.map((tab) => tab.value) as [T, ...T[]]
  return z.enum(values).optional().catch(undefined)
}
