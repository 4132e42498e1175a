import type { Pdf } from '../pdf/pdf-document.ts'
import { amountBox, amountRows, modeLabel, money, note } from './loan-document-layout.ts'

/**
 * A renewed loan's voucher (issue 23): its principal is the old loan's carried over plus a top-up,
 * and only the top-up is money handed over, so that is what the borrower signs for.
 */
export type RenewalVoucherPart = {
  fromLoanNumber: string
  /** Principal carried from the old loan (moved no money). */
  carried: number
  /** Money actually paid out now; 0 for a plain renewal. */
  topUp: number
  /** How the top-up was paid; null when nothing was. */
  mode: string | null
  reference: string | null
}

/** The loan rows saying how the top-up was paid (none for a plain renewal: nothing was). */
export const topUpRows = (r: RenewalVoucherPart): [string, string][] =>
  r.topUp > 0 && r.mode !== null
    ? [
        ['Top-up paid by', modeLabel(r.mode)],
        ['Reference', r.reference ?? '-'],
      ]
    : []

/** The principal split into carried and top-up, and the top-up as the voucher's headline amount. */
export function renewalPrincipal(doc: Pdf, r: RenewalVoucherPart, principal: number) {
  doc.moveDown(0.6)
  amountRows(
    doc,
    [
      [`Principal carried from ${r.fromLoanNumber}`, r.carried],
      ['Top-up paid out', r.topUp],
    ],
    ['New loan principal', principal],
  )
  if (r.topUp > 0) amountBox(doc, 'Top-up paid to the borrower', r.topUp)
  else note(doc, `No money was paid out: the principal of ${r.fromLoanNumber} was carried into this loan.`)
}

/** The borrower signs for the money they got, or only for the new terms when they got none. */
export const renewalBorrowerSignature = (r: RenewalVoucherPart, borrower: string) =>
  r.topUp > 0
    ? `Top-up of ${money(r.topUp)} received by the borrower (${borrower})`
    : `Terms accepted by the borrower (${borrower})`
