import type { IsoDate } from '../shared/india-calendar.ts'
import type { Paise } from '../shared/money.ts'
import { ACCOUNT_CODES as C } from './chart-of-accounts.ts'
import { splitGstInclusive } from './gst-split.ts'
import { balancedJournal, creditLine, debitLine, nonZeroLines, type Journal, type JournalLine } from './journal.ts'
import { modeLabel, moneyAccountCode, type MoneyVia } from './money-accounts.ts'

/**
 * A valuation (or processing) fee the shop received, as charged: inclusive of GST when the shop is
 * GST-registered at the date, the whole fee income otherwise.
 */
export type FeeEvent = {
  kind: 'valuationFee'
  sourceId: string
  date: IsoDate
  valuationId: string
  amountPaise: Paise
  gstRegistered: boolean
} & MoneyVia

/** Dr the money account; Cr fee income, and GST output for the tax inside the fee (see `splitGstInclusive`). */
export function gstInclusiveLines(moneyCode: string, amountPaise: Paise, gstRegistered: boolean): JournalLine[] {
  const { taxablePaise, gstPaise } = gstRegistered
    ? splitGstInclusive(amountPaise)
    : { taxablePaise: amountPaise, gstPaise: 0 }
  return nonZeroLines([
    debitLine(moneyCode, amountPaise),
    creditLine(C.feeIncome, taxablePaise),
    creditLine(C.gstOutput, gstPaise),
  ])
}

export function feeEventJournal(e: FeeEvent): Journal | null {
  if (e.amountPaise === 0) return null
  return balancedJournal({
    date: e.date,
    narration: `Valuation fee received by ${modeLabel(e)}`,
    source: { kind: e.kind, id: e.sourceId },
    lines: gstInclusiveLines(moneyAccountCode(e), e.amountPaise, e.gstRegistered),
  })
}
