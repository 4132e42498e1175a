import { intakeTokenExpiry, isIntakeLinkLive, signIntakeToken, verifyIntakeToken } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { findActiveTenantBySlug } from '../platform/tenants.ts'
import { intakeLinksRepository } from './intake-links-repository.ts'

type Staff = { tenantId: string; tenantSlug: string; userId: string }

/** Whole seconds: the token carries the expiry in seconds, so the record must agree with it. */
const toSecond = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000)

/**
 * GET /api/intake-link (interfaces.md 3): the tenant's newest live link, or a freshly minted one
 * when none is live (never used, all expired, or revoked). The token is derived from the record,
 * so every call answers the same token for the same live link. The URL is on the configured main
 * host (PUBLIC_ORIGIN, else BASE_DOMAIN and PORT), never the request's Host, which the caller
 * controls: a link a shop hands its borrowers must not point wherever a forged Host said.
 */
export async function currentIntakeLink(ctx: AppContext, staff: Staff) {
  const links = intakeLinksRepository(ctx, staff.tenantId)
  const now = ctx.now()
  const live = await links.liveIntakeLink(now)
  const link =
    live ??
    (await links.createIntakeLink({
      createdById: staff.userId,
      expiresAt: toSecond(intakeTokenExpiry(now, ctx.config.intakeTokenTtlDays)),
      createdAt: now,
    }))
  const token = signIntakeToken({
    tenantSlug: staff.tenantSlug,
    linkId: link.id,
    expiresAt: link.expiresAt,
    secret: ctx.config.intakeTokenSecret,
  })
  return {
    token,
    url: `${ctx.config.publicOrigin}/intake/${staff.tenantSlug}?token=${token}`,
    expiresAt: link.expiresAt,
  }
}

/** DELETE /api/intake-link (tenant admin): revokes every live link, so every copy of its token fails at once. */
export async function revokeIntakeLinks(ctx: AppContext, tenantId: string) {
  const revoked = await intakeLinksRepository(ctx, tenantId).revokeIntakeLinks(ctx.now())
  return { success: true as const, revoked }
}

export type IntakeLinkState = 'valid' | 'expired' | 'revoked' | 'invalid'

/**
 * What the public intake form shows before the borrower types anything: the shop's name and
 * whether the link still works. Submission re-checks everything (submitIntake).
 */
export async function intakeFormInfo(ctx: AppContext, input: { tenant: string; token: string }) {
  const tenant = await findActiveTenantBySlug(ctx, input.tenant.trim())
  if (!tenant) return { tenant: null, link: 'invalid' as IntakeLinkState }
  const secret = ctx.config.intakeTokenSecret
  const now = ctx.now()
  // Verified at the epoch only to tell a genuine-but-expired token from a forged one.
  const genuine = verifyIntakeToken({ token: input.token, tenantSlug: tenant.slug, secret, now: new Date(0) })
  let link: IntakeLinkState = 'invalid'
  if (genuine) {
    const row = await intakeLinksRepository(ctx, tenant.id).findIntakeLink(genuine.linkId)
    if (!row) link = 'invalid'
    else if (row.revokedAt) link = 'revoked'
    else if (genuine.expiresAt.getTime() <= now.getTime() || !isIntakeLinkLive(row, now)) link = 'expired'
    else link = 'valid'
  }
  return { tenant: { name: tenant.name, slug: tenant.slug }, link }
}
