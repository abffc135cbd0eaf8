import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { dismissToast, toast } from '@/components/ui/toaster'
import { createSetupIntent } from '../api/create-setup-intent'
import { cardSetupFailureMessage } from '../billing-errors'

/**
 * Saving a card, for both card forms: a fresh setup intent, then the form's own confirmation with
 * its client secret (Stripe.js, or the embedded provider), which yields the payment method id,
 * then the caller's `onSaved`. When that returns a promise (the dashboard putting the card on
 * file) the form stays busy until it settles, and its refusal reads as the card's.
 * A failure shows inline and as a 'Payment Error' toast, and the form stays for another try.
 */
export function useCardSetup(
  confirm: (clientSecret: string) => Promise<string>,
  onSaved: (paymentMethodId: string) => void | Promise<void>,
) {
  const [error, setError] = useState<string | null>(null)
  const failureToast = useRef<string | null>(null)
  const mutation = useMutation({
    mutationFn: async () => onSaved(await confirm(await createSetupIntent())),
    onMutate: () => {
      // A new attempt takes the last failure off the screen.
      setError(null)
      if (failureToast.current) dismissToast(failureToast.current)
      failureToast.current = null
    },
    onError: (failure) => {
      const message = cardSetupFailureMessage(failure)
      setError(message)
      failureToast.current = toast({ title: 'Payment Error', description: message, variant: 'destructive' })
    },
  })
  return { save: () => mutation.mutate(), saving: mutation.isPending, error }
}
