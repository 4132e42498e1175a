import { pledgePacketOf } from '@gold/core'
import type { TenantClient } from '@gold/db'
import type { BorrowerSummary } from './loan-records.ts'

/** What the loans domain reads of the pledged valuation, the borrower and the staff. */
export function loanPartyQueries(db: TenantClient, tenantId: string) {
  return {
    valuationForLoan: async (id: string) => {
      const v = await db.valuation.findFirst({
        where: { id },
        select: { id: true, type: true, totalValuePaise: true, customerId: true, goldReceiptNo: true },
      })
      return v && { ...v, totalValuePaise: Number(v.totalValuePaise) }
    },
    /**
     * Corrected by a new version (issue 26): the loan belongs on the new one. The valuation's row is
     * locked first, as a correction locks it, so an opening and a correction of one valuation queue.
     */
    valuationSuperseded: async (id: string) => {
      await db.$queryRaw`SELECT "id" FROM "Valuation" WHERE "tenantId" = ${tenantId} AND "id" = ${id} FOR UPDATE`
      return (await db.valuationCorrection.count({ where: { valuationId: id } })) > 0
    },
    goldReceipts: async (valuationIds: string[]): Promise<Map<string, string | null>> => {
      const rows =
        valuationIds.length === 0
          ? []
          : await db.valuation.findMany({
              where: { id: { in: valuationIds } },
              select: { id: true, goldReceiptNo: true },
            })
      return new Map(rows.map((r) => [r.id, r.goldReceiptNo]))
    },
    borrowers: async (ids: string[]): Promise<Map<string, BorrowerSummary>> => {
      const rows =
        ids.length === 0
          ? []
          : await db.customer.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, phone: true } })
      return new Map(rows.map((r) => [r.id, r]))
    },
    userNames: async (ids: string[]): Promise<Map<string, string>> => {
      const rows =
        ids.length === 0 ? [] : await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })
      return new Map(rows.map((r) => [r.id, r.name]))
    },
    /** Fine weight of each ornament line of a valuation, in milligrams (core `goldValuePaise` prices lines). */
    fineWeightsMg: async (valuationId: string): Promise<number[]> =>
      (
        await db.ornament.findMany({ where: { valuationId }, select: { netWeightMg: true }, orderBy: { id: 'asc' } })
      ).map((o) => o.netWeightMg),
    customerStatus: async (id: string) =>
      (await db.customer.findFirst({ where: { id }, select: { status: true } }))?.status ?? null,
    /** One conditional update of the status and its STATUS_CHANGE timeline event (as the customers domain writes it). */
    changeCustomerStatus: async (input: { id: string; from: string; to: string; detail: string; at: Date }) => {
      const res = await db.customer.updateMany({
        where: { id: input.id, status: input.from },
        data: { status: input.to },
      })
      if (res.count !== 1) return false
      await db.timelineEvent.create({
        data: { tenantId, customerId: input.id, type: 'STATUS_CHANGE', detail: input.detail, occurredAt: input.at },
      })
      return true
    },

    /** What the loan documents print about the pledged gold and the borrower (voucher and receipts). */
    documentSources: async (valuationId: string, customerId: string) => {
      const stored = await db.valuation.findFirst({
        where: { id: valuationId },
        select: {
          goldReceiptNo: true,
          packetNo: true,
          sealNo: true,
          totalValuePaise: true,
          totalGrossWeightMg: true,
          totalNetWeightMg: true,
          ornaments: {
            select: { type: true, quantity: true, purity: true, grossWeightMg: true, netWeightMg: true },
            orderBy: { id: 'asc' },
          },
        },
      })
      const packet = await db.goldPacket.findFirst({ where: { valuationId }, select: { number: true, sealNo: true } })
      const valuation = stored && {
        goldReceiptNo: stored.goldReceiptNo,
        ...pledgePacketOf(stored, packet),
        totalValuePaise: Number(stored.totalValuePaise),
        totalGrossWeightMg: Number(stored.totalGrossWeightMg),
        totalNetWeightMg: Number(stored.totalNetWeightMg),
        ornaments: stored.ornaments,
      }
      const borrower = await db.customer.findFirst({
        where: { id: customerId },
        select: { name: true, phone: true, address: true },
      })
      return { valuation, borrower }
    },
  }
}
