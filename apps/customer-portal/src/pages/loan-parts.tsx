import type { IsoDate } from '@gold/core/shared/india-calendar'
import { RELEASE_WORKING_DAYS } from '@gold/core/loans/loan-release'
import { Badge, useFormat, useT, type Tone } from '@gold/ui'
import { loanStatusText, type LoanStatusWord } from '../i18n/loan-status-text.ts'
import { loanText } from '../i18n/loan-text.ts'
import type { RouterOutputs } from '../trpc.ts'

export type PortalLoan = RouterOutputs['portal']['loan']
export type PortalLoanRow = RouterOutputs['portal']['loans']['items'][number]

/**
 * A payment's mode in the reader's words (the catalogues' `modes`, core `paymentModeLabel`'s
 * wording in English); an unknown mode as stored, none as `—`.
 */
export const modeText = (modes: Record<string, string>, mode: string | null): string =>
  mode ? (modes[mode] ?? mode) : '—'

// Worded for the borrower (the catalogue): what a state means for their gold.
const STATUS_TONES: Record<string, Tone> = {
  Active: 'accent',
  Closed: 'warning',
  Released: 'success',
  Renewed: 'neutral',
  AuctionNoticed: 'danger',
  Auctioned: 'neutral',
  Cancelled: 'neutral',
  WrittenOff: 'danger',
}

export function LoanStatusBadge({ status }: { status: string }) {
  const t = useT(loanStatusText)
  const label = status in STATUS_TONES ? t[status as LoanStatusWord] : status
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{label}</Badge>
}

/**
 * A valuation's state for the borrower: the state of the loan opened on it, else "Valued". Its own
 * status is always `Completed`, which on an active loan read as if the loan were completed.
 */
export function ValuationStateBadge({ loan }: { loan: { status: string } | null }) {
  const t = useT(loanStatusText)
  return loan ? <LoanStatusBadge status={loan.status} /> : <Badge tone="neutral">{t.Valued}</Badge>
}

/** Payments are taken while the loan is open (Active, or under an auction notice). */
export const isOpenLoan = (status: string) => status === 'Active' || status === 'AuctionNoticed'

/** A calendar date of a loan (`YYYY-MM-DD`): shown as is, never shifted by a time zone. */
export function LoanDate({ value }: { value: IsoDate | null | undefined }) {
  const f = useFormat()
  if (!value) return <span>—</span>
  return <time dateTime={value}>{f.isoDate(value)}</time>
}

/** The release clock of a closed loan: the regulator's working days and the date they end (core `releaseDueBy`). */
export function ReleaseClock({ dueBy }: { dueBy: IsoDate | null | undefined }) {
  const t = useT(loanText)
  const f = useFormat()
  return <>{t.releaseClock(RELEASE_WORKING_DAYS, f.isoDate(dueBy))}</>
}

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
