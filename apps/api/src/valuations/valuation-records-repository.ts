import { pledgePacketOf, type PageKey } from '@gold/core'
import type { Prisma, TenantClient } from '@gold/db'
import { afterKey } from '../platform/keyset-page.ts'
import { DETAIL_EMI_SELECT, DETAIL_SCALAR_SELECT, ORNAMENT_SELECT, VALUATION_ROW_SELECT } from './valuation-json.ts'

const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }]
const byDueDate = [{ dueDate: 'asc' as const }, { id: 'asc' as const }]
const LISTED_VALUATION_SELECT = { ...VALUATION_ROW_SELECT, customer: { select: { id: true, name: true } } } as const

/** Valuations (with their ornaments and EMI rows as the projections show them), read and written. */
export function valuationRecordQueries(db: TenantClient, tenantId: string) {
  /** Issue 28: the valuation's sealed packet, whose number and seal replace the typed ones. */
  const sealedPacket = (valuationId: string) =>
    db.goldPacket.findFirst({ where: { valuationId }, select: { number: true, sealNo: true } })
  return {
    exists: async (id: string) => (await db.valuation.findFirst({ where: { id }, select: { id: true } })) !== null,
    findOwner: (id: string) => db.valuation.findFirst({ where: { id }, select: { id: true, customerId: true } }),
    findByClientRequestId: (clientRequestId: string) =>
      db.valuation.findFirst({ where: { clientRequestId }, select: VALUATION_ROW_SELECT }),

    /** The GET /api/valuations/{id} projection's rows. */
    detail: (id: string) =>
      db.valuation.findFirst({
        where: { id },
        select: {
          ...DETAIL_SCALAR_SELECT,
          bankId: true,
          bankBranchId: true,
          customer: { select: { id: true, name: true, phone: true, email: true } },
          ornaments: { select: ORNAMENT_SELECT, orderBy: { id: 'asc' } },
          // tenantId: the only index on valuationId is (tenantId, valuationId, dueDate); without it
          // PostgreSQL scans every EMI of every tenant (the tenant scope covers the top-level model only).
          emiRecords: { where: { tenantId }, select: DETAIL_EMI_SELECT, orderBy: byDueDate },
        },
      }),

    /** Everything the certificate and its emails need (see valuation-document.ts). */
    document: async (id: string) => {
      const [stored, packet] = await Promise.all([
        db.valuation.findFirst({
          where: { id },
          include: {
            customer: { select: { id: true, name: true, phone: true, email: true, address: true } },
            ornaments: { orderBy: { id: 'asc' } },
            emiRecords: { where: { tenantId }, orderBy: byDueDate },
          },
        }),
        sealedPacket(id),
      ])
      return stored && { ...stored, ...pledgePacketOf(stored, packet) }
    },

    list: (filter: { customerId?: string }, take: number) =>
      db.valuation.findMany({
        where: filter.customerId ? { customerId: filter.customerId } : {},
        select: LISTED_VALUATION_SELECT,
        orderBy: newestFirst,
        take,
      }),

    listPage: (filter: { customerId?: string }, after: PageKey | null, take: number) =>
      db.valuation.findMany({
        where: {
          AND: [
            filter.customerId ? { customerId: filter.customerId } : {},
            afterKey<Prisma.ValuationWhereInput>('createdAt', 'desc', after),
          ],
        },
        select: LISTED_VALUATION_SELECT,
        orderBy: newestFirst,
        take,
      }),

    /** Count and sums per type of the valuations created in [from, to). */
    totalsByType: async (from: Date, to: Date) =>
      (
        await db.valuation.groupBy({
          by: ['type'],
          where: { createdAt: { gte: from, lt: to } },
          _count: { _all: true },
          _sum: { totalValuePaise: true, estimatedLoanPaise: true },
        })
      ).map((t) => ({
        type: t.type,
        count: t._count._all,
        totalValuePaise: Number(t._sum.totalValuePaise ?? 0),
        estimatedLoanPaise: Number(t._sum.estimatedLoanPaise ?? 0),
      })),

    /** Write some of a valuation's fields; false when there is no such valuation. */
    update: async (id: string, data: Prisma.ValuationUpdateManyMutationInput) =>
      (await db.valuation.updateMany({ where: { id }, data })).count > 0,

    writableFields: (id: string) =>
      db.valuation.findFirst({
        where: { id },
        select: { goldEnvelopeUrl: true, acknowledgementUrl: true, appraiserName: true, appraiserNote: true },
      }),

    /** Assign the gold receipt number unless one is assigned already (one conditional update). */
    assignGoldReceipt: (id: string, number: string, at: Date) =>
      db.valuation.updateMany({
        where: { id, goldReceiptNo: null },
        data: { goldReceiptNo: number, goldReceiptIssuedAt: at },
      }),

    /** Write the pledge packet and seal numbers; false when there is no such valuation. */
    setPacket: async (id: string, packet: { packetNo: string | null; sealNo: string | null }, at: Date) =>
      (await db.valuation.updateMany({ where: { id }, data: { ...packet, updatedAt: at } })).count > 0,

    /** The staff app's document fields (not in the REST projection). */
    documentFields: async (id: string) => {
      const [stored, packet] = await Promise.all([
        db.valuation.findFirst({ where: { id }, select: { certificateNumber: true, packetNo: true, sealNo: true } }),
        sealedPacket(id),
      ])
      return stored && { ...stored, ...pledgePacketOf(stored, packet), sealedPacket: packet !== null }
    },

    goldReceipt: (id: string) =>
      db.valuation.findFirst({ where: { id }, select: { goldReceiptNo: true, goldReceiptIssuedAt: true } }),
  }
}
