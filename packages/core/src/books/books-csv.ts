import { rupeesCell, toCsv } from '../shared/csv.ts'
import type { Account } from './chart-of-accounts.ts'
import { accountByCode } from './chart-of-accounts.ts'
import type { ExportJournal } from './tally-xml.ts'
import { chartAccount, type TrialBalance } from './trial-balance.ts'

export const JOURNAL_CSV_COLUMNS = [
  'date',
  'voucherNumber',
  'accountCode',
  'accountName',
  'debitRupees',
  'creditRupees',
  'narration',
] as const

/**
 * The journal as a spreadsheet: one row per line, in the journals' order, the voucher number and
 * narration repeated on each line so a filter on an account keeps them. The side a line is not on
 * is left blank; amounts in rupees to the paisa (the JSON's paise / 100), no grouping.
 */
export function journalCsv(chart: readonly Account[], journals: readonly ExportJournal[]): string {
  const byCode = accountByCode(chart)
  const rows = journals.flatMap((j) =>
    j.lines.map((l) => [
      j.date,
      j.voucherNumber ?? j.id,
      l.accountCode,
      chartAccount(byCode, l.accountCode).name,
      l.debitPaise > 0 ? rupeesCell(l.debitPaise) : null,
      l.creditPaise > 0 ? rupeesCell(l.creditPaise) : null,
      j.narration,
    ]),
  )
  return toCsv(JOURNAL_CSV_COLUMNS, rows)
}

export const TRIAL_BALANCE_CSV_COLUMNS = ['code', 'name', 'group', 'debitRupees', 'creditRupees'] as const

/** GET /api/books/trial-balance's JSON in rupees: its accounts in order, then a `Total` row of its totals. */
export const trialBalanceCsv = (tb: TrialBalance): string =>
  toCsv(TRIAL_BALANCE_CSV_COLUMNS, [
    ...tb.accounts.map((a) => [a.code, a.name, a.group, rupeesCell(a.debit), rupeesCell(a.credit)]),
    [null, 'Total', null, rupeesCell(tb.totals.debit), rupeesCell(tb.totals.credit)],
  ])
