import { rupeesCell, toCsv, type CsvCell } from '../shared/csv.ts'
import type { AccountLedger, AccountRef, BooksDayBook, MoneyBook } from './book-reads.ts'
import type { BalanceSheet, ProfitAndLoss, StatementLine } from './financial-statements.ts'

/**
 * The reads of the books as spreadsheets, in rupees to the paisa (the JSON's paise / 100), with
 * the RFC 4180 writer of the exports. Opening and closing figures are rows of their own, so a
 * sum of a column in the spreadsheet matches the totals row.
 */
const accountsText = (refs: readonly AccountRef[]) => refs.map((r) => `${r.code} ${r.name}`).join('; ')
const amount = (paise: number): CsvCell => (paise === 0 ? null : rupeesCell(paise))

export const BOOKS_DAY_BOOK_CSV_COLUMNS = [
  'date',
  'reference',
  'narration',
  'accountCode',
  'accountName',
  'debitRupees',
  'creditRupees',
] as const

/** One row per line of every journal of the day, between an opening cash row and the day's totals. */
export const booksDayBookCsv = (d: BooksDayBook): string =>
  toCsv(BOOKS_DAY_BOOK_CSV_COLUMNS, [
    [d.date, null, 'Opening cash', null, null, rupeesCell(d.openingCashPaise), null],
    ...d.entries.flatMap((e) =>
      e.lines.map((l) => [
        d.date,
        e.reference,
        e.narration,
        l.accountCode,
        l.accountName,
        amount(l.debitPaise),
        amount(l.creditPaise),
      ]),
    ),
    [d.date, null, 'Cash in', null, null, rupeesCell(d.cashInPaise), null],
    [d.date, null, 'Cash out', null, null, null, rupeesCell(d.cashOutPaise)],
    [d.date, null, 'Closing cash', null, null, rupeesCell(d.closingCashPaise), null],
  ])

export const MONEY_BOOK_CSV_COLUMNS = [
  'date',
  'reference',
  'narration',
  'contraAccounts',
  'receiptRupees',
  'paymentRupees',
  'balanceRupees',
] as const

/** The cash or bank book: the opening balance, a row per journal with the running balance, the totals and closing. */
export const moneyBookCsv = (b: MoneyBook): string =>
  toCsv(MONEY_BOOK_CSV_COLUMNS, [
    [b.from, null, 'Opening balance', null, null, null, rupeesCell(b.openingPaise)],
    ...b.rows.map((r) => [
      r.date,
      r.reference,
      r.narration,
      accountsText(r.contraAccounts),
      amount(r.receiptPaise),
      amount(r.paymentPaise),
      rupeesCell(r.balancePaise),
    ]),
    [
      b.to,
      null,
      'Closing balance',
      null,
      rupeesCell(b.totalReceiptsPaise),
      rupeesCell(b.totalPaymentsPaise),
      rupeesCell(b.closingPaise),
    ],
  ])

export const LEDGER_CSV_COLUMNS = [
  'date',
  'reference',
  'narration',
  'contraAccounts',
  'debitRupees',
  'creditRupees',
  'balanceRupees',
] as const

/** An account's ledger; balances on the account's natural side (`side` of the JSON). */
export const ledgerCsv = (l: AccountLedger): string =>
  toCsv(LEDGER_CSV_COLUMNS, [
    [l.from, null, 'Opening balance', null, null, null, rupeesCell(l.openingPaise)],
    ...l.rows.map((r) => [
      r.date,
      r.reference,
      r.narration,
      accountsText(r.contraAccounts),
      amount(r.debitPaise),
      amount(r.creditPaise),
      rupeesCell(r.balancePaise),
    ]),
    [
      l.to,
      null,
      'Closing balance',
      null,
      rupeesCell(l.totalDebitPaise),
      rupeesCell(l.totalCreditPaise),
      rupeesCell(l.closingPaise),
    ],
  ])

export const STATEMENT_CSV_COLUMNS = ['section', 'code', 'name', 'amountRupees'] as const

const statementRows = (section: string, lines: readonly StatementLine[]): CsvCell[][] =>
  lines.map((l) => [section, l.code, l.name, rupeesCell(l.amount)])

/** Profit and loss: income and expense lines, their totals and the profit (negative for a loss). */
export const profitAndLossCsv = (p: ProfitAndLoss): string =>
  toCsv(STATEMENT_CSV_COLUMNS, [
    ...statementRows('Income', p.income),
    ['Income', null, 'Total income', rupeesCell(p.totalIncome)],
    ...statementRows('Expenses', p.expenses),
    ['Expenses', null, 'Total expenses', rupeesCell(p.totalExpenses)],
    ['Profit', null, 'Profit', rupeesCell(p.profit)],
  ])

/** The balance sheet: assets, liabilities, equity with both profits, and the two totals. */
export const balanceSheetCsv = (b: BalanceSheet): string =>
  toCsv(STATEMENT_CSV_COLUMNS, [
    ...statementRows('Assets', b.assets),
    ['Assets', null, 'Total assets', rupeesCell(b.totalAssets)],
    ...statementRows('Liabilities', b.liabilities),
    ...statementRows('Equity', b.equity),
    ['Equity', null, 'Retained profit', rupeesCell(b.retainedProfit)],
    ['Equity', null, 'Profit of the year', rupeesCell(b.currentProfit)],
    ['Liabilities and equity', null, 'Total liabilities and equity', rupeesCell(b.totalLiabilitiesAndEquity)],
  ])
