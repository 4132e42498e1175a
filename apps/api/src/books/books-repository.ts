import {
  ACCOUNT_CODES,
  type Account,
  type AccountSums,
  type IsoDate,
  type Journal,
  type LoanScheme,
  type SubLedgerLoan,
  isAccountGroup,
} from '@gold/core'
import type { TenantClient } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { dateOf, toIso } from './book-dates.ts'
import { closedDayQueries } from './closed-days-repository.ts'
import { counterQueries } from './counters-repository.ts'
import { voucherQueries } from './vouchers-repository.ts'

/**
 * The books' data access (issue 25), confined to one tenant (`db.forTenant`): the chart of
 * accounts, journals (append-only: there is no update or delete here, and a trigger refuses them)
 * and the reads of the trial balance and the control check. Amounts leave as numbers of paise and
 * dates as `YYYY-MM-DD`, as the loans repository hands them out.
 */

const toIsoOrNull = (d: Date | null): IsoDate | null => (d === null ? null : toIso(d))
const num = (v: bigint | null | undefined): number => Number(v ?? 0n)

type AccountRow = { code: string; name: string; group: string; money: string | null; system: boolean }

function accountOf(row: AccountRow): Account {
  if (!isAccountGroup(row.group)) throw new Error(`account ${row.code}: group ${row.group}`)
  const money = row.money === 'Cash' || row.money === 'Bank' ? row.money : undefined
  const base = { code: row.code, name: row.name, group: row.group, system: row.system }
  return money ? { ...base, money } : base
}

type JournalRow = {
  id: string
  date: Date
  narration: string
  sourceKind: string
  sourceId: string
  lines: { accountCode: string; debitPaise: bigint; creditPaise: bigint; loanId: string | null }[]
}

/** A stored journal with its lines, as core's journals read (the reads share it). */
export const journalOfRow = (j: JournalRow): Journal & { id: string } => ({
  id: j.id,
  date: toIso(j.date),
  narration: j.narration,
  source: { kind: j.sourceKind, id: j.sourceId },
  lines: j.lines.map((l) => ({
    accountCode: l.accountCode,
    debitPaise: num(l.debitPaise),
    creditPaise: num(l.creditPaise),
    ...(l.loanId === null ? {} : { loanId: l.loanId }),
  })),
})

/**
 * The books' queries on `db` (the tenant's client, or a transaction's: the loans bind them into
 * theirs), with the counters', closed days' and vouchers' beside them.
 */
export function booksQueries(db: TenantClient, tenantId: string) {
  return {
    ...counterQueries(db, tenantId),
    ...closedDayQueries(db, tenantId),
    ...voucherQueries(db, tenantId),
    /**
     * Whether the shop's chart has every seeded account: read by the newest system account (issue
     * 26's loans written off), so a shop seeded before it gets the accounts added since on its next posting.
     */
    booksChartSeeded: async (): Promise<boolean> =>
      (await db.ledgerAccount.findFirst({ where: { code: ACCOUNT_CODES.loansWrittenOff }, select: { id: true } })) !==
      null,
    /** Adds the accounts the shop does not have yet; a concurrent seed's rows are skipped (unique tenant and code). */
    seedBooksChart: async (accounts: readonly Account[]) => {
      await db.ledgerAccount.createMany({
        data: accounts.map((a) => ({
          tenantId,
          code: a.code,
          name: a.name,
          group: a.group,
          money: a.money ?? null,
          system: a.system,
        })),
        skipDuplicates: true,
      })
    },
    ledgerAccounts: async (): Promise<Account[]> =>
      (await db.ledgerAccount.findMany({ orderBy: { code: 'asc' } })).map(accountOf),
    /** Writes one balanced journal and its lines; its id. */
    insertJournal: async (journal: Journal, createdById: string | null, reversesJournalId: string | null = null) => {
      const date = dateOf(journal.date)
      const { id } = await db.journal.create({
        data: {
          tenantId,
          date,
          narration: journal.narration,
          sourceKind: journal.source.kind,
          sourceId: journal.source.id,
          reversesJournalId,
          createdById,
        },
        select: { id: true },
      })
      await db.journalLine.createMany({
        data: journal.lines.map((l, i) => ({
          tenantId,
          journalId: id,
          lineNo: i + 1,
          date,
          accountCode: l.accountCode,
          loanId: l.loanId ?? null,
          debitPaise: BigInt(l.debitPaise),
          creditPaise: BigInt(l.creditPaise),
        })),
      })
      return id
    },
    /** Debits and credits per account of the journals dated up to and including `asOf`, in code order. */
    accountSumsTo: async (asOf: IsoDate): Promise<AccountSums[]> =>
      (
        await db.journalLine.groupBy({
          by: ['accountCode'],
          where: { date: { lte: dateOf(asOf) } },
          _sum: { debitPaise: true, creditPaise: true },
          orderBy: { accountCode: 'asc' },
        })
      ).map((s) => ({
        accountCode: s.accountCode,
        debitPaise: num(s._sum.debitPaise),
        creditPaise: num(s._sum.creditPaise),
      })),
    /** The journals dated `from` to `to` (inclusive), in date and then written order, each with its lines in order. */
    journalsBetween: async (from: IsoDate, to: IsoDate): Promise<(Journal & { id: string })[]> =>
      (
        await db.journal.findMany({
          where: { date: { gte: dateOf(from), lte: dateOf(to) } },
          include: { lines: { orderBy: { lineNo: 'asc' } } },
          orderBy: [{ date: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
        })
      ).map(journalOfRow),
    /** One journal with its lines; null when this shop has none with that id. */
    journalById: async (id: string): Promise<(Journal & { id: string }) | null> => {
      const j = await db.journal.findFirst({ where: { id }, include: { lines: { orderBy: { lineNo: 'asc' } } } })
      return j && journalOfRow(j)
    },
    /** The id and date of the journal an event posted (its kind and id), or null when it has none. */
    journalBySource: async (kind: string, id: string): Promise<{ id: string; date: IsoDate } | null> => {
      const j = await db.journal.findFirst({
        where: { sourceKind: kind, sourceId: id },
        select: { id: true, date: true },
      })
      return j && { id: j.id, date: toIso(j.date) }
    },
    /** A valuation's fee as charged (paise); null when this shop has no such valuation. */
    valuationFeeOf: async (valuationId: string): Promise<number | null> => {
      const v = await db.valuation.findFirst({ where: { id: valuationId }, select: { valuationFeePaise: true } })
      return v && num(v.valuationFeePaise)
    },
    subLedgerLoans: (asOf: IsoDate, afterId: string | null, take: number) => subLedgerLoans(db, asOf, afterId, take),
  }
}

/** One page (by id) of the loans disbursed by `asOf`, each with its whole ledger (the control check's sub-ledger). */
async function subLedgerLoans(db: TenantClient, asOf: IsoDate, afterId: string | null, take: number) {
  const rows = await db.loan.findMany({
    where: { disbursedOn: { lte: dateOf(asOf) }, ...(afterId === null ? {} : { id: { gt: afterId } }) },
    orderBy: { id: 'asc' },
    take,
  })
  if (rows.length === 0) return []
  const entries = await db.loanLedgerEntry.findMany({
    where: { loanId: { in: rows.map((r) => r.id) } },
    select: {
      id: true,
      reversesId: true,
      loanId: true,
      type: true,
      amount: true,
      principal: true,
      interest: true,
      penalCharges: true,
      postedOn: true,
    },
    orderBy: [{ loanId: 'asc' }, { seq: 'asc' }],
  })
  const ledgers = new Map<string, SubLedgerLoan['ledger'][number][]>(rows.map((r) => [r.id, []]))
  for (const e of entries)
    ledgers.get(e.loanId)?.push({
      type: e.type,
      amount: num(e.amount),
      principal: num(e.principal),
      interest: num(e.interest),
      penalCharges: num(e.penalCharges),
      postedOn: toIso(e.postedOn),
    })
  return rows.map((r): SubLedgerLoan => ({
    id: r.id,
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
    fineGoldGrams: 0,
    ledger: ledgers.get(r.id) ?? [],
  }))
}

export type BooksQueries = ReturnType<typeof booksQueries>

/** Writers queue on row and advisory locks (on PGlite, on its one connection), as the loans' money transactions. */
const BOOKS_TX_OPTIONS = { maxWait: 10_000, timeout: 15_000 }

/** The books' repository for one tenant; `transaction` runs `work` with the same queries on one transaction. */
export function booksRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    ...booksQueries(db, tenantId),
    transaction: <T>(work: (tx: BooksQueries) => Promise<T>) =>
      db.$transaction((tx) => work(booksQueries(tx, tenantId)), BOOKS_TX_OPTIONS),
  }
}

export type BooksRepository = ReturnType<typeof booksRepository>
