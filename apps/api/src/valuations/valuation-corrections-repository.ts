import { CERTIFICATE_SERIES, type PricedOrnament, certificateNumber } from '@gold/core'
import type { Prisma, TenantClient } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { nextDocumentSequence } from '../platform/document-counter-repository.ts'

/** The new version's columns (the tenant is set here). */
export type NewVersion = Omit<
  Prisma.ValuationUncheckedCreateInput,
  'tenantId' | 'ornaments' | 'emiRecords' | 'certificateNumber' | 'verificationCode'
>

const VERSION_SELECT = { id: true, certificateNumber: true, createdAt: true } as const

/** Valuation versions (issue 26): the corrected valuation locked, its new version written, the link between them. */
export function valuationCorrectionsRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    transaction: <T>(work: (q: CorrectionQueries) => Promise<T>) =>
      db.$transaction((tx) => work(correctionQueries(tx, tenantId))),

    /** The versions either side of a valuation: the one that corrected it and the one it corrects. */
    versionsOf: async (id: string) => {
      const [after, before] = await Promise.all([
        db.valuationCorrection.findFirst({ where: { valuationId: id } }),
        db.valuationCorrection.findFirst({ where: { newValuationId: id } }),
      ])
      const ids = [after?.newValuationId, before?.valuationId].filter((v): v is string => v !== undefined)
      const rows =
        ids.length === 0 ? [] : await db.valuation.findMany({ where: { id: { in: ids } }, select: VERSION_SELECT })
      const version = (row: typeof after, otherId: string | undefined) => {
        const other = rows.find((r) => r.id === otherId)
        return row && other
          ? { ...other, reason: row.reason, correctedAt: row.createdAt, correctedById: row.createdById }
          : null
      }
      return { supersededBy: version(after, after?.newValuationId), corrects: version(before, before?.valuationId) }
    },
  }
}

export type CorrectionQueries = ReturnType<typeof correctionQueries>

function correctionQueries(tx: TenantClient, tenantId: string) {
  return {
    /** The valuation with its ornaments, its row locked until the transaction ends (null: not in tenant). */
    lockedValuation: async (id: string) => {
      const [row] = await tx.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "Valuation" WHERE "tenantId" = ${tenantId} AND "id" = ${id} FOR UPDATE`
      if (!row) return null
      return tx.valuation.findFirst({ where: { id }, include: { ornaments: { orderBy: { id: 'asc' } } } })
    },

    isCorrected: async (id: string) => (await tx.valuationCorrection.count({ where: { valuationId: id } })) > 0,

    /** The loan on the valuation, its row locked as every loan operation locks it. */
    lockedLoan: async (valuationId: string) => {
      const [row] = await tx.$queryRaw<{ id: string; status: string }[]>`
        SELECT "id", "status" FROM "Loan" WHERE "tenantId" = ${tenantId} AND "valuationId" = ${valuationId} FOR UPDATE`
      return row ?? null
    },

    /** The new version with its ornaments, numbered from the certificate series as any new valuation is. */
    insertVersion: async (
      version: NewVersion,
      ornaments: PricedOrnament[],
      certificate: { financialYear: string; verificationCode: string },
    ) => {
      const sequence = await nextDocumentSequence(tx, tenantId, CERTIFICATE_SERIES, certificate.financialYear)
      return tx.valuation.create({
        data: {
          ...version,
          tenantId,
          certificateNumber: certificateNumber(certificate.financialYear, sequence),
          verificationCode: certificate.verificationCode,
          ornaments: {
            createMany: {
              data: ornaments.map((o) => ({
                tenantId,
                type: o.type,
                quantity: o.quantity,
                purity: o.purity,
                grossWeightMg: o.grossWeightMg,
                netWeightMg: o.netWeightMg,
                deductionMg: o.deductionMg,
                estimatedValuePaise: o.estimatedValuePaise,
                imageUrl: o.imageUrl,
                imageUrl2: o.imageUrl2,
                purityMethod: o.purityMethod,
                purityVerified: o.purityVerified,
                kind: o.kind,
              })),
            },
          },
        },
        select: VERSION_SELECT,
      })
    },

    issueGoldReceipt: (id: string, number: string, at: Date) =>
      tx.valuation.update({
        where: { id },
        data: { goldReceiptNo: number, goldReceiptIssuedAt: at },
        select: { id: true },
      }),

    /** The EMI records (the schedule, paid or not, and a loan's) follow the valuation to its new version. */
    moveEmiRecords: (fromId: string, toId: string) =>
      tx.emiRecord.updateMany({ where: { valuationId: fromId }, data: { valuationId: toId } }),

    moveLoan: (loanId: string, toId: string) =>
      tx.loan.updateMany({ where: { id: loanId }, data: { valuationId: toId } }),

    record: (row: {
      valuationId: string
      newValuationId: string
      reason: string
      createdById: string
      createdAt: Date
    }) => tx.valuationCorrection.create({ data: { ...row, tenantId } }),
  }
}
