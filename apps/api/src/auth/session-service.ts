import { randomBytes } from 'node:crypto'
import type { AppContext } from '../platform/context.ts'
import { hashToken } from '../platform/session-token.ts'

export type SessionKind = 'staff' | 'superadmin' | 'customer'
const TTL_MS: Record<SessionKind, number> = { staff: 7 * 86_400_000, superadmin: 12 * 3_600_000, customer: 30 * 86_400_000 }

/** Opaque random token; only its hash is stored. */
export async function createSession(ctx: AppContext, kind: SessionKind, subjectId: string, tenantId: string | null) {
  const token = randomBytes(32).toString('base64url')
  const now = ctx.now()
  await ctx.db.prisma.session.create({
    data: { tokenHash: hashToken(token), kind, subjectId, tenantId, expiresAt: new Date(now.getTime() + TTL_MS[kind]) },
  })
  return token
}

export async function findLiveSession(ctx: AppContext, token: string) {
  const session = await ctx.db.prisma.session.findUnique({ where: { tokenHash: hashToken(token) } })
  if (!session || session.revokedAt || session.expiresAt <= ctx.now()) return null
  return session
}

export async function revokeSession(ctx: AppContext, token: string) {
  await ctx.db.prisma.session.updateMany({ where: { tokenHash: hashToken(token), revokedAt: null }, data: { revokedAt: ctx.now() } })
}

/** Revoke every live session of one subject (a customer set Inactive, a deactivated user). */
export async function revokeSessionsOf(ctx: AppContext, kind: SessionKind, subjectId: string) {
  await ctx.db.prisma.session.updateMany({ where: { kind, subjectId, revokedAt: null }, data: { revokedAt: ctx.now() } })
}
