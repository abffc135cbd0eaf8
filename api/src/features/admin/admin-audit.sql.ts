import type { AuditEntry } from '@marketplace/domain/contract/admin.ts'
import type { Tx } from '../../db/client.ts'
import type { Cols, Row } from '../../db/rows.ts'

/** GET /api/admin/audit shows this many of the newest entries. */
const AUDIT_LIMIT = 100

/** The admin who acts: their id and email (the email stays in the log after the account is gone). */
export interface Actor {
  id: string
  email: string
}

export type AuditAction =
  | 'stylist.approve'
  | 'stylist.reject'
  | 'coupon.create'
  | 'coupon.update'
  | 'coupon.delete'
  | 'coupon.deactivate'
  | 'user.delete'
  | 'support_message.status'
  | 'review.hide'
  | 'review.keep'
  | 'message.hide'
  | 'message.keep'
  | 'conversation.hide'
  | 'conversation.keep'

export interface AuditRecord {
  action: AuditAction
  targetType: 'stylist' | 'coupon' | 'user' | 'support_message' | 'review' | 'message' | 'conversation'
  targetId: string | number
  notes?: string | null
}

/**
 * Records what an admin did, in the caller's transaction: the entry exists exactly when the
 * change it describes was committed.
 */
export async function recordAudit(tx: Tx, actor: Actor, entry: AuditRecord): Promise<void> {
  await tx`
    insert into public.admin_audit_log (admin_id, admin_email, action, target_type, target_id, notes)
    values (${actor.id}, ${actor.email}, ${entry.action}, ${entry.targetType}, ${String(entry.targetId)},
            ${entry.notes ? entry.notes.slice(0, 2000) : null})`
}

type AuditRow = Cols<
  Row<'admin_audit_log'>,
  'id' | 'admin_email' | 'action' | 'target_type' | 'target_id' | 'notes' | 'created_at',
  'created_at'
>

/** The newest entries first. */
export async function listAudit(tx: Tx): Promise<AuditEntry[]> {
  const rows = await tx<AuditRow[]>`
    select id, admin_email, action, target_type, target_id, notes, created_at
      from public.admin_audit_log
     order by created_at desc, id desc
     limit ${AUDIT_LIMIT}`
  return rows.map((r) => ({
    id: r.id,
    adminEmail: r.admin_email,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    notes: r.notes,
    createdAt: r.created_at.toISOString(),
  }))
}
