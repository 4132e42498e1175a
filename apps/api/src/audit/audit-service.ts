import { auditActionLabel, pageFrom, pageRequest, type AuditAction, type AuditActor, type PageQuery } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { tenantLabels } from '../platform/tenants.ts'
import { auditPlatformRepository } from './audit-platform-repository.ts'

/** The super admin signed in to the console. */
export const superAdminActor = (principal: { userId: string }): AuditActor => ({
  id: principal.userId,
  role: 'SUPER_ADMIN',
})

export type AuditDetail = Record<string, string | number | boolean | null>

/**
 * Record one operator action. Called by the service that took it, after the change is stored, so
 * the CLI and the console record the same event. Never the secret parts of a request (passwords).
 */
export async function recordAudit(
  ctx: AppContext,
  actor: AuditActor,
  event: {
    action: AuditAction
    subjectType: string
    subjectId: string
    tenantId?: string | null
    detail?: AuditDetail
  },
) {
  await auditPlatformRepository(ctx).record({
    tenantId: event.tenantId ?? null,
    actorId: actor.id,
    actorRole: actor.role,
    action: event.action,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    detail: event.detail ? JSON.stringify(event.detail) : null,
    createdAt: ctx.now(),
  })
}

const ROLE_NAMES: Record<string, string> = { OPERATOR: 'Operator CLI', SYSTEM: 'Platform setup' }

/** Rows that do not hold a flat JSON object (written by hand, or by a later version) read as no detail. */
function parseDetail(text: string | null): AuditDetail | null {
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
    const flat: AuditDetail = {}
    for (const [k, v] of Object.entries(value))
      flat[k] =
        v === null || ['string', 'number', 'boolean'].includes(typeof v) ? (v as AuditDetail[string]) : String(v)
    return flat
  } catch {
    return null
  }
}

/** The audit log, newest first, with the actor's and the shop's names. */
export async function listAuditPage(ctx: AppContext, query: PageQuery) {
  const { limit, after } = pageRequest(query)
  const repo = auditPlatformRepository(ctx)
  const page = pageFrom(await repo.page(after, limit + 1), limit, (e) => ({ at: e.createdAt, id: e.id }))
  const admins = await repo.superAdminNames(
    page.items.filter((e) => e.actorRole === 'SUPER_ADMIN').map((e) => e.actorId),
  )
  const tenants = await tenantLabels(
    ctx,
    page.items.flatMap((e) => (e.tenantId ? [e.tenantId] : [])),
  )
  return {
    items: page.items.map((e) => ({
      id: e.id,
      at: e.createdAt,
      action: e.action,
      actionLabel: auditActionLabel(e.action),
      actorId: e.actorId,
      actorRole: e.actorRole,
      actorName: admins.get(e.actorId) ?? ROLE_NAMES[e.actorRole] ?? e.actorId,
      subjectType: e.subjectType,
      subjectId: e.subjectId,
      tenantId: e.tenantId,
      tenantName: e.tenantId ? (tenants.get(e.tenantId)?.name ?? null) : null,
      detail: parseDetail(e.detail),
    })),
    nextCursor: page.nextCursor,
  }
}
