import {
  type LoanPurpose,
  type LoanScheme,
  type LoanStatus,
  type LtvValueBasis,
  type PageKey,
  OPEN_LOAN_STATUSES,
} from '@gold/core'
import { Prisma, type TenantClient } from '@gold/db'
import { type LoanListFilter, type LoanRecord, dateOf, num, toIso, toIsoOrNull } from './loan-records.ts'

type LoanDbRow = Prisma.LoanGetPayload<object>

function loanRecord(row: LoanDbRow): LoanRecord {
  return {
    id: row.id,
    loanNumber: row.loanNumber,
    valuationId: row.valuationId,
    customerId: row.customerId,
    scheme: row.scheme as LoanScheme,
    principal: num(row.principal),
    annualRateBp: row.annualRateBp,
    penalRateBp: row.penalRateBp,
    graceDays: row.graceDays,
    tenureMonths: row.tenureMonths,
    disbursedOn: toIso(row.disbursedOn),
    maturityOn: toIso(row.maturityOn),
    disbursementMode: row.disbursementMode,
    disbursementReference: row.disbursementReference,
    status: row.status as LoanStatus,
    principalOutstanding: num(row.principalOutstanding),
    interestDue: num(row.interestDue),
    penalChargesDue: num(row.penalChargesDue),
    lastPostedOn: toIso(row.lastPostedOn),
    ledgerCount: row.ledgerCount,
    closedOn: toIsoOrNull(row.closedOn),
    releaseDueBy: toIsoOrNull(row.releaseDueBy),
    releasedOn: toIsoOrNull(row.releasedOn),
    releasedTo: row.releasedTo,
    sealIntact: row.sealIntact,
    releaseNote: row.releaseNote,
    releaseReceiptNumber: row.releaseReceiptNumber,
    releaseDelayDays: row.releaseDelayDays,
    releaseCompensation: row.releaseCompensation === null ? null : num(row.releaseCompensation),
    renewedFromId: row.renewedFromId,
    renewedToId: row.renewedToId,
    ltvValuePaise: row.ltvValuePaise === null ? null : num(row.ltvValuePaise),
    ltvValueBasis: row.ltvValueBasis as LtvValueBasis | null,
    auctionNoticeNumber: row.auctionNoticeNumber,
    auctionNoticedOn: toIsoOrNull(row.auctionNoticedOn),
    auctionEarliestOn: toIsoOrNull(row.auctionEarliestOn),
    failedAuctions: row.failedAuctions,
    auctionedOn: toIsoOrNull(row.auctionedOn),
    surplusOwed: num(row.surplusOwed),
    surplusPaidOn: toIsoOrNull(row.surplusPaidOn),
    purpose: row.purpose as LoanPurpose | null,
    createdById: row.createdById,
    createdAt: row.createdAt,
  }
}

const OPEN = [...OPEN_LOAN_STATUSES] as string[]

/** Loans read one by one and in lists (the Loan aggregate's reads). */
export function loanListQueries(db: TenantClient, tenantId: string) {
  return {
    loan: async (id: string): Promise<LoanRecord | null> => {
      const row = await db.loan.findFirst({ where: { id } })
      return row ? loanRecord(row) : null
    },
    /** The valuation's loan; a cancelled disbursement left the valuation free (issue 26). */
    loanByValuation: async (valuationId: string): Promise<LoanRecord | null> => {
      const row = await db.loan.findFirst({ where: { valuationId, status: { not: 'Cancelled' } } })
      return row ? loanRecord(row) : null
    },
    loansByIds: async (ids: string[]): Promise<LoanRecord[]> =>
      ids.length === 0 ? [] : (await db.loan.findMany({ where: { id: { in: ids } } })).map(loanRecord),

    /**
     * One keyset page of loans, newest first, with the filters of GET /api/loans. Raw SQL because
     * the search and the overdue test reach the borrower, the valuation and the EMI records (the
     * loan's schedule as covered so far: a covered due is a Paid record).
     */
    listPage: async (filter: LoanListFilter, after: PageKey | null, take: number): Promise<LoanRecord[]> => {
      const conditions: Prisma.Sql[] = [Prisma.sql`l."tenantId" = ${tenantId}`]
      if (filter.status) conditions.push(Prisma.sql`l."status" = ${filter.status}`)
      if (filter.customerId) conditions.push(Prisma.sql`l."customerId" = ${filter.customerId}`)
      if (filter.search) {
        const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        const digits = filter.search.replace(/\D/g, '')
        conditions.push(Prisma.sql`(l."loanNumber" ILIKE ${like}
          OR EXISTS (SELECT 1 FROM "Valuation" v WHERE v."tenantId" = ${tenantId} AND v."id" = l."valuationId" AND v."goldReceiptNo" ILIKE ${like})
          OR EXISTS (SELECT 1 FROM "Customer" c WHERE c."tenantId" = ${tenantId} AND c."id" = l."customerId"
            AND (c."name" ILIKE ${like} OR (${digits.length >= 3} AND c."phone" LIKE ${`%${digits.slice(-10)}%`}))))`)
      }
      if (filter.overdueBefore) {
        conditions.push(Prisma.sql`l."status" IN (${Prisma.join(OPEN)}) AND EXISTS (SELECT 1 FROM "EmiRecord" e
          WHERE e."tenantId" = ${tenantId} AND e."valuationId" = l."valuationId" AND e."status" <> 'Paid'
            AND e."dueDate" < ${dateOf(filter.overdueBefore)})`)
      }
      if (after) {
        conditions.push(
          Prisma.sql`(l."createdAt" < ${after.at} OR (l."createdAt" = ${after.at} AND l."id" < ${after.id}))`,
        )
      }
      const ids = await db.$queryRaw<{ id: string }[]>`
        SELECT l."id" FROM "Loan" l WHERE ${Prisma.join(conditions, ' AND ')}
        ORDER BY l."createdAt" DESC, l."id" DESC LIMIT ${take}`
      const rows = await db.loan.findMany({ where: { id: { in: ids.map((r) => r.id) } } })
      const byId = new Map(rows.map((r) => [r.id, loanRecord(r)]))
      return ids.map((r) => byId.get(r.id)).filter((l): l is LoanRecord => l !== undefined)
    },

    /** Closed loans whose gold has not gone back yet, earliest deadline first. */
    awaitingRelease: async (take: number): Promise<LoanRecord[]> =>
      (
        await db.loan.findMany({
          where: { status: 'Closed' },
          orderBy: [{ releaseDueBy: 'asc' }, { id: 'asc' }],
          take,
        })
      ).map(loanRecord),

    /** Principal outstanding on a borrower's open loans (their exposure before a new one). */
    openExposure: async (customerId: string): Promise<number> => {
      const sum = await db.loan.aggregate({
        where: { customerId, status: { in: OPEN } },
        _sum: { principalOutstanding: true },
      })
      return num(sum._sum.principalOutstanding ?? 0n)
    },

    customerLoans: async (customerId: string): Promise<LoanRecord[]> =>
      (await db.loan.findMany({ where: { customerId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] })).map(
        loanRecord,
      ),
  }
}
