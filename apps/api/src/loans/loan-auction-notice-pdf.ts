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
  paperOf,
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
  const paper = paperOf(d.language)
  const t = paper.t.notice
  const date = (iso: string | null) => loanDate(iso, paper)
  return renderPdf({ title: t.info(n.number), author: d.shop.name, language: paper.language }, (doc) => {
    letterhead(
      doc,
      d,
      t.title,
      { label: t.noticeNumber, value: n.number },
      { label: paper.t.common.date, value: date(n.noticedOn) },
    )
    borrowerBlock(doc, d, [
      ...loanRows(d.loan, paper),
      ...lentRows(d.loan, paper),
      [paper.t.common.maturityDate, date(d.loan.maturityOn)],
      [t.daysPastDue, String(n.daysPastDue)],
    ])
    note(doc, t.inDefault(d.loan.loanNumber, date(n.earliestOn)))
    amountBox(doc, t.amountToCloseAsOf(date(d.toClose.asOf)), d.toClose.total, paper)
    section(doc, t.owed)
    owedRows(doc, d.toClose, t.amountToClose, paper)
    pairs(doc, [[t.earliestAuction, date(n.earliestOn)]])
    note(doc, t.interestRuns(percentAYear(d.loan.annualRate, paper)))
    if (d.upi) upiBlock(doc, d.upi, t.closeByUpi, d.loan.loanNumber, t.upiCaution(date(d.toClose.asOf)), paper)
    section(doc, t.goldToAuction)
    ornamentsTable(doc, d.gold, paper)
    signatures(doc, [paper.t.common.authorisedSignatory])
    pageFooters(doc, n.number, paper)
  })
}

export const auctionNoticePdfKind = pdfKind('auction-notice', renderAuctionNotice)
