import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { toast } from '@/components/ui/toaster'
import { signOut } from '@/features/auth/sign-out'
import { getSupabase } from '@/lib/supabase'

/** Sign-out with the spec's feedback: 'Logged out', or 'Failed to log out'. */
export function useSignOut() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useMutation({
    mutationFn: async () => signOut({ auth: (await getSupabase()).auth, queryClient, router }),
    onSuccess: () => toast({ title: 'Logged out', variant: 'success' }),
    onError: () => toast({ title: 'Failed to log out', variant: 'destructive' }),
  })
}
