import type { BooksLedgerEntry, IsoDate, Paise } from '@gold/core'
import type { TenantClient } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { dateOf, toIso } from './book-dates.ts'
import { booksQueries } from './books-repository.ts'

/**
 * The queries of the books' tie to the loans (issue 25), confined to one tenant: the loans' own
 * figures aggregated in SQL, the control accounts' balances per loan, the opening-journal
 * backfill's reads, the month-end runs and the stored control check runs.
 */

const num = (v: bigint | number | null | undefined): number => Number(v ?? 0)

/** Per loan, as core's `positionAsOf` and `loanSubLedger` replay it: principal outstanding, interest posted unpaid, surplus owed. */
export type LoanSubLedgerRow = { loanId: string; loanNumber: string; principal: Paise; interest: Paise; surplus: Paise }

export type StoredControlRun = {
  asOf: IsoDate
  ok: boolean
  checks: unknown
  loansOutOfBalance: unknown
  ranAt: Date
}

export function booksControlQueries(db: TenantClient, tenantId: string) {
  return {
    /** The loans' figures at the end of `asOf`, per loan disbursed by then (one `GROUP BY` of the ledger). */
    subLedgerByLoan: async (asOf: IsoDate): Promise<LoanSubLedgerRow[]> => {
      const rows = await db.$queryRaw<
        { loanId: string; loanNumber: string; principal: bigint; interest: bigint; surplus: bigint }[]
      >`
        SELECT l."id" AS "loanId", l."loanNumber",
          COALESCE(SUM(CASE WHEN COALESCE(r."type", e."type") = 'DISBURSEMENT' THEN e."principal"
            WHEN COALESCE(r."type", e."type") IN ('PAYMENT', 'AUCTION', 'RENEWAL', 'WAIVER', 'WRITE_OFF') THEN -e."principal" ELSE 0 END
            * CASE WHEN e."type" = 'REVERSAL' THEN -1 ELSE 1 END), 0)::bigint AS "principal",
          COALESCE(SUM(CASE WHEN COALESCE(r."type", e."type") = 'INTEREST' THEN e."interest"
            WHEN COALESCE(r."type", e."type") IN ('PAYMENT', 'AUCTION', 'RENEWAL', 'WAIVER', 'WRITE_OFF') THEN -e."interest" ELSE 0 END
            * CASE WHEN e."type" = 'REVERSAL' THEN -1 ELSE 1 END), 0)::bigint AS "interest",
          COALESCE(SUM(CASE WHEN e."type" = 'AUCTION' THEN e."amount" - e."principal" - e."interest" - e."penalCharges"
            WHEN e."type" = 'SURPLUS_PAYOUT' THEN -e."amount" ELSE 0 END), 0)::bigint AS "surplus"
        FROM "Loan" l
        JOIN "LoanLedgerEntry" e ON e."tenantId" = l."tenantId" AND e."loanId" = l."id" AND e."postedOn" <= ${asOf}::date
        -- A REVERSAL (issue 26) moves the balances back the way the entry it reverses moved them.
        LEFT JOIN "LoanLedgerEntry" r ON e."type" = 'REVERSAL' AND r."tenantId" = e."tenantId" AND r."id" = e."reversesId"
        WHERE l."tenantId" = ${tenantId} AND l."disbursedOn" <= ${asOf}::date
        GROUP BY l."id", l."loanNumber"`
      return rows.map((r) => ({
        ...r,
        principal: num(r.principal),
        interest: num(r.interest),
        surplus: num(r.surplus),
      }))
    },
    /** Each control account's balance per loan (debit minus credit) from the lines dated to `asOf` that name a loan. */
    controlBalancesByLoan: async (asOf: IsoDate, accounts: readonly string[]) =>
      (
        await db.journalLine.groupBy({
          by: ['accountCode', 'loanId'],
          where: { date: { lte: dateOf(asOf) }, accountCode: { in: [...accounts] }, loanId: { not: null } },
          _sum: { debitPaise: true, creditPaise: true },
        })
      ).map((s) => ({
        accountCode: s.accountCode,
        loanId: s.loanId!,
        net: num(s._sum.debitPaise) - num(s._sum.creditPaise),
      })),
    loanNumbers: async (ids: readonly string[]) =>
      new Map(
        (await db.loan.findMany({ where: { id: { in: [...ids] } }, select: { id: true, loanNumber: true } })).map(
          (l) => [l.id, l.loanNumber],
        ),
      ),

    /** A loan marked for opening journals, with its entries (oldest first) and the ones already posted; null once done. */
    pendingOpening: async (loanId: string) => {
      const marked = await db.booksOpeningPending.findFirst({ where: { loanId } })
      if (!marked) return null
      const loan = await db.loan.findFirst({
        where: { id: loanId },
        select: { id: true, loanNumber: true, renewedToId: true },
      })
      const entries = await db.loanLedgerEntry.findMany({ where: { loanId }, orderBy: { seq: 'asc' } })
      const posted = await db.journal.findMany({
        where: { sourceId: { in: entries.map((e) => e.id) } },
        select: { sourceId: true },
      })
      const renewedTo = loan?.renewedToId
        ? await db.loan.findFirst({ where: { id: loan.renewedToId }, select: { id: true, loanNumber: true } })
        : null
      return {
        loan: loan && { id: loan.id, loanNumber: loan.loanNumber, ...(renewedTo ? { renewedTo } : {}) },
        entries: entries.map((e): BooksLedgerEntry & { createdById: string | null } => ({
          id: e.id,
          type: e.type,
          amount: num(e.amount),
          principal: num(e.principal),
          interest: num(e.interest),
          penalCharges: num(e.penalCharges),
          postedOn: toIso(e.postedOn),
          mode: e.mode,
          createdById: e.createdById,
        })),
        postedEntryIds: new Set(posted.map((p) => p.sourceId)),
      }
    },
    clearPendingOpening: async (loanId: string) => {
      await db.booksOpeningPending.deleteMany({ where: { loanId } })
    },

    monthEndDone: async (monthEnd: IsoDate) =>
      (await db.booksMonthEnd.findFirst({ where: { monthEnd: dateOf(monthEnd) }, select: { loans: true } })) !== null,
    markMonthEnd: async (monthEnd: IsoDate, loans: number) => {
      await db.booksMonthEnd.createMany({
        data: [{ tenantId, monthEnd: dateOf(monthEnd), loans }],
        skipDuplicates: true,
      })
    },
    /** Which of these journal sources of `kind` are posted already. */
    postedSources: async (kind: string, ids: readonly string[]) =>
      new Set(
        (
          await db.journal.findMany({
            where: { sourceKind: kind, sourceId: { in: [...ids] } },
            select: { sourceId: true },
          })
        ).map((j) => j.sourceId),
      ),

    insertControlRun: async (run: Omit<StoredControlRun, 'ranAt'> & { ranById: string | null }) => {
      const row = await db.booksControlRun.create({
        data: {
          tenantId,
          asOf: dateOf(run.asOf),
          ok: run.ok,
          checks: run.checks as object,
          loansOutOfBalance: run.loansOutOfBalance as object,
          ranById: run.ranById,
        },
      })
      return {
        asOf: run.asOf,
        ok: row.ok,
        checks: row.checks,
        loansOutOfBalance: row.loansOutOfBalance,
        ranAt: row.ranAt,
      }
    },
    lastControlRun: async (): Promise<StoredControlRun | null> => {
      const row = await db.booksControlRun.findFirst({ orderBy: [{ ranAt: 'desc' }, { id: 'desc' }] })
      return (
        row && {
          asOf: toIso(row.asOf),
          ok: row.ok,
          checks: row.checks,
          loansOutOfBalance: row.loansOutOfBalance,
          ranAt: row.ranAt,
        }
      )
    },
  }
}

export type BooksControlQueries = ReturnType<typeof booksControlQueries>

/** Writers queue on row and advisory locks (on PGlite, on its one connection), as the books' other transactions. */
const TX_OPTIONS = { maxWait: 10_000, timeout: 30_000 }

const allQueries = (db: TenantClient, tenantId: string) => ({
  ...booksQueries(db, tenantId),
  ...booksControlQueries(db, tenantId),
})
export type BooksControlTx = ReturnType<typeof allQueries>

/** The books' and the control's queries for one tenant; `transaction` runs `work` with both on one transaction. */
export function booksControlRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    ...allQueries(db, tenantId),
    transaction: <T>(work: (tx: BooksControlTx) => Promise<T>) =>
      db.$transaction((tx) => work(allQueries(tx, tenantId)), TX_OPTIONS),
  }
}
