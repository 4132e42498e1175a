import { type Journal, reverseJournal } from '../books/journal.ts'
import type { IsoDate } from '../shared/india-calendar.ts'

/** Main cash 1100 and the counters' cash 1101-1199. */
const isCashAccount = (code: string) => /^11\d\d$/.test(code)

/**
 * The reversing journal of a loan entry's journal (issue 26), dated `date`: core `reverseJournal`,
 * with the cash it took handed back from `cashAccount`, where the cash is now (the reversing staff
 * member's open counter, else main cash): the counter that took it may have closed and handed its
 * cash to main cash since. Bank and UPI lines reverse on the account they hit.
 */
export function entryReversalJournal(
  original: Journal,
  date: IsoDate,
  narration: string,
  cashAccount: string,
): Journal {
  const reversal = reverseJournal(original, date, narration)
  return {
    ...reversal,
    lines: reversal.lines.map((l) => (isCashAccount(l.accountCode) ? { ...l, accountCode: cashAccount } : l)),
  }
}
