import type { AppContext } from '../platform/context.ts'

/**
 * A tenant's sign-in data: staff accounts, borrowers by email, OTP codes and email verifications. Confined to
 * one tenant (it sits on `db.forTenant(tenantId)`): a code or verification of another tenant reads
 * as absent.
 */
export function authRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    insertOtp: (otp: { email: string; codeHash: string; expiresAt: Date }) =>
      db.otpCode.create({ data: { tenantId, ...otp } }),

    /** The newest code for the address that is unused, unexpired and has tries left. */
    liveOtp: (email: string, now: Date, maxTries: number) =>
      db.otpCode.findFirst({
        where: { email, consumedAt: null, expiresAt: { gt: now }, attempts: { lt: maxTries } },
        orderBy: { createdAt: 'desc' },
      }),

    /** Use up one try of an unused code with tries left, in one conditional update; false when none was left. */
    claimOtpTry: async (id: string, maxTries: number) =>
      (
        await db.otpCode.updateMany({
          where: { id, consumedAt: null, attempts: { lt: maxTries } },
          data: { attempts: { increment: 1 } },
        })
      ).count === 1,

    /** Mark an unused code used; false when another request used it first. */
    consumeOtp: async (id: string, at: Date) =>
      (await db.otpCode.updateMany({ where: { id, consumedAt: null }, data: { consumedAt: at } })).count === 1,

    recordEmailVerification: (email: string, at: Date) =>
      db.emailVerification.create({ data: { tenantId, email, verifiedAt: at } }),

    /** The newest verification of the address at or after `since`. */
    emailVerifiedSince: (email: string, since: Date) =>
      db.emailVerification.findFirst({
        where: { email, verifiedAt: { gte: since } },
        orderBy: { verifiedAt: 'desc' },
      }),

    /** The borrower with this email (portal sign-in), or null. */
    customerByEmail: (email: string) =>
      db.customer.findFirst({ where: { email }, select: { id: true, name: true, status: true } }),

    createStaffUser: (user: { email: string; name: string; role: string; passwordHash: string }) =>
      db.user.create({ data: { tenantId, ...user } }),
  }
}
