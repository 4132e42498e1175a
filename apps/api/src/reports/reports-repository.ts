import {
  mgToGrams,
  type CollectionTotal,
  DAY_BOOK_IN,
  DAY_BOOK_TYPES,
  type DayFigures,
  type DayBookSource,
  type IsoDate,
  type LoanScheme,
  OPEN_LOAN_STATUSES,
  type ReportLoan,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'

/**
 * The reports' reads of the loans tables, confined to one tenant (`db.forTenant`). Amounts leave
 * as numbers of paise and dates as `YYYY-MM-DD`, as the loans repository hands them out.
 */

const toIso = (d: Date): IsoDate => d.toISOString().slice(0, 10)
const toIsoOrNull = (d: Date | null): IsoDate | null => (d === null ? null : toIso(d))
const dateOf = (iso: IsoDate): Date => new Date(`${iso}T00:00:00Z`)
const num = (v: bigint): number => Number(v)

/** A loan of the report with its borrower (the shortfall step and the dashboard name them). */
export type ReportLoanRow = ReportLoan & {
  loanNumber: string
  customerId: string
  valuationId: string
  shortfallOn: IsoDate | null
}

const OPEN = [...OPEN_LOAN_STATUSES] as string[]

export function reportsRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  /** The types of these ledger entries (the entries reversals reverse), by id. */
  const typesOf = async (ids: readonly string[]): Promise<Map<string, string>> =>
    new Map(
      (ids.length === 0
        ? []
        : await db.loanLedgerEntry.findMany({ where: { id: { in: [...ids] } }, select: { id: true, type: true } })
      ).map((e) => [e.id, e.type]),
    )

  /** Loans (rows of `where`) by id after `afterId`, each with its ledger and the fine gold of its valuation. */
  async function loansWithLedgers(where: object, afterId: string | null, take: number): Promise<ReportLoanRow[]> {
    const rows = await db.loan.findMany({
      where: { AND: [where, afterId === null ? {} : { id: { gt: afterId } }] },
      orderBy: { id: 'asc' },
      take,
    })
    if (rows.length === 0) return []
    const ids = rows.map((r) => r.id)
    const [entries, valuations] = await Promise.all([
      db.loanLedgerEntry.findMany({
        where: { loanId: { in: ids } },
        select: {
          id: true,
          reversesId: true,
          loanId: true,
          type: true,
          principal: true,
          interest: true,
          penalCharges: true,
          postedOn: true,
        },
        orderBy: [{ loanId: 'asc' }, { seq: 'asc' }],
      }),
      db.valuation.findMany({
        where: { id: { in: rows.map((r) => r.valuationId) } },
        select: { id: true, totalNetWeightMg: true },
      }),
    ])
    const ledgers = new Map<string, ReportLoan['ledger'][number][]>(ids.map((id) => [id, []]))
    for (const e of entries)
      ledgers.get(e.loanId)?.push({
        id: e.id,
        reversesId: e.reversesId,
        type: e.type,
        principal: num(e.principal),
        interest: num(e.interest),
        penalCharges: num(e.penalCharges),
        postedOn: toIso(e.postedOn),
      })
    // Core's loan rules still read grams.
    const grams = new Map(valuations.map((v) => [v.id, mgToGrams(Number(v.totalNetWeightMg))]))
    return rows.map((r) => ({
      id: r.id,
      loanNumber: r.loanNumber,
      customerId: r.customerId,
      valuationId: r.valuationId,
      status: r.status,
      scheme: r.scheme as LoanScheme,
      principal: num(r.principal),
      annualRateBp: r.annualRateBp,
      penalRateBp: r.penalRateBp,
      graceDays: r.graceDays,
      tenureMonths: r.tenureMonths,
      disbursedOn: toIso(r.disbursedOn),
      closedOn: toIsoOrNull(r.closedOn),
      auctionedOn: toIsoOrNull(r.auctionedOn),
      shortfallOn: toIsoOrNull(r.shortfallOn),
      fineGoldGrams: grams.get(r.valuationId) ?? 0,
      ledger: ledgers.get(r.id) ?? [],
    }))
  }

  return {
    /**
     * One page (by id) of the loans that may have been open on some day from `from` to `to`:
     * disbursed by `to`, and not closed or auctioned before `from` (renewed loans are all read:
     * their renewal day is in their ledger). Core `loanAsOf` decides each day exactly.
     */
    loansOpenBetween: (from: IsoDate, to: IsoDate, afterId: string | null, take: number) =>
      loansWithLedgers(
        {
          disbursedOn: { lte: dateOf(to) },
          OR: [
            { status: { in: [...OPEN, 'Renewed'] } },
            { closedOn: { gt: dateOf(from) } },
            { auctionedOn: { gt: dateOf(from) } },
          ],
        },
        afterId,
        take,
      ),

    /** One page (by id) of the open loans (Active, AuctionNoticed) as they stand. */
    openLoans: (afterId: string | null, take: number) => loansWithLedgers({ status: { in: OPEN } }, afterId, take),

    /** Active loans the daily job flagged as short of gold (`shortfallOn` set), at most `take`. */
    flaggedShortfalls: (take: number) => loansWithLedgers({ status: 'Active', shortfallOn: { not: null } }, null, take),

    /** The fine weight (mg) of each ornament line of these valuations (the gold's value is priced per line). */
    fineWeightsMg: async (valuationIds: string[]): Promise<Map<string, number[]>> => {
      const rows =
        valuationIds.length === 0
          ? []
          : await db.ornament.findMany({
              where: { valuationId: { in: valuationIds } },
              select: { valuationId: true, netWeightMg: true },
              orderBy: { id: 'asc' },
            })
      const map = new Map<string, number[]>(valuationIds.map((id) => [id, []]))
      for (const r of rows) map.get(r.valuationId)?.push(r.netWeightMg)
      return map
    },

    /** Flag the loans found short of gold today, and clear the flag of Active loans no longer short. */
    markShortfalls: async (ids: string[], today: IsoDate) => {
      const flagged = await db.loan.updateMany({ where: { id: { in: ids } }, data: { shortfallOn: dateOf(today) } })
      await db.loan.updateMany({
        where: { status: 'Active', shortfallOn: { not: null }, id: { notIn: ids } },
        data: { shortfallOn: null },
      })
      return flagged.count
    },

    /** Principal outstanding on each borrower's open loans (the loan-to-value tier's exposure). */
    exposures: async (customerIds: string[]): Promise<Map<string, number>> => {
      const rows =
        customerIds.length === 0
          ? []
          : await db.loan.groupBy({
              by: ['customerId'],
              where: { customerId: { in: customerIds }, status: { in: OPEN } },
              _sum: { principalOutstanding: true },
            })
      return new Map(rows.map((r) => [r.customerId, num(r._sum.principalOutstanding ?? 0n)]))
    },

    borrowers: async (ids: string[]) => {
      const rows =
        ids.length === 0
          ? []
          : await db.customer.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, phone: true } })
      return new Map(rows.map((r) => [r.id, r]))
    },

    /**
     * The entries of the day book's types posted on `date`, in the order they were recorded, with
     * the loan's number, the borrower's name and a payment's receipt number.
     */
    dayBookEntries: async (date: IsoDate): Promise<DayBookSource[]> => {
      const entries = await db.loanLedgerEntry.findMany({
        where: { postedOn: dateOf(date), type: { in: [...DAY_BOOK_TYPES, 'REVERSAL'] } },
        orderBy: [{ createdAt: 'asc' }, { loanId: 'asc' }, { seq: 'asc' }],
      })
      const reversed = await typesOf(entries.flatMap((e) => (e.reversesId ? [e.reversesId] : [])))
      const loanIds = [...new Set(entries.map((e) => e.loanId))]
      const paymentIds = entries.flatMap((e) => (e.paymentId ? [e.paymentId] : []))
      const [loans, payments] = await Promise.all([
        loanIds.length === 0
          ? []
          : db.loan.findMany({
              where: { id: { in: loanIds } },
              select: { id: true, loanNumber: true, customerId: true },
            }),
        paymentIds.length === 0
          ? []
          : db.loanPayment.findMany({ where: { id: { in: paymentIds } }, select: { id: true, receiptNumber: true } }),
      ])
      const customers = await db.customer.findMany({
        where: { id: { in: [...new Set(loans.map((l) => l.customerId))] } },
        select: { id: true, name: true },
      })
      const loanById = new Map(loans.map((l) => [l.id, l]))
      const nameById = new Map(customers.map((c) => [c.id, c.name]))
      const receiptById = new Map(payments.map((p) => [p.id, p.receiptNumber]))
      return entries.map((e) => {
        const loan = loanById.get(e.loanId)
        return {
          id: e.id,
          loanId: e.loanId,
          loanNumber: loan?.loanNumber ?? '',
          customerId: loan?.customerId ?? '',
          borrower: (loan && nameById.get(loan.customerId)) ?? '',
          type: e.type,
          mode: e.mode,
          reference: e.reference,
          receiptNumber: e.paymentId ? (receiptById.get(e.paymentId) ?? null) : null,
          amount: num(e.amount),
          principal: num(e.principal),
          interest: num(e.interest),
          penalCharges: num(e.penalCharges),
          reversedType: e.reversesId ? (reversed.get(e.reversesId) ?? null) : null,
        }
      })
    },

    /**
     * The day book's collections from `from` to `to`, summed per day, type and mode. A reversed
     * collection counts negative on the day of its reversal, under the reversed entry's type, as the
     * day book lists it.
     */
    collectionTotals: async (from: IsoDate, to: IsoDate): Promise<CollectionTotal[]> => {
      const window = { gte: dateOf(from), lte: dateOf(to) }
      const [sums, reversals] = await Promise.all([
        db.loanLedgerEntry.groupBy({
          by: ['postedOn', 'type', 'mode'],
          where: { postedOn: window, type: { in: [...DAY_BOOK_IN] } },
          _sum: { amount: true },
        }),
        db.loanLedgerEntry.findMany({
          where: { postedOn: window, type: 'REVERSAL', reversesId: { not: null } },
          select: { postedOn: true, mode: true, amount: true, reversesId: true },
        }),
      ])
      const reversedType = await typesOf(reversals.flatMap((r) => (r.reversesId ? [r.reversesId] : [])))
      return [
        ...sums.map((g) => ({
          postedOn: toIso(g.postedOn),
          type: g.type,
          mode: g.mode,
          amount: num(g._sum.amount ?? 0n),
        })),
        ...reversals.map((r) => ({
          postedOn: toIso(r.postedOn),
          type: (r.reversesId && reversedType.get(r.reversesId)) || 'REVERSAL',
          mode: r.mode,
          amount: 0 - num(r.amount),
        })),
      ]
    },

    /**
     * For each of `dates`, how many of the shop's ledger entries are posted on or before it (one
     * grouped count, summed up day by day): a stored day whose count differs is out of date.
     */
    ledgerCountsUpTo: async (dates: readonly IsoDate[]): Promise<Map<IsoDate, number>> => {
      const last = [...dates].sort().pop()
      const perDay =
        last === undefined
          ? []
          : await db.loanLedgerEntry.groupBy({
              by: ['postedOn'],
              where: { postedOn: { lte: dateOf(last) } },
              _count: { _all: true },
            })
      const days = perDay.map((g) => ({ day: toIso(g.postedOn), n: g._count._all }))
      return new Map(dates.map((d) => [d, days.reduce((sum, x) => (x.day <= d ? sum + x.n : sum), 0)]))
    },

    /** The stored figures of these days, with the ledger count each was computed at. */
    storedDays: async (dates: readonly IsoDate[]) =>
      (
        await db.reportDay.findMany({
          where: { date: { in: dates.map(dateOf) } },
          select: { date: true, ledgerEntries: true, figures: true },
        })
      ).map((r) => ({ date: toIso(r.date), ledgerEntries: r.ledgerEntries, figures: r.figures as DayFigures })),

    /** Store (or replace) the figures of these days. */
    storeDays: async (rows: { date: IsoDate; ledgerEntries: number; figures: DayFigures }[]) => {
      if (rows.length === 0) return
      await db.reportDay.deleteMany({ where: { date: { in: rows.map((r) => dateOf(r.date)) } } })
      await db.reportDay.createMany({
        data: rows.map((r) => ({ tenantId, date: dateOf(r.date), ledgerEntries: r.ledgerEntries, figures: r.figures })),
        skipDuplicates: true,
      })
    },

    settings: async () => {
      const row = await db.loanSettings.findFirst({
        select: { ltvUpTo250kBp: true, ltvUpTo500kBp: true, ltvAbove500kBp: true },
      })
      return row
        ? { upTo250kBp: row.ltvUpTo250kBp, upTo500kBp: row.ltvUpTo500kBp, above500kBp: row.ltvAbove500kBp }
        : null
    },
  }
}
