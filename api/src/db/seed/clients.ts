import { clientName } from './names.ts'
import { addDays, Rng } from './random.ts'
import type { ClientRef } from './reviews.ts'

// Client accounts that write the demo reviews. Like the stylists they have no password: nobody can
// sign in as them (the three accounts in accounts.ts are the ones to sign in with).

export interface ClientDraft extends ClientRef {
  email: string
  first: string
  last: string
}

export const DEMO_CLIENTS = 400

export const clientEmail = (n: number) => `client${String(n).padStart(4, '0')}@demo.chairside.test`

export function generateClients(seed: number, now: Date, count = DEMO_CLIENTS): ClientDraft[] {
  return Array.from({ length: count }, (_, i) => {
    const rng = Rng.for(seed, 0xc1, i + 1)
    const { first, last } = clientName(rng)
    // Signed up over the last two years, the newest a day ago, so every review follows a sign-up.
    return { id: rng.uuid(), email: clientEmail(i + 1), first, last, createdAt: addDays(now, -rng.float(1, 730)) }
  })
}
