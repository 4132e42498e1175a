import type { PageKey } from '@gold/core'
import type { TenantClient } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { afterKey } from '../platform/keyset-page.ts'

/**
 * A tenant's sign-in data: staff accounts, borrowers by email or phone, OTP codes and email verifications. Confined to
 * one tenant (it sits on `db.forTenant(tenantId)`): a code or verification of another tenant reads
 * as absent.
 */
export function authRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    ...staffQueries(db, tenantId),
    insertOtp: (otp: { codeHash: string; expiresAt: Date } & OtpAddress) =>
      db.otpCode.create({ data: { tenantId, ...otp } }),

    /** The newest code for the address that is unused, unexpired and has tries left. */
    liveOtp: (address: OtpAddress, now: Date, maxTries: number) =>
      db.otpCode.findFirst({
        where: { ...address, consumedAt: null, expiresAt: { gt: now }, attempts: { lt: maxTries } },
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

    /** The borrower with this phone in the shop (unique per shop, spec 2.12), or null. */
    customerByPhone: (phone: string) =>
      db.customer.findFirst({ where: { phone }, select: { id: true, name: true, status: true } }),

    /** The shop's staff, oldest first (the first admin heads the list), a keyset page (`take` is the page size + 1). */
    staffPage: (after: PageKey | null, take: number) =>
      db.user.findMany({
        where: afterKey('createdAt', 'asc', after),
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        take,
        select: STAFF_SELECT,
      }),

    /**
     * Changes to who may sign in, one at a time per shop: a transaction holding the shop's staff lock,
     * so two admins adding the last seat (or disabling each other) cannot both pass the count.
     */
    underStaffLock: <T>(work: (staff: ReturnType<typeof staffQueries>) => Promise<T>) =>
      db.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`staff-accounts:${tenantId}`}))`
        return work(staffQueries(tx, tenantId))
      }),
  }
}

/** Where a one-time code went: an email address (the spec'd OTP) or a borrower's phone (issue 27). */
export type OtpAddress = { email: string } | { phone: string }

const STAFF_SELECT = { id: true, name: true, email: true, role: true, isActive: true, createdAt: true } as const

/** Staff account queries; `underStaffLock` hands them over bound to its transaction. */
function staffQueries(db: TenantClient, tenantId: string) {
  return {
    staffById: (id: string) => db.user.findFirst({ where: { id }, select: STAFF_SELECT }),
    activeCount: () => db.user.count({ where: { isActive: true } }),
    activeAdminCount: () => db.user.count({ where: { isActive: true, role: 'TENANT_ADMIN' } }),
    createStaffUser: (user: { email: string; name: string; role: string; passwordHash: string }) =>
      db.user.create({ data: { tenantId, ...user }, select: STAFF_SELECT }),
    setActive: (id: string, isActive: boolean) =>
      db.user.update({ where: { id }, data: { isActive }, select: STAFF_SELECT }),
  }
}
