import { renderPdf } from '../pdf/pdf-document.ts'
import { pdfKind } from '../pdf/pdf-renderer.ts'
import {
  type LoanDocumentParties,
  type PledgedGold,
  amountBox,
  borrowerBlock,
  cancelledStamp,
  loanDate,
  letterhead,
  modeLabel,
  money,
  note,
  pageFooters,
  pairs,
  percentAYear,
  section,
  signatures,
} from './loan-document-layout.ts'
import { ornamentsTable, scheduleTable } from './loan-document-tables.ts'
import { type LoanDocumentLoan, loanRows } from './loan-document-rows.ts'
import {
  type RenewalVoucherPart,
  renewalBorrowerSignature,
  renewalPrincipal,
  topUpRows,
} from './loan-renewal-voucher.ts'

const SCHEME_LABELS: Record<string, string> = {
  EMI: 'EMI (monthly installments, reducing balance)',
  BULLET: 'Bullet (principal and interest at maturity)',
  MONTHLY_INTEREST: 'Monthly interest (principal at maturity)',
}

export type DisbursementVoucherData = LoanDocumentParties & {
  loan: LoanDocumentLoan & {
    scheme: string
    principal: number
    /** Percent a year. */
    annualRate: number
    penalRate: number
    graceDays: number
    tenureMonths: number
    disbursedOn: string
    maturityOn: string
    disbursementMode: string
    disbursementReference: string | null
    disbursedBy: string | null
  }
  gold: PledgedGold & { valuePaise: number }
  schedule: { dueOn: string; amount: number }[]
  /** Set on a loan opened by renewing another: its principal was carried, only the top-up paid out. */
  renewal: RenewalVoucherPart | null
  /** Set when the disbursement was cancelled the day it was made (issue 26): when and why. */
  cancelled?: { postedOn: string; reason: string } | null
}

/** GET /api/loans/{id}/documents/disbursement: what was lent, against what, on what terms, and when it is due. */
export function renderDisbursementVoucher(d: DisbursementVoucherData): Promise<Buffer> {
  const l = d.loan
  const renewal = d.renewal
  const title = renewal ? 'Renewal voucher' : 'Disbursement voucher'
  return renderPdf({ title: `${title} ${l.loanNumber}`, author: d.shop.name }, (doc) => {
    letterhead(
      doc,
      d,
      renewal ? 'Gold Loan Renewal Voucher' : 'Gold Loan Disbursement Voucher',
      { label: 'Loan number', value: l.loanNumber },
      { label: 'Date', value: loanDate(l.disbursedOn) },
    )
    if (d.cancelled)
      cancelledStamp(doc, `Disbursement cancelled on ${loanDate(d.cancelled.postedOn)}: ${d.cancelled.reason}`)
    const penal =
      l.penalRate > 0
        ? `${percentAYear(l.penalRate)} on overdue dues, after ${l.graceDays} grace day${l.graceDays === 1 ? '' : 's'}`
        : 'None'
    borrowerBlock(doc, d, [
      ...loanRows(l),
      ...(renewal ? [['Renewal of', renewal.fromLoanNumber] as [string, string]] : []),
      ['Interest rate', percentAYear(l.annualRate)],
      ['Tenure', `${l.tenureMonths} month${l.tenureMonths === 1 ? '' : 's'}`],
      [renewal ? 'Renewed on' : 'Disbursed on', loanDate(l.disbursedOn)],
      ['Maturity date', loanDate(l.maturityOn)],
      ...(renewal
        ? topUpRows(renewal)
        : [
            ['Paid by', modeLabel(l.disbursementMode)] as [string, string],
            ['Reference', l.disbursementReference ?? '-'] as [string, string],
          ]),
    ])
    pairs(doc, [
      ['Scheme', SCHEME_LABELS[l.scheme] ?? l.scheme],
      ['Penal charges', penal],
    ])
    if (renewal) renewalPrincipal(doc, renewal, l.principal)
    else amountBox(doc, 'Principal disbursed', l.principal)

    section(doc, 'Gold pledged')
    ornamentsTable(doc, d.gold)
    pairs(doc, [['Value of the gold', money(d.gold.valuePaise)]])

    section(doc, 'Repayment schedule')
    scheduleTable(doc, d.schedule)
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right
    const total = d.schedule.reduce((sum, due) => sum + due.amount, 0)
    doc
      .font('bold')
      .fontSize(9.5)
      .text(`Total repayable if paid on the due dates: ${money(total)}`, doc.page.margins.left, doc.y + 4, {
        width,
        align: 'right',
      })
      .font('regular')
    note(
      doc,
      'Interest runs daily on the principal outstanding; paying early reduces it and there is no prepayment penalty. ' +
        'Payments go to penal charges first, then interest, then principal. The gold is returned within 7 working days of closure.',
    )
    signatures(doc, [
      renewal ? renewalBorrowerSignature(renewal, d.borrower.name) : `Received by the borrower (${d.borrower.name})`,
      l.disbursedBy ? `Disbursed by ${l.disbursedBy}` : 'Authorised signatory',
    ])
    pageFooters(doc, l.loanNumber)
  })
}

export const disbursementVoucherPdfKind = pdfKind('disbursement-voucher', renderDisbursementVoucher)
