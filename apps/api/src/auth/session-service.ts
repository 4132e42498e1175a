import { randomBytes } from 'node:crypto'
import type { AppContext } from '../platform/context.ts'
import { hashToken } from '../platform/session-token.ts'
import { identityRepository } from './auth-platform-repository.ts'

export type SessionKind = 'staff' | 'superadmin' | 'customer'
const TTL_MS: Record<SessionKind, number> = {
  staff: 7 * 86_400_000,
  superadmin: 12 * 3_600_000,
  customer: 30 * 86_400_000,
}

/** Where a session is signed in from, for the "Signed-in devices" list. */
export type Device = { ip: string; userAgent: string | null }

/** Opaque random token; only its hash is stored. */
export async function createSession(
  ctx: AppContext,
  kind: SessionKind,
  subjectId: string,
  tenantId: string | null,
  device?: Device,
) {
  const token = randomBytes(32).toString('base64url')
  const now = ctx.now()
  await identityRepository(ctx).insertSession({
    tokenHash: hashToken(token),
    kind,
    subjectId,
    tenantId,
    expiresAt: new Date(now.getTime() + TTL_MS[kind]),
    ip: device?.ip ?? null,
    userAgent: device?.userAgent?.slice(0, 500) ?? null,
  })
  return token
}

export async function findLiveSession(ctx: AppContext, token: string) {
  const session = await identityRepository(ctx).sessionByTokenHash(hashToken(token))
  if (!session || session.revokedAt || session.expiresAt <= ctx.now()) return null
  return session
}

export async function revokeSession(ctx: AppContext, token: string) {
  await identityRepository(ctx).revokeSessionByTokenHash(hashToken(token), ctx.now())
}

/** Revoke every live session of one subject (a customer set Inactive, a deactivated user). */
export async function revokeSessionsOf(ctx: AppContext, kind: SessionKind, subjectId: string) {
  await identityRepository(ctx).revokeSessionsOf(kind, subjectId, ctx.now())
}
