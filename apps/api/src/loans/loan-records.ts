import {
  type IsoDate,
  type LtvValue,
  type LtvValueBasis,
  type LoanPurpose,
  type LoanScheme,
  type LoanStatus,
  type LtvCeilings,
  MIN_RELEASE_COMPENSATION_PER_DAY_PAISE,
  REGULATOR_LTV_CEILINGS,
} from '@gold/core'

/**
 * What the loans repositories answer and take. Amounts are numbers of paise (the columns are
 * BigInt: every amount is at most ₹10 crore, far inside a double's exact integers) and dates
 * `YYYY-MM-DD` strings, so nothing above the repositories sees a bigint or a Date-for-a-date.
 */

export const toIso = (d: Date): IsoDate => d.toISOString().slice(0, 10)
export const toIsoOrNull = (d: Date | null): IsoDate | null => (d === null ? null : toIso(d))
export const dateOf = (iso: IsoDate): Date => new Date(`${iso}T00:00:00Z`)
export const num = (v: bigint): number => Number(v)

export type LoanRecord = {
  id: string
  loanNumber: string
  valuationId: string
  customerId: string
  scheme: LoanScheme
  principal: number
  annualRateBp: number
  penalRateBp: number
  graceDays: number
  tenureMonths: number
  disbursedOn: IsoDate
  maturityOn: IsoDate
  disbursementMode: string
  disbursementReference: string | null
  status: LoanStatus
  principalOutstanding: number
  interestDue: number
  penalChargesDue: number
  lastPostedOn: IsoDate
  ledgerCount: number
  closedOn: IsoDate | null
  releaseDueBy: IsoDate | null
  releasedOn: IsoDate | null
  releasedTo: string | null
  sealIntact: boolean | null
  releaseNote: string | null
  releaseReceiptNumber: string | null
  releaseDelayDays: number | null
  releaseCompensation: number | null
  renewedFromId: string | null
  renewedToId: string | null
  ltvValuePaise: number | null
  ltvValueBasis: LtvValueBasis | null
  auctionNoticeNumber: string | null
  auctionNoticedOn: IsoDate | null
  auctionEarliestOn: IsoDate | null
  failedAuctions: number
  auctionedOn: IsoDate | null
  surplusOwed: number
  surplusPaidOn: IsoDate | null
  /** Issue 28: what the loan is for; null when opened without one. */
  purpose: LoanPurpose | null
  createdById: string | null
  createdAt: Date
}

/**
 * `amount` is the money that changed hands (a renewal's DISBURSEMENT pays out only the top-up, an
 * AUCTION receives the whole sale, a SURPLUS_PAYOUT hands the surplus back); the components are
 * what the entry moved on the balances.
 */
export type LedgerEntryType =
  | 'DISBURSEMENT'
  | 'INTEREST'
  | 'PENAL_CHARGE'
  | 'PAYMENT'
  | 'REVERSAL'
  | 'RENEWAL'
  | 'AUCTION'
  | 'SURPLUS_PAYOUT'
  | 'WAIVER'
  | 'WRITE_OFF'

export type LedgerRecord = {
  id: string
  seq: number
  type: LedgerEntryType
  amount: number
  principal: number
  interest: number
  penalCharges: number
  postedOn: IsoDate
  mode: string | null
  reference: string | null
  paymentId: string | null
  /** A REVERSAL's entry it reverses (issue 26). */
  reversesId?: string | null
  createdById: string | null
  createdAt: Date
}

export type NewLedgerEntry = Omit<LedgerRecord, 'id' | 'createdAt'>

export type PaymentRecord = {
  id: string
  loanId: string
  customerId: string
  receiptNumber: string
  amount: number
  penalCharges: number
  interest: number
  principal: number
  paidOn: IsoDate
  mode: string
  reference: string | null
  idempotencyKey: string | null
  createdById: string | null
  createdAt: Date
}

export type NewPayment = Omit<PaymentRecord, 'id' | 'createdAt'> & { createdAt: Date }

export type NewLoan = Omit<
  LoanRecord,
  | 'id'
  | 'createdAt'
  | 'closedOn'
  | 'releaseDueBy'
  | 'releasedOn'
  | 'releasedTo'
  | 'sealIntact'
  | 'releaseNote'
  | 'releaseReceiptNumber'
  | 'releaseDelayDays'
  | 'releaseCompensation'
  | 'renewedFromId'
  | 'renewedToId'
  | 'ltvValuePaise'
  | 'ltvValueBasis'
  | 'auctionNoticeNumber'
  | 'auctionNoticedOn'
  | 'auctionEarliestOn'
  | 'failedAuctions'
  | 'auctionedOn'
  | 'surplusOwed'
  | 'surplusPaidOn'
  | 'status'
> & { createdAt: Date; ltvValue: LtvValue; renewedFromId?: string }

export type AuctionRecord = {
  id: string
  soldOn: IsoDate
  amount: number
  buyer: string | null
  failed: boolean
  reservePrice: number
  createdAt: Date
}

/** The sale's effect on the loan, written with the AUCTION entry that explains it. */
export type LoanAuctionSale = {
  principalOutstanding: number
  interestDue: number
  penalChargesDue: number
  lastPostedOn: IsoDate
  ledgerCount: number
  auctionedOn: IsoDate
  surplusOwed: number
  closedOn: IsoDate | null
}

/** The balances a payment moves, written with the entries that explain them. */
export type LoanBalances = {
  principalOutstanding: number
  interestDue: number
  penalChargesDue: number
  lastPostedOn: IsoDate
  ledgerCount: number
  status?: LoanStatus
  closedOn?: IsoDate
  releaseDueBy?: IsoDate
}

export type LoanRelease = {
  releasedOn: IsoDate
  releasedTo: string
  sealIntact: boolean
  releaseNote: string | null
  releaseReceiptNumber: string
  releaseDelayDays: number
  releaseCompensation: number
}

export type LoanSettingsRecord = {
  ceilings: LtvCeilings
  releaseCompensationPerDay: number
  defaultThresholdDays: number
  auctionNoticeDays: number
  penalRateBp: number
  graceDays: number
  cashNeedsOpenCounter: boolean
  goldRules2025: boolean
}

export const DEFAULT_LOAN_SETTINGS: LoanSettingsRecord = {
  ceilings: REGULATOR_LTV_CEILINGS,
  releaseCompensationPerDay: MIN_RELEASE_COMPENSATION_PER_DAY_PAISE,
  defaultThresholdDays: 90,
  auctionNoticeDays: 14,
  penalRateBp: 200,
  graceDays: 7,
  cashNeedsOpenCounter: false,
  goldRules2025: false,
}

export type LoanListFilter = {
  status: LoanStatus | null
  customerId: string | null
  search: string | null
  /** Open loans with an uncovered due before this date. */
  overdueBefore: IsoDate | null
}

export type BorrowerSummary = { id: string; name: string; phone: string }
