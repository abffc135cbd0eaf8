import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from '@/components/ui/provider'
import { AuthProvider } from '@/features/auth/components/auth-provider'
import { setApiSessionSource } from '@/lib/api-client'
import { createQueryClient } from '@/lib/query-client'
import { supabaseApiSession } from '@/lib/supabase'
import { createAppRouter } from '@/router'

// Every API request from a signed-in browser carries the user's token (DESIGN.md, "The contract").
setApiSessionSource(supabaseApiSession)

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('index.html has no #root element')

createRoot(rootElement).render(
  <StrictMode>
    <Provider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </Provider>
  </StrictMode>,
)
