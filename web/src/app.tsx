import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { AppProviders } from '@/app-providers'
import { setApiSessionSource } from '@/lib/api-client'
import { createQueryClient } from '@/lib/query-client'
import { markServerRendered } from '@/lib/server-rendered'
import { supabaseApiSession } from '@/lib/supabase'
import { createAppRouter } from '@/router'

/**
 * Starts the app (main.tsx decides when). A public page arrives rendered, with the router's and
 * Query's data in its hydration scripts (entry-server.tsx): the app hydrates it. Signed-in screens
 * arrive as the empty shell: the app renders them.
 */
export function startApp(serverRendered: boolean): void {
  // Every API request from a signed-in browser carries the user's token (DESIGN.md, "The contract").
  setApiSessionSource(supabaseApiSession)

  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)

  const rootElement = document.getElementById('root')
  if (!rootElement) throw new Error('index.html has no #root element')

  const app = serverRendered ? <RouterClient router={router} /> : <RouterProvider router={router} />
  const tree = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>{app}</AppProviders>
    </StrictMode>
  )
  if (serverRendered) {
    markServerRendered()
    hydrateRoot(rootElement, tree)
  } else createRoot(rootElement).render(tree)
}
