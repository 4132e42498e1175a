import { holdsMoneyRole, secondFactorErrors, type Principal } from '@gold/core'
import { auditChange } from '../audit/trail-scope.ts'
import type { AppContext } from '../platform/context.ts'
import { acceptTotpCode, issueRecoveryCodes, startTotpEnrolment } from './second-factor-service.ts'
import { shopSecurityRepository } from './shop-security-repository.ts'
import { twoFactorRepository, type Subject } from './two-factor-platform-repository.ts'

type Holder = Extract<Principal, { kind: 'staff' | 'superadmin' }>

const subjectOf = (p: Holder): Subject => ({ kind: p.kind, id: p.userId })

/** Whether this account's shop requires TOTP of it (owners and managers). */
async function requiredOf(ctx: AppContext, p: Holder) {
  if (p.kind !== 'staff' || !holdsMoneyRole(p)) return false
  return (await shopSecurityRepository(ctx, p.tenantId).settings()).requireTwoFactor
}

/** "Two-factor sign-in" on the account page: on or off, recovery codes left, whether the shop requires it. */
export async function twoFactorStatus(ctx: AppContext, p: Holder) {
  const repo = twoFactorRepository(ctx)
  const credential = await repo.credential(subjectOf(p))
  return {
    enabled: credential?.confirmedAt != null,
    recoveryCodesLeft: credential?.confirmedAt ? await repo.recoveryCodesLeft(subjectOf(p)) : 0,
    required: await requiredOf(ctx, p),
  }
}

async function emailOf(ctx: AppContext, p: Holder) {
  const repo = twoFactorRepository(ctx)
  const account = p.kind === 'staff' ? await repo.staffById(p.userId) : await repo.superAdminById(p.userId)
  return account?.email ?? p.name
}

/** Begin setting up TOTP: the secret, its link and QR code; nothing changes at sign-in until confirmed. */
export async function startTotp(ctx: AppContext, p: Holder) {
  return startTotpEnrolment(ctx, subjectOf(p), await emailOf(ctx, p))
}

/** Confirm the set-up with a current code: TOTP is on from the next sign-in; the recovery codes, shown once. */
export async function confirmTotp(ctx: AppContext, p: Holder, code: string) {
  if (!(await acceptTotpCode(ctx, subjectOf(p), code, true))) throw secondFactorErrors.error('invalidCode')
  auditChange({ twoFactor: 'off' }, { twoFactor: 'on' })
  return { recoveryCodes: await issueRecoveryCodes(ctx, subjectOf(p)) }
}

/** Turn TOTP off with a current code; refused while the shop requires it of this account. */
export async function disableTotp(ctx: AppContext, p: Holder, code: string) {
  if (await requiredOf(ctx, p)) throw secondFactorErrors.error('requiredByShop')
  if (!(await acceptTotpCode(ctx, subjectOf(p), code, false))) throw secondFactorErrors.error('invalidCode')
  await twoFactorRepository(ctx).removeCredential(subjectOf(p))
  auditChange({ twoFactor: 'on' }, { twoFactor: 'off' })
  return { success: true }
}

/** New recovery codes with a current code; the old ones stop working. */
export async function regenerateRecoveryCodes(ctx: AppContext, p: Holder, code: string) {
  if (!(await acceptTotpCode(ctx, subjectOf(p), code, false))) throw secondFactorErrors.error('invalidCode')
  return { recoveryCodes: await issueRecoveryCodes(ctx, subjectOf(p)) }
}

/** "Signed-in devices": the account's live sessions, this one marked. */
export async function signedInDevices(ctx: AppContext, p: Holder) {
  const sessions = await twoFactorRepository(ctx).liveSessions(subjectOf(p), ctx.now())
  return sessions.map((s) => ({ ...s, current: s.id === p.sessionId }))
}

/** Sign a device out: its session ends at once (its next request is 401). */
export async function revokeDevice(ctx: AppContext, p: Holder, sessionId: string) {
  return { revoked: await twoFactorRepository(ctx).revokeSession(subjectOf(p), sessionId, ctx.now()) }
}

export const shopSecuritySettings = (ctx: AppContext, tenantId: string) =>
  shopSecurityRepository(ctx, tenantId).settings()

export async function setRequireTwoFactor(ctx: AppContext, tenantId: string, required: boolean) {
  const repo = shopSecurityRepository(ctx, tenantId)
  const before = await repo.settings()
  const after = await repo.setRequireTwoFactor(required)
  auditChange(before, after)
  return after
}
