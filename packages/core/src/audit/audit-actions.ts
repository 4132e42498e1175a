/**
 * The administrative actions recorded in the audit log, with the words the console shows. Every
 * operator action (CLI or super admin console) goes through one service that records one of
 * these with its actor, so the log reads the same whichever way the action was taken.
 */
export const AUDIT_ACTION_LABELS = {
  TENANT_CREATED: 'Tenant created',
  TENANT_SUSPENDED: 'Tenant suspended',
  TENANT_REACTIVATED: 'Tenant reactivated',
  SUBSCRIPTION_SET: 'Subscription set by hand',
  PLAN_UPSERTED: 'Plan saved',
  COUPON_CREATED: 'Coupon created',
  COUPON_ACTIVATED: 'Coupon activated',
  COUPON_DEACTIVATED: 'Coupon deactivated',
  SETTINGS_CHANGED: 'Platform settings changed',
  REFUND_REQUESTED: 'Refund requested',
  MANUAL_PURCHASE_RECORDED: 'Manual purchase recorded',
} as const

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS

/**
 * Who acted: a super admin in the console (their id), the operator CLI (`cli`, which has no
 * login), or the platform itself (the demo seed).
 */
export const AUDIT_ACTOR_ROLES = ['SUPER_ADMIN', 'OPERATOR', 'SYSTEM'] as const
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number]
export type AuditActor = { id: string; role: AuditActorRole }

/** The operator CLI's actor: `actorId` `cli`, role `OPERATOR`. */
export const CLI_ACTOR: AuditActor = { id: 'cli', role: 'OPERATOR' }
/** The demo seed and the plan catalog seed. */
export const SEED_ACTOR: AuditActor = { id: 'seed', role: 'SYSTEM' }

/** The label of a stored action; one written by a later version reads as itself. */
export const auditActionLabel = (action: string): string =>
  Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action as AuditAction] : action
