import type { Account, AccountSums, IsoDate, ReadJournal } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { dateOf, toIso } from './book-dates.ts'
import { journalOfRow } from './books-repository.ts'

/**
 * The reads of the books (day book, cash and bank books, ledgers, statements, the chart's edits),
 * confined to one tenant. Balances are summed in SQL (`GROUP BY` account or date over the lines'
 * tenant, date and account index); only the journals of the range asked are loaded.
 */
const num = (v: bigint | null | undefined): number => Number(v ?? 0n)

const sumsOf = (rows: { accountCode: string; _sum: { debitPaise: bigint | null; creditPaise: bigint | null } }[]) =>
  rows.map((s): AccountSums => ({
    accountCode: s.accountCode,
    debitPaise: num(s._sum.debitPaise),
    creditPaise: num(s._sum.creditPaise),
  }))

export function bookReadsRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  const range = (from: IsoDate, to: IsoDate) => ({ gte: dateOf(from), lte: dateOf(to) })
  return {
    /** Debits and credits per account of the journals dated `from` to `to` (a period's profit and loss). */
    accountSumsBetween: async (from: IsoDate, to: IsoDate): Promise<AccountSums[]> =>
      sumsOf(
        await db.journalLine.groupBy({
          by: ['accountCode'],
          where: { date: range(from, to) },
          _sum: { debitPaise: true, creditPaise: true },
          orderBy: { accountCode: 'asc' },
        }),
      ),
    /**
     * The journals dated `from` to `to` with every line, in date, written and line order; only
     * those with a line on one of `codes` when given.
     */
    journalsOfRange: async (from: IsoDate, to: IsoDate, codes: readonly string[] | null): Promise<ReadJournal[]> =>
      (
        await db.journal.findMany({
          where: {
            date: range(from, to),
            ...(codes === null ? {} : { lines: { some: { accountCode: { in: [...codes] } } } }),
          },
          include: { lines: { orderBy: { lineNo: 'asc' } } },
          orderBy: [{ date: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
        })
      ).map(journalOfRow),
    /** The net (debit minus credit) of `codes` per date from `from` to `to`; dates without lines left out. */
    netsByDay: async (from: IsoDate, to: IsoDate, codes: readonly string[]) =>
      (
        await db.journalLine.groupBy({
          by: ['date'],
          where: { date: range(from, to), accountCode: { in: [...codes] } },
          _sum: { debitPaise: true, creditPaise: true },
          orderBy: { date: 'asc' },
        })
      ).map((d) => ({ date: toIso(d.date), netPaise: num(d._sum.debitPaise) - num(d._sum.creditPaise) })),
    /** Every account's lines counted and summed (all dates): the chart's balances and which accounts have postings. */
    accountActivity: async () =>
      (
        await db.journalLine.groupBy({
          by: ['accountCode'],
          _count: { _all: true },
          _sum: { debitPaise: true, creditPaise: true },
        })
      ).map((s) => ({
        accountCode: s.accountCode,
        lineCount: s._count._all,
        netPaise: num(s._sum.debitPaise) - num(s._sum.creditPaise),
      })),
    accountHasPostings: async (code: string) =>
      (await db.journalLine.findFirst({ where: { accountCode: code }, select: { id: true } })) !== null,
    insertAccount: async (a: Account) => {
      await db.ledgerAccount.create({
        data: { tenantId, code: a.code, name: a.name, group: a.group, money: a.money ?? null, system: a.system },
      })
    },
    renameAccount: async (code: string, name: string) => {
      await db.ledgerAccount.updateMany({ where: { code }, data: { name } })
    },
    /** Deletes a non-system account; false when none was deleted. */
    deleteAccount: async (code: string) =>
      (await db.ledgerAccount.deleteMany({ where: { code, system: false } })).count === 1,
    /** The vouchers dated `from` to `to`, newest first, each with whether its journal has been reversed. */
    vouchersNewestFirst: async (from: IsoDate, to: IsoDate) => {
      const vouchers = await db.voucher.findMany({
        where: { date: range(from, to) },
        orderBy: [{ date: 'desc' }, { createdAt: 'desc' }, { number: 'desc' }],
      })
      const reversed = new Set(
        (
          await db.journal.findMany({
            where: { reversesJournalId: { in: vouchers.map((v) => v.journalId) } },
            select: { reversesJournalId: true },
          })
        ).map((j) => j.reversesJournalId),
      )
      return vouchers.map((v) => ({
        number: v.number,
        kind: v.kind,
        date: toIso(v.date),
        amountPaise: v.amountPaise === null ? null : Number(v.amountPaise),
        narration: v.narration,
        billFile: v.billFile,
        journalId: v.journalId,
        reversed: reversed.has(v.journalId),
      }))
    },
  }
}
