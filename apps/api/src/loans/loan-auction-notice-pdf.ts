import { renderPdf } from '../pdf/pdf-document.ts'
import { pdfKind } from '../pdf/pdf-renderer.ts'
import {
  type LoanDocumentParties,
  type PledgedGold,
  amountBox,
  borrowerBlock,
  letterhead,
  loanDate,
  note,
  pageFooters,
  pairs,
  percentAYear,
  section,
  signatures,
} from './loan-document-layout.ts'
import { ornamentsTable } from './loan-document-tables.ts'
import { type LoanDocumentLoan, lentRows, loanRows, owedRows } from './loan-document-rows.ts'
import { type DocumentUpi, upiBlock } from './loan-upi-block.ts'

export type AuctionNoticeData = LoanDocumentParties & {
  loan: LoanDocumentLoan & {
    principal: number
    disbursedOn: string
    maturityOn: string
    /** Percent a year. */
    annualRate: number
  }
  notice: { number: string; noticedOn: string; earliestOn: string; daysPastDue: number }
  /** The amount to close the loan, as of `asOf` (the notice date while it can still be worked out). */
  toClose: { asOf: string; principal: number; interest: number; penalCharges: number; total: number }
  gold: PledgedGold
  /** Issue 27: the shop's UPI QR for the amount to close; absent without a UPI ID. */
  upi?: DocumentUpi | null
}

/**
 * GET /api/loans/{id}/documents/auction-notice (loans.md section 7): the borrower is told what
 * closes the loan, the earliest date the pledged gold may be auctioned, and what happens to the
 * proceeds (a surplus is theirs, a shortfall stays owed).
 */
export function renderAuctionNotice(d: AuctionNoticeData): Promise<Buffer> {
  const n = d.notice
  return renderPdf({ title: `Auction notice ${n.number}`, author: d.shop.name }, (doc) => {
    letterhead(
      doc,
      d,
      'Notice of Auction of Pledged Gold',
      { label: 'Notice number', value: n.number },
      { label: 'Date', value: loanDate(n.noticedOn) },
    )
    borrowerBlock(doc, d, [
      ...loanRows(d.loan),
      ...lentRows(d.loan),
      ['Maturity date', loanDate(d.loan.maturityOn)],
      ['Days past due', String(n.daysPastDue)],
    ])
    note(
      doc,
      `Your gold loan ${d.loan.loanNumber} is in default. Unless the loan is closed, the gold pledged against it ` +
        `may be sold at auction on or after ${loanDate(n.earliestOn)}.`,
    )
    amountBox(doc, `Amount to close the loan (as of ${loanDate(d.toClose.asOf)})`, d.toClose.total)
    section(doc, 'What is owed')
    owedRows(doc, d.toClose, 'Amount to close')
    pairs(doc, [['Earliest auction date', loanDate(n.earliestOn)]])
    note(
      doc,
      `Interest keeps running at ${percentAYear(d.loan.annualRate)} on the principal until the loan is closed, so the ` +
        'amount on the day you pay will be slightly higher; ask the branch for the figure of that day. ' +
        'If the gold is auctioned, the proceeds pay the loan first: anything above the amount owed will be paid ' +
        'to you, and any shortfall remains payable by you.',
    )
    if (d.upi)
      upiBlock(
        doc,
        d.upi,
        'Close the loan by UPI',
        d.loan.loanNumber,
        `The amount is the amount to close as of ${loanDate(d.toClose.asOf)}; ask the branch for the figure of the day you pay.`,
      )
    section(doc, 'Gold to be auctioned')
    ornamentsTable(doc, d.gold)
    signatures(doc, ['Authorised signatory'])
    pageFooters(doc, n.number)
  })
}

export const auctionNoticePdfKind = pdfKind('auction-notice', renderAuctionNotice)
