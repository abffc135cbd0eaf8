import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Provider } from '@/components/ui/provider'
import { AuthProvider } from '@/features/auth/components/auth-provider'

/** What wraps the router, identical in the browser (main.tsx) and on the server (entry-server.tsx). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <Provider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </Provider>
  )
}
