/**
 * What the server's style elements are named by (server/emotion-styles.ts): emotion's own name
 * for them (`data-emotion`), under an attribute emotion does not read, so that it leaves them in
 * place in the browser (components/ui/provider.tsx).
 */
export const SSR_STYLE_ATTRIBUTE = 'data-emotion-ssr'
