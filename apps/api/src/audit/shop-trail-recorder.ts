import { canonicalJson, redactForTrail, trailSubjectOf } from '@gold/core'
import type { ActionTrail, StaffAction } from '../http/action-trail.ts'
import type { AppContext } from '../platform/context.ts'
import { shopTrailRepository } from './shop-trail-repository.ts'
import { inTrailScope, type TrailScope } from './trail-scope.ts'

const stored = (value: unknown): string | null =>
  value === undefined || value === null ? null : canonicalJson(redactForTrail(value))

/**
 * The shop's audit trail as the kernel's `ActionTrail` (http/action-trail.ts): both transports hand
 * it every staff call that changes data or reveals personal data. It runs the call in a scope its
 * service may describe the change in (`auditChange`), and once the call has succeeded appends one
 * entry. The append is its own transaction after the action's: a failed append is logged as an
 * error and the action stands (the caller already holds its result).
 */
export function shopAuditTrail(ctx: AppContext): ActionTrail {
  return {
    async record<T>(action: StaffAction, work: () => Promise<T>, succeeded: (result: T) => boolean = () => true) {
      const { scope, result } = inTrailScope(work)
      const value = await result
      if (succeeded(value)) await appendAction(ctx, action, scope)
      return value
    },
  }
}

async function appendAction(ctx: AppContext, action: StaffAction, scope: TrailScope) {
  const subject = { ...trailSubjectOf(action.action, action.input, action.params), ...scope.subject }
  try {
    await shopTrailRepository(ctx, action.staff.tenantId).append({
      at: ctx.now(),
      actorId: action.staff.userId,
      actorName: action.staff.name,
      actorRole: action.staff.role,
      ip: action.ip,
      userAgent: action.userAgent.slice(0, 500),
      action: action.action,
      subjectType: subject.subjectType,
      subjectId: subject.subjectId ?? null,
      customerId: subject.customerId ?? null,
      loanId: subject.loanId ?? null,
      request: stored(action.input),
      before: stored(scope.before),
      after: stored(scope.after),
    })
  } catch (err) {
    ctx.log.error({ err, action: action.action, tenantId: action.staff.tenantId }, 'audit trail append failed')
  }
}
