import {
  type AccountLedger,
  type BalanceSheet,
  type BooksDayBook,
  type MoneyBook,
  type ProfitAndLoss,
  type StatementLine,
  formatIsoDate,
  formatPaise,
} from '@gold/core'
import type { DocumentIssuer } from '../pdf/shop-identity-block.ts'
import type { BooksStatementData, BooksStatementTable } from './books-pdf.ts'

/** The reads' JSON laid out for `booksStatementPdfKind`: amounts Indian style, a blank for the side an amount is not on. */
const rupees = (paise: number) => formatPaise(paise)
const blankOr = (paise: number) => (paise === 0 ? '' : formatPaise(paise))
const day = (date: string) => formatIsoDate(date)
const period = (from: string, to: string) => (from === to ? day(from) : `${day(from)} to ${day(to)}`)

const AMOUNT = 80
const statementTable = (heading: string, lines: StatementLine[], total: [string, number]): BooksStatementTable => ({
  heading,
  columns: [
    { header: 'Code', width: 50 },
    { header: 'Account', width: 369 },
    { header: 'Amount', width: AMOUNT, align: 'right' },
  ],
  rows: [...lines.map((l) => [l.code, l.name, rupees(l.amount)]), ['', total[0], rupees(total[1])]],
  boldRows: [lines.length],
})

type RunningRow = { date: string; reference: string; narration: string; balancePaise: number }
type Side<R> = [header: string, paise: (row: R) => number]

/** A ledger's or a money book's entries: date, voucher, narration, the two sides and the running balance. */
function entriesTable<R extends RunningRow>(
  rows: readonly R[],
  [inHeader, inOf]: Side<R>,
  [outHeader, outOf]: Side<R>,
) {
  return {
    heading: `Entries (${rows.length})`,
    columns: [
      { header: 'Date', width: 62 },
      // Wide enough for a voucher number (PV/2025-26/000001) on one line.
      { header: 'Voucher / journal', width: 97 },
      { header: 'Narration', width: 112 },
      { header: inHeader, width: 76, align: 'right' },
      { header: outHeader, width: 76, align: 'right' },
      { header: 'Balance', width: 76, align: 'right' },
    ],
    rows: rows.map((r) => [
      day(r.date),
      r.reference,
      r.narration,
      blankOr(inOf(r)),
      blankOr(outOf(r)),
      rupees(r.balancePaise),
    ]),
  } satisfies BooksStatementTable
}

export function dayBookPdfData(shop: DocumentIssuer, d: BooksDayBook): BooksStatementData {
  const rows: string[][] = []
  for (const e of d.entries)
    e.lines.forEach((l, i) =>
      rows.push([
        i === 0 ? e.reference : '',
        i === 0 ? e.narration : '',
        `${l.accountCode} ${l.accountName}`,
        blankOr(l.debitPaise),
        blankOr(l.creditPaise),
      ]),
    )
  return {
    shop,
    title: 'Day Book',
    period: day(d.date),
    summary: [
      ['Opening cash', rupees(d.openingCashPaise)],
      ['Cash in', rupees(d.cashInPaise)],
      ['Cash out', rupees(d.cashOutPaise)],
      ['Closing cash', rupees(d.closingCashPaise)],
    ],
    tables: [
      {
        heading: `Journals of the day (${d.entries.length})`,
        columns: [
          { header: 'Voucher / journal', width: 95 },
          { header: 'Narration', width: 130 },
          { header: 'Account', width: 114 },
          { header: 'Debit', width: AMOUNT, align: 'right' },
          { header: 'Credit', width: AMOUNT, align: 'right' },
        ],
        rows,
      },
    ],
    footer: `Day book ${d.date}`,
  }
}

export function ledgerPdfData(shop: DocumentIssuer, l: AccountLedger): BooksStatementData {
  return {
    shop,
    title: `Ledger: ${l.account.code} ${l.account.name}`,
    period: period(l.from, l.to),
    summary: [
      ['Group', `${l.account.group} (balances on the ${l.side} side)`],
      ['Opening balance', rupees(l.openingPaise)],
      ['Total debits', rupees(l.totalDebitPaise)],
      ['Total credits', rupees(l.totalCreditPaise)],
      ['Closing balance', rupees(l.closingPaise)],
    ],
    tables: [entriesTable(l.rows, ['Debit', (r) => r.debitPaise], ['Credit', (r) => r.creditPaise])],
    footer: `Ledger ${l.account.code} ${l.from} to ${l.to}`,
  }
}

export function moneyBookPdfData(shop: DocumentIssuer, b: MoneyBook): BooksStatementData {
  const title = b.money === 'Cash' ? 'Cash Book' : 'Bank Book'
  return {
    shop,
    title,
    period: period(b.from, b.to),
    summary: [
      ['Accounts', b.accounts.map((a) => `${a.code} ${a.name}`).join(', ')],
      ['Opening balance', rupees(b.openingPaise)],
      ['Total receipts', rupees(b.totalReceiptsPaise)],
      ['Total payments', rupees(b.totalPaymentsPaise)],
      ['Closing balance', rupees(b.closingPaise)],
    ],
    tables: [entriesTable(b.rows, ['Receipt', (r) => r.receiptPaise], ['Payment', (r) => r.paymentPaise])],
    footer: `${title} ${b.from} to ${b.to}`,
  }
}

export function profitAndLossPdfData(
  shop: DocumentIssuer,
  p: ProfitAndLoss & { from: string; to: string },
): BooksStatementData {
  return {
    shop,
    title: 'Profit and Loss',
    period: period(p.from, p.to),
    summary: [
      ['Total income', rupees(p.totalIncome)],
      ['Total expenses', rupees(p.totalExpenses)],
      [p.profit < 0 ? 'Loss' : 'Profit', rupees(Math.abs(p.profit))],
    ],
    tables: [
      statementTable('Income', p.income, ['Total income', p.totalIncome]),
      statementTable('Expenses', p.expenses, ['Total expenses', p.totalExpenses]),
    ],
    footer: `Profit and loss ${p.from} to ${p.to}`,
  }
}

export function balanceSheetPdfData(shop: DocumentIssuer, b: BalanceSheet & { asOf: string }): BooksStatementData {
  const equityTotal = b.totalLiabilitiesAndEquity - b.liabilities.reduce((t, l) => t + l.amount, 0)
  return {
    shop,
    title: 'Balance Sheet',
    period: `As of ${day(b.asOf)}`,
    summary: [
      ['Total assets', rupees(b.totalAssets)],
      ['Total liabilities and equity', rupees(b.totalLiabilitiesAndEquity)],
    ],
    tables: [
      statementTable('Assets', b.assets, ['Total assets', b.totalAssets]),
      statementTable('Liabilities', b.liabilities, [
        'Total liabilities',
        b.liabilities.reduce((t, l) => t + l.amount, 0),
      ]),
      statementTable(
        'Equity',
        [
          ...b.equity,
          { code: '', name: 'Retained profit', amount: b.retainedProfit },
          { code: '', name: 'Profit of the year', amount: b.currentProfit },
        ],
        ['Total equity', equityTotal],
      ),
    ],
    footer: `Balance sheet ${b.asOf}`,
  }
}
