import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition, StrictMode } from 'react'
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
    // In a transition: React then hydrates the page in slices of a few milliseconds and lets the
    // browser answer a tap between them (issue 36, INP); outside one, the root's own part (the
    // providers, the router, the header) is hydrated in one task, and a tap made meanwhile waits
    // for all of it. A tap's events do not reach React before the page is ready
    // (lib/held-interactions.ts), or React would hydrate what it touches at once, in the tap's task.
    startTransition(() => {
      hydrateRoot(rootElement, tree)
    })
  } else createRoot(rootElement).render(tree)
}
