import { formatIsoDate, type IsoDate } from '@gold/core/shared/india-calendar'
import type { LoanMode } from '@gold/core/loans/loan-input'
import type { LoanScheme } from '@gold/core/loans/loan-schedule'
import { Badge, Money, type Tone } from '@gold/ui'
import type { RouterOutputs } from '../../../trpc.ts'

/** The loan screens' data as the API's router types it. */
export type LoanDetail = RouterOutputs['loans']['get']
export type LoanRow = RouterOutputs['loans']['list']['items'][number]
export type LoanLedgerEntry = LoanDetail['ledger'][number]
export type LoanPaymentRow = LoanDetail['payments'][number]
export type LoanDashboard = RouterOutputs['loans']['dashboard']

export const SCHEME_LABELS: Record<LoanScheme, string> = {
  EMI: 'EMI (monthly installments)',
  BULLET: 'Bullet (all at maturity)',
  MONTHLY_INTEREST: 'Monthly interest, principal at maturity',
}
export const schemeLabel = (s: string) => SCHEME_LABELS[s as LoanScheme] ?? s

export const MODE_LABELS: Record<LoanMode, string> = { Cash: 'Cash', BankTransfer: 'Bank transfer', UPI: 'UPI' }
export const modeLabel = (m: string | null) => (m ? (MODE_LABELS[m as LoanMode] ?? m) : '—')

const STATUS: Record<string, { label: string; tone: Tone }> = {
  Active: { label: 'Active', tone: 'accent' },
  Closed: { label: 'Closed', tone: 'warning' },
  Released: { label: 'Released', tone: 'success' },
  Renewed: { label: 'Renewed', tone: 'neutral' },
  AuctionNoticed: { label: 'Auction notice', tone: 'danger' },
  Auctioned: { label: 'Auctioned', tone: 'neutral' },
  Cancelled: { label: 'Cancelled', tone: 'neutral' },
  WrittenOff: { label: 'Written off', tone: 'danger' },
}
export const loanStatusLabel = (s: string) => STATUS[s]?.label ?? s

/** A closed loan still holds the borrower's gold, so it reads as "waiting" (amber) until released. */
export function LoanStatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS[status]?.tone ?? 'neutral'}>{loanStatusLabel(status)}</Badge>
}

/** A calendar date of the loan API (`YYYY-MM-DD`): shown as is, never shifted by a time zone. */
export function LoanDate({ value }: { value: IsoDate | null | undefined }) {
  if (!value) return <span>—</span>
  return (
    <time dateTime={value} className="nowrap">
      {formatIsoDate(value)}
    </time>
  )
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** Where a payment went: penal charges, interest, principal (the parts that are not zero). */
export function PaymentSplit({ parts }: { parts: { penalCharges: number; interest: number; principal: number } }) {
  const lines = [
    ['penal', parts.penalCharges],
    ['interest', parts.interest],
    ['principal', parts.principal],
  ] as const
  return (
    <span className="stack-tight small">
      {lines
        .filter(([, paise]) => paise > 0)
        .map(([label, paise]) => (
          <span key={label}>
            {label} <Money paise={paise} />
          </span>
        ))}
    </span>
  )
}
