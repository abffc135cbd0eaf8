import { useMutation } from '@tanstack/react-query'
import { toast } from '@/components/ui/toaster'
import { providerMessage, signInWithGoogle } from '@/features/auth/identity'

/**
 * 'Sign in with Google' / 'Sign up with Google'. With the embedded issuer there is no Google, so
 * the button explains that instead of failing; with Supabase the browser leaves for Google.
 */
export function useGoogleSignIn(failureText: string) {
  return useMutation({
    mutationFn: signInWithGoogle,
    onSuccess: (result) => {
      if (result === 'unavailable') {
        toast({
          title: 'Google sign-in unavailable',
          description:
            'Google sign-in works when the marketplace runs with Supabase. Use your email and password here.',
        })
      }
    },
    onError: (error) =>
      toast({ title: 'Error', description: providerMessage(error) ?? failureText, variant: 'destructive' }),
  })
}
