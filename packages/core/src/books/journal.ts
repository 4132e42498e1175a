import { parseIsoDate, type IsoDate } from '../shared/india-calendar.ts'
import { MAX_LOAN_PAISE, sumPaise, type Paise } from '../shared/money.ts'
import { booksErrors, journalUnbalancedError } from './books-errors.ts'

/**
 * One side of a journal. `loanId` names the loan a control-account line belongs to (gold loans
 * principal, interest and penal receivable, surplus and compensation payable), so the control
 * check can list the loans behind a difference.
 */
export type JournalLine = {
  accountCode: string
  debitPaise: Paise
  creditPaise: Paise
  loanId?: string
}

/** What caused a journal: a loan ledger entry, a voucher, a counter close, a reversal... */
export type JournalSource = { kind: string; id: string }

export type Journal = {
  date: IsoDate
  narration: string
  source: JournalSource
  lines: readonly JournalLine[]
}

/** The largest amount on a line: the loans' ₹10 crore cap (a shop's bank deposit of a week fits). */
export const MAX_LINE_PAISE = MAX_LOAN_PAISE
const MAX_NARRATION = 500

export const debitLine = (accountCode: string, paise: Paise, loanId?: string): JournalLine =>
  loanId === undefined
    ? { accountCode, debitPaise: paise, creditPaise: 0 }
    : { accountCode, debitPaise: paise, creditPaise: 0, loanId }

export const creditLine = (accountCode: string, paise: Paise, loanId?: string): JournalLine =>
  loanId === undefined
    ? { accountCode, debitPaise: 0, creditPaise: paise }
    : { accountCode, debitPaise: 0, creditPaise: paise, loanId }

const validLineAmount = (paise: number) => Number.isSafeInteger(paise) && paise >= 0 && paise <= MAX_LINE_PAISE

function checkLine(line: JournalLine): void {
  if (!validLineAmount(line.debitPaise) || !validLineAmount(line.creditPaise))
    throw booksErrors.error('invalidLineAmount')
  if (line.debitPaise > 0 === line.creditPaise > 0) throw booksErrors.error('lineOneSide')
}

/**
 * The journal, or a refusal: a real date, a narration of 1 to 500 characters, a source, at least
 * two lines, each exactly one side with integer paise from 1 to the cap, and debits equal to
 * credits. Every journal the books store goes through here.
 */
export function balancedJournal(input: Journal): Journal {
  if (parseIsoDate(input.date) === null) throw booksErrors.error('invalidDate')
  const narration = input.narration.trim()
  if (narration.length < 1 || narration.length > MAX_NARRATION) throw booksErrors.error('narrationRequired')
  if (!input.source.kind || !input.source.id) throw booksErrors.error('invalidSource')
  if (input.lines.length < 2) throw booksErrors.error('emptyJournal')
  input.lines.forEach(checkLine)
  const { debit: d, credit: c } = journalTotals(input)
  if (d !== c) throw journalUnbalancedError(d, c)
  return { date: input.date, narration, source: input.source, lines: input.lines }
}

export const journalTotals = (j: Pick<Journal, 'lines'>): { debit: Paise; credit: Paise } => ({
  debit: sumPaise(j.lines.map((l) => l.debitPaise)),
  credit: sumPaise(j.lines.map((l) => l.creditPaise)),
})

/** Lines of zero amount dropped: a rule writes every component, a journal keeps those that moved money. */
export const nonZeroLines = (lines: readonly JournalLine[]): JournalLine[] =>
  lines.filter((l) => l.debitPaise !== 0 || l.creditPaise !== 0)

/**
 * The correction of `journal`: the same lines with the sides swapped, dated `date`, sourced as a
 * reversal of the original's source. Journals are append-only; nothing is ever edited.
 */
export function reverseJournal(journal: Journal, date: IsoDate, narration: string): Journal {
  return balancedJournal({
    date,
    narration,
    source: { kind: 'reversal', id: `${journal.source.kind}:${journal.source.id}` },
    lines: journal.lines.map((l) => ({ ...l, debitPaise: l.creditPaise, creditPaise: l.debitPaise })),
  })
}
