import { addMonthsClamped, type IsoDate } from '../shared/india-calendar.ts'

/** A loan as erasure sees it: whether it is over, and the last day anything happened on it. */
export type ErasureLoan = {
  status: string
  closedOn: IsoDate | null
  releasedOn: IsoDate | null
  auctionedOn: IsoDate | null
  surplusOwedPaise: number
  surplusPaidOn: IsoDate | null
}

export type ErasureCheck =
  | { ok: true; lastClosedOn: IsoDate | null; retainedTill: IsoDate }
  | { ok: false; refusal: 'openLoan' }
  | { ok: false; refusal: 'retention'; retainedTill: IsoDate }

export const DEFAULT_RETENTION_YEARS = 8
export const RETENTION_YEARS_RANGE = { min: 5, max: 20 } as const

/** Still the shop's business: money owed either way, or gold still in the shop's keeping. */
function isOpen(loan: ErasureLoan): boolean {
  if (loan.status === 'Active' || loan.status === 'AuctionNoticed') return true
  if (loan.status === 'Closed' && loan.releasedOn === null) return true
  return loan.surplusOwedPaise > 0 && loan.surplusPaidOn === null
}

/** The last day the loan's business ended: release, auction, surplus paid, or closure. */
function endedOn(loan: ErasureLoan): IsoDate | null {
  const days = [loan.closedOn, loan.releasedOn, loan.auctionedOn, loan.surplusPaidOn].filter(
    (d): d is IsoDate => d !== null,
  )
  return days.length === 0 ? null : days.reduce((a, b) => (a > b ? a : b))
}

/**
 * May the borrower's identity data be erased today (DPDP Act s. 8(7), with the books-of-account
 * retention of Companies Act s. 128(5) as the default)? Refused while any loan is open (money or
 * gold still between shop and borrower), and until `retentionYears` after the last of: the last
 * loan's end, the last unpaid-or-paid EMI and valuation (`lastActivityOn`, the shop's other dealings).
 */
export function erasureCheck(input: {
  loans: readonly ErasureLoan[]
  hasUnpaidEmis: boolean
  lastActivityOn: IsoDate
  today: IsoDate
  retentionYears: number
}): ErasureCheck {
  if (input.hasUnpaidEmis || input.loans.some(isOpen)) return { ok: false, refusal: 'openLoan' }
  const ends = input.loans.map(endedOn).filter((d): d is IsoDate => d !== null)
  const lastClosedOn = ends.length === 0 ? null : ends.reduce((a, b) => (a > b ? a : b))
  const from = lastClosedOn !== null && lastClosedOn > input.lastActivityOn ? lastClosedOn : input.lastActivityOn
  const retainedTill = addMonthsClamped(from, input.retentionYears * 12)
  if (input.today <= retainedTill) return { ok: false, refusal: 'retention', retainedTill }
  return { ok: true, lastClosedOn, retainedTill }
}
