import type { TenantClient } from '@gold/db'
import type { AppContext } from '../platform/context.ts'

/** What an erasure blanks on the customer row: every identity field; the id and dates stay. */
export const ERASED_NAME = 'Erased borrower'

const KYC_FIELDS = ['livePhotoUrl', 'idCardPhotoUrl', 'aadhaarDocUrl', 'panDocUrl', 'passbookUrl'] as const

function erasureQueries(db: TenantClient, tenantId: string) {
  return {
    /** Lock the borrower's row (a loan opening locks it too, so none opens while this runs). */
    locked: async (id: string) => {
      const rows = await db.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "Customer" WHERE "tenantId" = ${tenantId} AND "id" = ${id} FOR UPDATE`
      if (rows.length !== 1) return null
      return db.customer.findUnique({
        where: { id },
        select: {
          id: true,
          createdAt: true,
          aadhaarRef: true,
          ...Object.fromEntries(KYC_FIELDS.map((f) => [f, true])),
        },
      }) as Promise<
        | ({ id: string; createdAt: Date; aadhaarRef: string | null } & Record<
            (typeof KYC_FIELDS)[number],
            string | null
          >)
        | null
      >
    },
    alreadyErased: async (customerId: string) => (await db.customerErasure.count({ where: { customerId } })) > 0,
    loans: (customerId: string) =>
      db.loan.findMany({
        where: { customerId },
        select: {
          status: true,
          closedOn: true,
          releasedOn: true,
          auctionedOn: true,
          surplusOwed: true,
          surplusPaidOn: true,
        },
      }),
    hasUnpaidEmis: async (customerId: string) =>
      (await db.emiRecord.count({ where: { customerId, status: { not: 'Paid' } } })) > 0,
    lastValuationAt: async (customerId: string) =>
      (await db.valuation.aggregate({ where: { customerId }, _max: { createdAt: true } }))._max.createdAt,

    /**
     * Blank the identity fields. The phone is required and unique in the shop, so it becomes a value
     * no mobile number can be (`erased:<id>`); the borrower is Inactive, so no picker offers them.
     */
    blankIdentity: (id: string) =>
      db.customer.update({
        where: { id },
        data: {
          name: ERASED_NAME,
          phone: `erased:${id}`,
          email: null,
          aadhaar: null,
          aadhaarRef: null,
          pan: null,
          address: null,
          nomineeName: null,
          nomineeRel: null,
          bankName: null,
          accountNumber: null,
          ifsc: null,
          status: 'Inactive',
          phoneVerified: false,
          phoneVerifiedAt: null,
          passwordHash: null,
          ...Object.fromEntries(KYC_FIELDS.map((f) => [f, null])),
        },
      }),
    removeVaultEntry: (ref: string) => db.aadhaarVaultEntry.deleteMany({ where: { ref } }),

    /** Correction history keeps what changed and when; the values and the reason go (see the migration). */
    async redactCorrections(customerId: string) {
      await db.$executeRaw`SELECT set_config('gold.erasing', 'on', true)`
      const rows = await db.customerCorrection.findMany({ where: { customerId }, select: { id: true, changes: true } })
      for (const row of rows) {
        const changes = (row.changes as { field: string }[]).map((c) => ({ field: c.field, from: null, to: null }))
        await db.customerCorrection.update({ where: { id: row.id }, data: { changes, reason: '(erased)' } })
      }
      await db.$executeRaw`SELECT set_config('gold.erasing', 'off', true)`
      return rows.length
    },
    /** Where messages went (phone or email) on the borrower's message rows and payment links. */
    async blankRecipients(customerId: string) {
      const messages = await db.loanMessage.updateMany({ where: { customerId }, data: { recipient: null } })
      const links = await db.paymentLink.updateMany({ where: { customerId }, data: { recipient: '' } })
      return messages.count + links.count
    },
    revokeSessions: async (customerId: string, at: Date) =>
      (
        await db.session.updateMany({
          where: { kind: 'customer', tenantId, subjectId: customerId, revokedAt: null },
          data: { revokedAt: at },
        })
      ).count,
    record: (erasure: {
      customerId: string
      erasedAt: Date
      erasedById: string
      lastClosedOn: Date | null
      retainedTill: Date
      removed: Record<string, number>
    }) => db.customerErasure.create({ data: { tenantId, ...erasure } }),
  }
}

export type ErasureQueries = ReturnType<typeof erasureQueries>

/** A borrower's erasure (issue 28) in one transaction under the borrower's row lock. */
export function customerErasureRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    transaction: <T>(work: (q: ErasureQueries) => Promise<T>) =>
      db.$transaction((tx) => work(erasureQueries(tx, tenantId)), { timeout: 20_000 }),
    erasure: (customerId: string) => db.customerErasure.findFirst({ where: { customerId } }),
    retentionYears: async () =>
      (await db.shopPrivacySettings.findFirst({ where: { tenantId } }))?.retentionYears ?? null,
    putRetentionYears: (retentionYears: number) =>
      db.shopPrivacySettings.upsert({
        where: { tenantId },
        create: { tenantId, retentionYears },
        update: { retentionYears },
      }),
  }
}
