import type { SupportMessage } from '@marketplace/domain/contract/support.ts'
import type { Tx } from '../../db/client.ts'

/** Stores a support message; runs as the caller's role, under the insert-only policy. */
export async function insertSupportMessage(tx: Tx, message: SupportMessage, userId: string | null): Promise<void> {
  await tx`
    insert into public.contact_messages (user_id, name, email, subject, message)
    values (${userId}, ${message.name}, ${message.email}, ${message.subject}, ${message.message})`
}
