import {
  type IsoDate,
  type LtvValue,
  type LtvValueBasis,
  type LoanScheme,
  type LoanStatus,
  type LtvCeilings,
  type PageKey,
  MIN_RELEASE_COMPENSATION_PER_DAY_PAISE,
  OPEN_LOAN_STATUSES,
  REGULATOR_LTV_CEILINGS,
} from '@gold/core'
import { Prisma, type TenantClient } from '@gold/db'
import type { AppContext } from '../platform/context.ts'

/**
 * The loans domain's data access, confined to one tenant (`db.forTenant(tenantId)`; raw SQL names
 * the tenant explicitly). Amounts leave as numbers of paise (the columns are BigInt: every amount
 * is at most ₹10 crore, far inside a double's exact integers) and dates as `YYYY-MM-DD` strings,
 * so nothing above this file sees a bigint or a Date-for-a-date.
 */

const toIso = (d: Date): IsoDate => d.toISOString().slice(0, 10)
const toIsoOrNull = (d: Date | null): IsoDate | null => (d === null ? null : toIso(d))
const dateOf = (iso: IsoDate): Date => new Date(`${iso}T00:00:00Z`)
const num = (v: bigint): number => Number(v)

/** The EMI records' due instant of a loan due (the valuations schedule stores dates as UTC midnight). */
export const emiDueInstant = dateOf

export type LoanRecord = {
  id: string
  loanNumber: string
  valuationId: string
  customerId: string
  scheme: LoanScheme
  principal: number
  annualRateBp: number
  penalRateBp: number
  graceDays: number
  tenureMonths: number
  disbursedOn: IsoDate
  maturityOn: IsoDate
  disbursementMode: string
  disbursementReference: string | null
  status: LoanStatus
  principalOutstanding: number
  interestDue: number
  penalChargesDue: number
  lastPostedOn: IsoDate
  ledgerCount: number
  closedOn: IsoDate | null
  releaseDueBy: IsoDate | null
  releasedOn: IsoDate | null
  releasedTo: string | null
  sealIntact: boolean | null
  releaseNote: string | null
  releaseReceiptNumber: string | null
  releaseDelayDays: number | null
  releaseCompensation: number | null
  renewedFromId: string | null
  renewedToId: string | null
  ltvValuePaise: number | null
  ltvValueBasis: LtvValueBasis | null
  auctionNoticeNumber: string | null
  auctionNoticedOn: IsoDate | null
  auctionEarliestOn: IsoDate | null
  failedAuctions: number
  auctionedOn: IsoDate | null
  surplusOwed: number
  surplusPaidOn: IsoDate | null
  createdById: string | null
  createdAt: Date
}

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
    createdById: row.createdById,
    createdAt: row.createdAt,
  }
}

/**
 * `amount` is the money that changed hands (a renewal's DISBURSEMENT pays out only the top-up, an
 * AUCTION receives the whole sale, a SURPLUS_PAYOUT hands the surplus back); the components are
 * what the entry moved on the balances.
 */
export type LedgerEntryType =
  'DISBURSEMENT' | 'INTEREST' | 'PENAL_CHARGE' | 'PAYMENT' | 'REVERSAL' | 'RENEWAL' | 'AUCTION' | 'SURPLUS_PAYOUT'

export type LedgerRecord = {
  id: string
  seq: number
  type: LedgerEntryType
  amount: number
  principal: number
  interest: number
  penalCharges: number
  postedOn: IsoDate
  mode: string | null
  reference: string | null
  paymentId: string | null
  createdById: string | null
  createdAt: Date
}

export type NewLedgerEntry = Omit<LedgerRecord, 'id' | 'createdAt'>

export type PaymentRecord = {
  id: string
  loanId: string
  customerId: string
  receiptNumber: string
  amount: number
  penalCharges: number
  interest: number
  principal: number
  paidOn: IsoDate
  mode: string
  reference: string | null
  idempotencyKey: string | null
  createdById: string | null
  createdAt: Date
}

export type NewPayment = Omit<PaymentRecord, 'id' | 'createdAt'> & { createdAt: Date }

export type NewLoan = Omit<
  LoanRecord,
  | 'id'
  | 'createdAt'
  | 'closedOn'
  | 'releaseDueBy'
  | 'releasedOn'
  | 'releasedTo'
  | 'sealIntact'
  | 'releaseNote'
  | 'releaseReceiptNumber'
  | 'releaseDelayDays'
  | 'releaseCompensation'
  | 'renewedFromId'
  | 'renewedToId'
  | 'ltvValuePaise'
  | 'ltvValueBasis'
  | 'auctionNoticeNumber'
  | 'auctionNoticedOn'
  | 'auctionEarliestOn'
  | 'failedAuctions'
  | 'auctionedOn'
  | 'surplusOwed'
  | 'surplusPaidOn'
  | 'status'
> & { createdAt: Date; ltvValue: LtvValue; renewedFromId?: string }

export type AuctionRecord = {
  id: string
  soldOn: IsoDate
  amount: number
  buyer: string | null
  failed: boolean
  reservePrice: number
  createdAt: Date
}

/** The sale's effect on the loan, written with the AUCTION entry that explains it. */
export type LoanAuctionSale = {
  principalOutstanding: number
  interestDue: number
  penalChargesDue: number
  lastPostedOn: IsoDate
  ledgerCount: number
  auctionedOn: IsoDate
  surplusOwed: number
  closedOn: IsoDate | null
}

/** The balances a payment moves, written with the entries that explain them. */
export type LoanBalances = {
  principalOutstanding: number
  interestDue: number
  penalChargesDue: number
  lastPostedOn: IsoDate
  ledgerCount: number
  status?: LoanStatus
  closedOn?: IsoDate
  releaseDueBy?: IsoDate
}

export type LoanRelease = {
  releasedOn: IsoDate
  releasedTo: string
  sealIntact: boolean
  releaseNote: string | null
  releaseReceiptNumber: string
  releaseDelayDays: number
  releaseCompensation: number
}

export type LoanSettingsRecord = {
  ceilings: LtvCeilings
  releaseCompensationPerDay: number
  defaultThresholdDays: number
  auctionNoticeDays: number
  penalRateBp: number
  graceDays: number
}

export const DEFAULT_LOAN_SETTINGS: LoanSettingsRecord = {
  ceilings: REGULATOR_LTV_CEILINGS,
  releaseCompensationPerDay: MIN_RELEASE_COMPENSATION_PER_DAY_PAISE,
  defaultThresholdDays: 90,
  auctionNoticeDays: 14,
  penalRateBp: 200,
  graceDays: 7,
}

export type LoanListFilter = {
  status: LoanStatus | null
  customerId: string | null
  search: string | null
  /** Open loans with an uncovered due before this date. */
  overdueBefore: IsoDate | null
}

export type BorrowerSummary = { id: string; name: string; phone: string }

const OPEN = [...OPEN_LOAN_STATUSES] as string[]

function ledgerRecord(row: Prisma.LoanLedgerEntryGetPayload<object>): LedgerRecord {
  return {
    id: row.id,
    seq: row.seq,
    type: row.type as LedgerEntryType,
    amount: num(row.amount),
    principal: num(row.principal),
    interest: num(row.interest),
    penalCharges: num(row.penalCharges),
    postedOn: toIso(row.postedOn),
    mode: row.mode,
    reference: row.reference,
    paymentId: row.paymentId,
    createdById: row.createdById,
    createdAt: row.createdAt,
  }
}

function paymentRecord(row: Prisma.LoanPaymentGetPayload<object>): PaymentRecord {
  return {
    id: row.id,
    loanId: row.loanId,
    customerId: row.customerId,
    receiptNumber: row.receiptNumber,
    amount: num(row.amount),
    penalCharges: num(row.penalCharges),
    interest: num(row.interest),
    principal: num(row.principal),
    paidOn: toIso(row.paidOn),
    mode: row.mode,
    reference: row.reference,
    idempotencyKey: row.idempotencyKey,
    createdById: row.createdById,
    createdAt: row.createdAt,
  }
}

export function loansRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    ...loanQueries(db, tenantId),
    /** Run `work` in one transaction on this tenant's rows (`work` gets the same queries, bound to it). */
    transaction: <T>(work: (tx: LoanQueries) => Promise<T>, options?: { maxWait?: number; timeout?: number }) =>
      db.$transaction((tx) => work(loanQueries(tx, tenantId)), options),
  }
}

export type LoansRepository = ReturnType<typeof loansRepository>
export type LoanQueries = ReturnType<typeof loanQueries>

function loanQueries(db: TenantClient, tenantId: string) {
  return {
    // Loans.
    loan: async (id: string): Promise<LoanRecord | null> => {
      const row = await db.loan.findFirst({ where: { id } })
      return row ? loanRecord(row) : null
    },
    loanByValuation: async (valuationId: string): Promise<LoanRecord | null> => {
      const row = await db.loan.findFirst({ where: { valuationId } })
      return row ? loanRecord(row) : null
    },
    loansByIds: async (ids: string[]): Promise<LoanRecord[]> =>
      ids.length === 0 ? [] : (await db.loan.findMany({ where: { id: { in: ids } } })).map(loanRecord),

    /**
     * Lock the loan's row until the transaction ends (payments, releases); false when there is no
     * such loan in the tenant. Raw SQL: the tenant is named here explicitly.
     */
    lockLoan: async (id: string): Promise<boolean> =>
      (
        await db.$queryRaw<{ id: string }[]>`
          SELECT "id" FROM "Loan" WHERE "tenantId" = ${tenantId} AND "id" = ${id} FOR UPDATE`
      ).length === 1,

    /**
     * Lock the borrower's row until the transaction ends: openings and cash payments of one
     * borrower queue, so two of them never both pass a limit on the borrower's total (the
     * loan-to-value exposure, 269ST's cash a day).
     */
    lockCustomer: async (id: string): Promise<boolean> =>
      (
        await db.$queryRaw<{ id: string }[]>`
          SELECT "id" FROM "Customer" WHERE "tenantId" = ${tenantId} AND "id" = ${id} FOR UPDATE`
      ).length === 1,

    /**
     * The next number of a loan document series (`GL`, `PR`, `RR`) in a financial year, taken inside
     * the issuing transaction: the counter row's lock serialises issuers and a rollback returns the
     * number, so the sequence has no gaps.
     */
    nextLoanDocumentNumber: async (series: string, financialYear: string): Promise<string> => {
      const [row] = await db.$queryRaw<{ lastValue: number }[]>`
        INSERT INTO "LoanDocumentCounter" ("tenantId", "series", "financialYear", "lastValue")
        VALUES (${tenantId}, ${series}, ${financialYear}, 1)
        ON CONFLICT ("tenantId", "series", "financialYear")
        DO UPDATE SET "lastValue" = "LoanDocumentCounter"."lastValue" + 1
        RETURNING "lastValue"`
      return `${series}/${financialYear}/${String(Number(row!.lastValue)).padStart(6, '0')}`
    },

    insertLoan: async ({ ltvValue, ...loan }: NewLoan): Promise<string> =>
      (
        await db.loan.create({
          data: {
            ...loan,
            ltvValuePaise: BigInt(ltvValue.paise),
            ltvValueBasis: ltvValue.basis,
            tenantId,
            principal: BigInt(loan.principal),
            principalOutstanding: BigInt(loan.principalOutstanding),
            interestDue: BigInt(loan.interestDue),
            penalChargesDue: BigInt(loan.penalChargesDue),
            disbursedOn: dateOf(loan.disbursedOn),
            maturityOn: dateOf(loan.maturityOn),
            lastPostedOn: dateOf(loan.lastPostedOn),
            status: 'Active',
          },
          select: { id: true },
        })
      ).id,

    /** Write the balances (and closure) after a payment; `from` is the status it must still have. */
    updateBalances: async (id: string, from: LoanStatus, b: LoanBalances): Promise<boolean> =>
      (
        await db.loan.updateMany({
          where: { id, status: from },
          data: {
            principalOutstanding: BigInt(b.principalOutstanding),
            interestDue: BigInt(b.interestDue),
            penalChargesDue: BigInt(b.penalChargesDue),
            lastPostedOn: dateOf(b.lastPostedOn),
            ledgerCount: b.ledgerCount,
            ...(b.status ? { status: b.status } : {}),
            ...(b.closedOn ? { closedOn: dateOf(b.closedOn) } : {}),
            ...(b.releaseDueBy ? { releaseDueBy: dateOf(b.releaseDueBy) } : {}),
          },
        })
      ).count === 1,

    /** Active → Renewed once: the carried principal left with the RENEWAL entry (one conditional update). */
    markRenewed: async (id: string, r: { renewedToId: string; renewedOn: IsoDate; ledgerCount: number }) =>
      (
        await db.loan.updateMany({
          where: { id, status: 'Active' },
          data: {
            status: 'Renewed',
            renewedToId: r.renewedToId,
            principalOutstanding: 0n,
            lastPostedOn: dateOf(r.renewedOn),
            ledgerCount: r.ledgerCount,
          },
        })
      ).count === 1,

    /** Active → AuctionNoticed once, with the notice's number and dates. */
    noticeAuction: async (id: string, n: { number: string; noticedOn: IsoDate; earliestOn: IsoDate }) =>
      (
        await db.loan.updateMany({
          where: { id, status: 'Active' },
          data: {
            status: 'AuctionNoticed',
            auctionNoticeNumber: n.number,
            auctionNoticedOn: dateOf(n.noticedOn),
            auctionEarliestOn: dateOf(n.earliestOn),
          },
        })
      ).count === 1,

    /** One more failed auction, counted once (`failedBefore` is the count it was read with). */
    countFailedAuction: async (id: string, failedBefore: number) =>
      (
        await db.loan.updateMany({
          where: { id, status: 'AuctionNoticed', failedAuctions: failedBefore },
          data: { failedAuctions: failedBefore + 1 },
        })
      ).count === 1,

    /** AuctionNoticed → Auctioned once: the balances after the proceeds and the surplus owed. */
    markAuctioned: async (id: string, a: LoanAuctionSale) =>
      (
        await db.loan.updateMany({
          where: { id, status: 'AuctionNoticed' },
          data: {
            status: 'Auctioned',
            principalOutstanding: BigInt(a.principalOutstanding),
            interestDue: BigInt(a.interestDue),
            penalChargesDue: BigInt(a.penalChargesDue),
            lastPostedOn: dateOf(a.lastPostedOn),
            ledgerCount: a.ledgerCount,
            auctionedOn: dateOf(a.auctionedOn),
            surplusOwed: BigInt(a.surplusOwed),
            ...(a.closedOn ? { closedOn: dateOf(a.closedOn) } : {}),
          },
        })
      ).count === 1,

    /** The surplus handed to the borrower, once. */
    markSurplusPaid: async (id: string, paidOn: IsoDate, ledgerCount: number) =>
      (
        await db.loan.updateMany({
          where: { id, status: 'Auctioned', surplusPaidOn: null, surplusOwed: { gt: 0n } },
          data: { surplusPaidOn: dateOf(paidOn), ledgerCount },
        })
      ).count === 1,

    auctions: async (loanId: string): Promise<AuctionRecord[]> =>
      (await db.loanAuction.findMany({ where: { loanId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })).map(
        (row) => ({
          id: row.id,
          soldOn: toIso(row.soldOn),
          amount: num(row.amount),
          buyer: row.buyer,
          failed: row.failed,
          reservePrice: num(row.reservePrice),
          createdAt: row.createdAt,
        }),
      ),
    insertAuction: async (a: {
      loanId: string
      soldOn: IsoDate
      amount: number
      buyer: string | null
      failed: boolean
      reservePrice: number
      createdById: string | null
      createdAt: Date
    }): Promise<string> =>
      (
        await db.loanAuction.create({
          data: {
            ...a,
            tenantId,
            soldOn: dateOf(a.soldOn),
            amount: BigInt(a.amount),
            reservePrice: BigInt(a.reservePrice),
          },
          select: { id: true },
        })
      ).id,

    /** Fine weight of each ornament line of a valuation (grams), as the valuation priced them. */
    fineWeights: async (valuationId: string): Promise<number[]> =>
      (await db.ornament.findMany({ where: { valuationId }, select: { netWeight: true }, orderBy: { id: 'asc' } })).map(
        (o) => o.netWeight,
      ),

    /** Closed → Released, once (one conditional update). */
    releaseLoan: async (id: string, r: LoanRelease): Promise<boolean> =>
      (
        await db.loan.updateMany({
          where: { id, status: 'Closed' },
          data: {
            status: 'Released',
            releasedOn: dateOf(r.releasedOn),
            releasedTo: r.releasedTo,
            sealIntact: r.sealIntact,
            releaseNote: r.releaseNote,
            releaseReceiptNumber: r.releaseReceiptNumber,
            releaseDelayDays: r.releaseDelayDays,
            releaseCompensation: BigInt(r.releaseCompensation),
          },
        })
      ).count === 1,

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

    // Ledger and payments.
    ledger: async (loanId: string): Promise<LedgerRecord[]> =>
      (await db.loanLedgerEntry.findMany({ where: { loanId }, orderBy: { seq: 'asc' } })).map(ledgerRecord),
    ledgers: async (loanIds: string[]): Promise<Map<string, LedgerRecord[]>> => {
      const rows =
        loanIds.length === 0
          ? []
          : await db.loanLedgerEntry.findMany({
              where: { loanId: { in: loanIds } },
              orderBy: [{ loanId: 'asc' }, { seq: 'asc' }],
            })
      const map = new Map<string, LedgerRecord[]>(loanIds.map((id) => [id, []]))
      for (const row of rows) map.get(row.loanId)?.push(ledgerRecord(row))
      return map
    },
    appendLedgerEntries: async (loanId: string, entries: NewLedgerEntry[]) => {
      await db.loanLedgerEntry.createMany({
        data: entries.map((e) => ({
          ...e,
          tenantId,
          loanId,
          amount: BigInt(e.amount),
          principal: BigInt(e.principal),
          interest: BigInt(e.interest),
          penalCharges: BigInt(e.penalCharges),
          postedOn: dateOf(e.postedOn),
        })),
      })
    },

    payments: async (loanId: string): Promise<PaymentRecord[]> =>
      (await db.loanPayment.findMany({ where: { loanId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })).map(
        paymentRecord,
      ),
    payment: async (loanId: string, id: string): Promise<PaymentRecord | null> => {
      const row = await db.loanPayment.findFirst({ where: { id, loanId } })
      return row ? paymentRecord(row) : null
    },
    paymentByKey: async (idempotencyKey: string): Promise<PaymentRecord | null> => {
      const row = await db.loanPayment.findFirst({ where: { idempotencyKey } })
      return row ? paymentRecord(row) : null
    },
    insertPayment: async (p: NewPayment): Promise<PaymentRecord> =>
      paymentRecord(
        await db.loanPayment.create({
          data: {
            ...p,
            tenantId,
            amount: BigInt(p.amount),
            penalCharges: BigInt(p.penalCharges),
            interest: BigInt(p.interest),
            principal: BigInt(p.principal),
            paidOn: dateOf(p.paidOn),
          },
        }),
      ),

    /** Cash a borrower paid on one day across all their loans (Income Tax Act 269ST). */
    cashReceivedOn: async (customerId: string, paidOn: IsoDate): Promise<number> => {
      const sum = await db.loanPayment.aggregate({
        where: { customerId, paidOn: dateOf(paidOn), mode: 'Cash' },
        _sum: { amount: true },
      })
      return num(sum._sum.amount ?? 0n)
    },

    // Settings and holidays.
    settings: async (): Promise<LoanSettingsRecord> => {
      const row = await db.loanSettings.findFirst({})
      if (!row) return DEFAULT_LOAN_SETTINGS
      return {
        ceilings: { upTo250kBp: row.ltvUpTo250kBp, upTo500kBp: row.ltvUpTo500kBp, above500kBp: row.ltvAbove500kBp },
        releaseCompensationPerDay: num(row.releaseCompensationPerDay),
        defaultThresholdDays: row.defaultThresholdDays,
        auctionNoticeDays: row.auctionNoticeDays,
        penalRateBp: row.penalRateBp,
        graceDays: row.graceDays,
      }
    },
    putSettings: async (s: LoanSettingsRecord) => {
      const data = {
        ltvUpTo250kBp: s.ceilings.upTo250kBp,
        ltvUpTo500kBp: s.ceilings.upTo500kBp,
        ltvAbove500kBp: s.ceilings.above500kBp,
        releaseCompensationPerDay: BigInt(s.releaseCompensationPerDay),
        defaultThresholdDays: s.defaultThresholdDays,
        auctionNoticeDays: s.auctionNoticeDays,
        penalRateBp: s.penalRateBp,
        graceDays: s.graceDays,
      }
      await db.loanSettings.upsert({ where: { tenantId }, create: { tenantId, ...data }, update: data })
    },
    holidays: async (): Promise<{ date: IsoDate; name: string }[]> =>
      (await db.loanHoliday.findMany({ orderBy: { date: 'asc' } })).map((h) => ({ date: toIso(h.date), name: h.name })),
    addHoliday: async (date: IsoDate, name: string) => {
      await db.loanHoliday.upsert({
        where: { tenantId_date: { tenantId, date: dateOf(date) } },
        create: { tenantId, date: dateOf(date), name },
        update: { name },
      })
    },
    removeHoliday: async (date: IsoDate) =>
      (await db.loanHoliday.deleteMany({ where: { date: dateOf(date) } })).count > 0,

    // The valuation, its EMI records and the borrower.
    valuationForLoan: (id: string) =>
      db.valuation.findFirst({
        where: { id },
        select: { id: true, type: true, totalValue: true, customerId: true, goldReceiptNo: true },
      }),
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
    emiRecords: (valuationId: string) =>
      db.emiRecord.findMany({
        where: { valuationId },
        select: { id: true, amount: true, paidAmount: true, status: true, dueDate: true, installmentNo: true },
        orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
      }),
    /** The loan's schedule replaces the valuation's unpaid EMI records (rupees, installments 1..n). */
    replaceUnpaidEmis: async (valuationId: string, customerId: string, dues: { dueOn: IsoDate; amount: number }[]) => {
      await db.emiRecord.deleteMany({ where: { valuationId, status: { not: 'Paid' } } })
      await db.emiRecord.createMany({
        data: dues.map((d, i) => ({
          tenantId,
          customerId,
          valuationId,
          installmentNo: i + 1,
          amount: d.amount / 100,
          dueDate: dateOf(d.dueOn),
          status: 'Upcoming',
        })),
      })
    },
    updateEmi: async (
      id: string,
      data: {
        paidAmount: number
        status?: string
        paidAt?: Date
        paymentMode?: string
        paymentReference?: string | null
      },
    ) => (await db.emiRecord.updateMany({ where: { id, status: { not: 'Paid' } }, data })).count === 1,
    insertEmiReceipt: (data: {
      customerId: string
      valuationId: string
      emiId: string
      receiptNo: string
      amount: number
      receivedAmount: number | null
      paymentMode: string
      paymentReference: string | null
      allocation: Prisma.InputJsonValue
      idempotencyKey: string | null
      createdAt: Date
    }) => db.emiReceipt.create({ data: { tenantId, ...data }, select: { id: true } }),

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
      const valuation = await db.valuation.findFirst({
        where: { id: valuationId },
        select: {
          goldReceiptNo: true,
          packetNo: true,
          sealNo: true,
          totalValue: true,
          totalGrossWeight: true,
          totalNetWeight: true,
          ornaments: {
            select: { type: true, quantity: true, purity: true, grossWeight: true, netWeight: true },
            orderBy: { id: 'asc' },
          },
        },
      })
      const borrower = await db.customer.findFirst({
        where: { id: customerId },
        select: { name: true, phone: true, address: true },
      })
      return { valuation, borrower }
    },

    // Notifications.
    tenantName: async () =>
      (await db.tenant.findUnique({ where: { id: tenantId }, select: { name: true } }))?.name ?? null,
    customerContact: (id: string) => db.customer.findFirst({ where: { id }, select: { name: true, email: true } }),
    notify: (n: { customerId: string; title: string; body: string; link: string; createdAt: Date }) =>
      db.notification.create({ data: { tenantId, ...n } }),
  }
}
