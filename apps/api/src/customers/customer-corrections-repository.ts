import type { CorrectableDetails, FieldChange } from '@gold/core'
import { isUniqueViolation, violatedConstraint, type TenantClient } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import type { CustomerConflict } from './customers-repository.ts'

const DETAILS = {
  name: true,
  phone: true,
  email: true,
  address: true,
  nomineeName: true,
  nomineeRel: true,
  bankName: true,
  accountNumber: true,
  ifsc: true,
} as const

export type NewCorrection = {
  changes: FieldChange[]
  reason: string
  correctedById: string
  correctedByName: string
  correctedAt: Date
}

function correctionQueries(db: TenantClient, tenantId: string) {
  return {
    /** Lock the borrower's row until the transaction ends: two corrections of one borrower queue. */
    lockedDetails: async (id: string): Promise<CorrectableDetails | null> => {
      const locked = await db.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "Customer" WHERE "tenantId" = ${tenantId} AND "id" = ${id} FOR UPDATE`
      if (locked.length !== 1) return null
      return db.customer.findUnique({ where: { id }, select: DETAILS })
    },
    /** Which of the phone and email another borrower of the shop holds (phone first, email in any case). */
    conflictWithOthers: async (id: string, phone: string, email: string | null): Promise<CustomerConflict | null> => {
      if (await db.customer.findFirst({ where: { phone, id: { not: id } }, select: { id: true } })) return 'phone'
      const sameEmail =
        email !== null &&
        (await db.customer.findFirst({
          where: { email: { equals: email, mode: 'insensitive' }, id: { not: id } },
          select: { id: true },
        }))
      return sameEmail ? 'email' : null
    },
    lastVersion: async (customerId: string) =>
      (await db.customerCorrection.aggregate({ where: { customerId }, _max: { version: true } }))._max.version ?? 0,
    /** An email corrected is no longer the address verified by OTP (`phoneVerified`, spec 4.6). */
    update: (id: string, details: CorrectableDetails, emailChanged: boolean) =>
      db.customer.update({
        where: { id },
        data: { ...details, ...(emailChanged ? { phoneVerified: false, phoneVerifiedAt: null } : {}) },
      }),
    insert: (customerId: string, version: number, c: NewCorrection) =>
      db.customerCorrection.create({ data: { tenantId, customerId, version, ...c } }),
  }
}

/** A borrower's corrections (issue 26): the details corrected in place, each version kept beside them. */
export function customerCorrectionsRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    /**
     * Run `work` in one transaction with the correction queries; a phone or email another borrower
     * holds answers `{ok: false, conflict}` (the unique index decides, as on create).
     */
    async transaction<T>(
      work: (q: ReturnType<typeof correctionQueries>) => Promise<T>,
    ): Promise<{ ok: true; value: T } | { ok: false; conflict: CustomerConflict }> {
      try {
        return { ok: true, value: await db.$transaction((tx) => work(correctionQueries(tx, tenantId))) }
      } catch (e) {
        if (!isUniqueViolation(e)) throw e
        return { ok: false, conflict: /email/i.test(violatedConstraint(e) ?? '') ? 'email' : 'phone' }
      }
    },
    history: (customerId: string) =>
      db.customerCorrection.findMany({ where: { customerId }, orderBy: { version: 'desc' } }),
  }
}
