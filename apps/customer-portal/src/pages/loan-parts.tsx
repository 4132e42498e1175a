import { formatIsoDate, type IsoDate } from '@gold/core/shared/india-calendar'
import { paymentModeLabel } from '@gold/core/loans/borrower-receipt'
import { RELEASE_WORKING_DAYS } from '@gold/core/loans/loan-release'
import type { LoanScheme } from '@gold/core/loans/loan-schedule'
import { Badge, type Tone } from '@gold/ui'
import type { RouterOutputs } from '../trpc.ts'

export type PortalLoan = RouterOutputs['portal']['loan']
export type PortalLoanRow = RouterOutputs['portal']['loans']['items'][number]

const SCHEME_LABELS: Record<LoanScheme, string> = {
  EMI: 'Monthly installments (EMI)',
  BULLET: 'Pay all at maturity',
  MONTHLY_INTEREST: 'Monthly interest, principal at maturity',
}
export const schemeLabel = (s: string) => SCHEME_LABELS[s as LoanScheme] ?? s

/** One wording for a payment's mode on every page (core `paymentModeLabel`). */
export const modeLabel = paymentModeLabel

// Worded for the borrower: what a state means for their gold, not the shop's term for it.
const STATUS: Record<string, { label: string; tone: Tone }> = {
  Active: { label: 'Active', tone: 'accent' },
  Closed: { label: 'Closed · gold to be returned', tone: 'warning' },
  Released: { label: 'Closed · gold returned', tone: 'success' },
  Renewed: { label: 'Renewed', tone: 'neutral' },
  AuctionNoticed: { label: 'Auction notice', tone: 'danger' },
  Auctioned: { label: 'Auctioned', tone: 'neutral' },
  Cancelled: { label: 'Cancelled', tone: 'neutral' },
  WrittenOff: { label: 'Written off · gold held by the shop', tone: 'danger' },
}

export function LoanStatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS[status]?.tone ?? 'neutral'}>{STATUS[status]?.label ?? status}</Badge>
}

/**
 * A valuation's state for the borrower: the state of the loan opened on it, else "Valued". Its own
 * status is always `Completed`, which on an active loan read as if the loan were completed.
 */
export function ValuationStateBadge({ loan }: { loan: { status: string } | null }) {
  return loan ? <LoanStatusBadge status={loan.status} /> : <Badge tone="neutral">Valued</Badge>
}

/** Payments are taken while the loan is open (Active, or under an auction notice). */
export const isOpenLoan = (status: string) => status === 'Active' || status === 'AuctionNoticed'

/** A calendar date of a loan (`YYYY-MM-DD`): shown as is, never shifted by a time zone. */
export function LoanDate({ value }: { value: IsoDate | null | undefined }) {
  if (!value) return <span>—</span>
  return <time dateTime={value}>{formatIsoDate(value)}</time>
}

/** The release clock of a closed loan: the regulator's working days and the date they end (core `releaseDueBy`). */
export function ReleaseClock({ dueBy }: { dueBy: IsoDate | null | undefined }) {
  return (
    <>
      The shop returns your gold within {RELEASE_WORKING_DAYS} working days of closing: by <LoanDate value={dueBy} />.
      Collect it at the branch with your gold receipt.
    </>
  )
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

// The portal's PDF routes (customer session; plain links, the cookie goes with a GET).
const loanPath = (loanId: string) => `/api/portal/loans/${encodeURIComponent(loanId)}`
export const receiptHref = (loanId: string, paymentId: string) =>
  `${loanPath(loanId)}/payments/${encodeURIComponent(paymentId)}/receipt`
export const disbursementVoucherHref = (loanId: string) => `${loanPath(loanId)}/documents/disbursement`
export const releaseReceiptHref = (loanId: string) => `${loanPath(loanId)}/documents/release`
export const auctionNoticeHref = (loanId: string) => `${loanPath(loanId)}/documents/auction-notice`
/** The borrower's page of a loan (an app route, not the API). */
export const loanHref = (loanId: string) => `/loans/${encodeURIComponent(loanId)}`
export const certificateHref = (valuationId: string) =>
  `/api/portal/valuations/${encodeURIComponent(valuationId)}/certificate`
