import { balanceSheetCsv, booksDayBookCsv, ledgerCsv, moneyBookCsv, profitAndLossCsv, type MoneyKind } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { shopIdentity } from '../shop/shop-identity.ts'
import { balanceSheetRead, dayBookRead, ledgerRead, moneyBookRead, profitAndLossRead } from './book-reads-service.ts'
import { booksStatementPdfKind, type BooksStatementData } from './books-pdf.ts'
import {
  balanceSheetPdfData,
  dayBookPdfData,
  ledgerPdfData,
  moneyBookPdfData,
  profitAndLossPdfData,
} from './books-pdf-data.ts'

/** The reads as files (CSV in rupees, PDF): the same services as tRPC; `name` is the file name without its extension. */
type Query = Record<string, unknown>
export type BooksDownload = { name: string; body: string }

export async function dayBookCsvFile(ctx: AppContext, tenantId: string, q: Query): Promise<BooksDownload> {
  const book = await dayBookRead(ctx, tenantId, q.date)
  return { name: `day-book-${book.date}`, body: booksDayBookCsv(book) }
}

export async function moneyBookCsvFile(ctx: AppContext, tenantId: string, money: MoneyKind, q: Query) {
  const book = await moneyBookRead(ctx, tenantId, money, q)
  return { name: moneyBookFileName(book), body: moneyBookCsv(book) } satisfies BooksDownload
}

const moneyBookFileName = (book: { money: MoneyKind; from: string; to: string }) =>
  `${book.money === 'Cash' ? 'cash-book' : 'bank-book'}-${book.from}-to-${book.to}`

export async function ledgerCsvFile(ctx: AppContext, tenantId: string, q: Query): Promise<BooksDownload> {
  const l = await ledgerRead(ctx, tenantId, q)
  return { name: `ledger-${l.account.code}-${l.from}-to-${l.to}`, body: ledgerCsv(l) }
}

export async function profitAndLossCsvFile(ctx: AppContext, tenantId: string, q: Query): Promise<BooksDownload> {
  const p = await profitAndLossRead(ctx, tenantId, q)
  return { name: `profit-and-loss-${p.from}-to-${p.to}`, body: profitAndLossCsv(p) }
}

export async function balanceSheetCsvFile(ctx: AppContext, tenantId: string, q: Query): Promise<BooksDownload> {
  const b = await balanceSheetRead(ctx, tenantId, q.asOf)
  return { name: `balance-sheet-${b.asOf}`, body: balanceSheetCsv(b) }
}

export type BooksPdfName = 'day-book' | 'cash-book' | 'bank-book' | 'ledger' | 'profit-and-loss' | 'balance-sheet'

/** The statement's data by name, from the same reads as the JSON. */
async function statementData(ctx: AppContext, tenantId: string, name: BooksPdfName, q: Query) {
  const shop = await shopIdentity(ctx, tenantId)
  switch (name) {
    case 'day-book': {
      const d = await dayBookRead(ctx, tenantId, q.date)
      return { file: `day-book-${d.date}`, data: dayBookPdfData(shop, d) }
    }
    case 'cash-book':
    case 'bank-book': {
      const b = await moneyBookRead(ctx, tenantId, name === 'cash-book' ? 'Cash' : 'Bank', q)
      return { file: moneyBookFileName(b), data: moneyBookPdfData(shop, b) }
    }
    case 'ledger': {
      const l = await ledgerRead(ctx, tenantId, q)
      return { file: `ledger-${l.account.code}-${l.from}-to-${l.to}`, data: ledgerPdfData(shop, l) }
    }
    case 'profit-and-loss': {
      const p = await profitAndLossRead(ctx, tenantId, q)
      return { file: `profit-and-loss-${p.from}-to-${p.to}`, data: profitAndLossPdfData(shop, p) }
    }
    case 'balance-sheet': {
      const b = await balanceSheetRead(ctx, tenantId, q.asOf)
      return { file: `balance-sheet-${b.asOf}`, data: balanceSheetPdfData(shop, b) }
    }
  }
}

/** A statement rendered in the PDF worker pool (off the event loop), as the loan documents are. */
export async function booksPdfFile(ctx: AppContext, tenantId: string, name: BooksPdfName, q: Query) {
  const { file, data } = await statementData(ctx, tenantId, name, q)
  const pdf = await ctx.pdf.forShop(tenantId).render<BooksStatementData>(booksStatementPdfKind, data)
  return { filename: `${file}.pdf`, pdf }
}
