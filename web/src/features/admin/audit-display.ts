import type { AuditEntry } from '@marketplace/domain/contract/admin.ts'

const actionLabels: Record<string, string> = {
  'stylist.approve': 'Approved stylist',
  'stylist.reject': 'Rejected stylist',
  'coupon.create': 'Created discount code',
  'coupon.update': 'Updated discount code',
  'coupon.delete': 'Deleted discount code',
  'coupon.deactivate': 'Deactivated discount code',
  'user.delete': 'Deleted user',
  'support_message.status': 'Updated support message',
  'review.hide': 'Hid review',
  'review.keep': 'Kept reported review',
}

/** 'Approved stylist'; an action this screen does not know yet is shown as the server named it. */
export function auditActionLabel(action: string): string {
  return actionLabels[action] ?? action
}

const targetLabels: Record<string, string> = {
  stylist: 'Stylist',
  coupon: 'Discount code',
  user: 'User',
  support_message: 'Support message',
  review: 'Review',
}

/** 'Stylist #12', 'User de000000-…' */
export function auditTargetLabel(entry: Pick<AuditEntry, 'targetType' | 'targetId'>): string {
  const type = targetLabels[entry.targetType] ?? entry.targetType
  return /^\d+$/.test(entry.targetId) ? `${type} #${entry.targetId}` : `${type} ${entry.targetId}`
}
