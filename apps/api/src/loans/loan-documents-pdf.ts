import type { BalancesAfterPayment } from '@gold/core'
import { renderPdf } from '../pdf/pdf-document.ts'
import { pdfKind } from '../pdf/pdf-renderer.ts'
import {
  type LoanDocumentParties,
  type PledgedGold,
  amountBox,
  amountRows,
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
import { type DocumentUpi, upiBlock } from './loan-upi-block.ts'
import { type LoanDocumentLoan, lentRows, loanRows, owedRows } from './loan-document-rows.ts'
import {
  type ReleaseAttemptsPrint,
  type ReleaseHandoverPrint,
  handoverSection,
  releaseAttemptsSection,
} from './release-handover-pdf.ts'
import {
  type RenewalVoucherPart,
  renewalBorrowerSignature,
  renewalPrincipal,
  topUpRows,
} from './loan-renewal-voucher.ts'

export type { LoanDocumentParties, PledgedGold } from './loan-document-layout.ts'

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

export type PaymentReceiptData = LoanDocumentParties & {
  loan: LoanDocumentLoan & { principal: number; disbursedOn: string }
  payment: {
    receiptNumber: string
    amount: number
    penalCharges: number
    interest: number
    principal: number
    paidOn: string
    mode: string
    reference: string | null
    receivedBy: string | null
  }
  /** Balances right after this payment; null when the ledger cannot say. */
  after: BalancesAfterPayment | null
  /** Set when this payment closed the loan: the date the gold is due back by. */
  closed: { closedOn: string; releaseDueBy: string | null } | null
  /** Set when the payment was reversed (issue 26): the cancellation note, its date and reason. */
  cancelled?: { noteNumber: string; postedOn: string; reason: string } | null
  /** Issue 27: the shop's UPI QR for the amount outstanding after this payment; absent without a UPI ID. */
  upi?: DocumentUpi | null
}

export type ReleaseReceiptData = LoanDocumentParties & {
  loan: LoanDocumentLoan & { principal: number; disbursedOn: string; closedOn: string | null }
  gold: PledgedGold
  release: {
    receiptNumber: string
    releaseDueBy: string | null
    releasedOn: string
    releasedTo: string
    /** `Intact (packet P-14, seal S-0093)`, `Not intact (…)` or `No packet recorded` (core's sealStatement). */
    seal: string
    /** Handed back in a recorded packet whose seal was found intact. */
    sealedPacket: boolean
    note: string | null
    delayDays: number
    compensation: number
    /** Issue 28: late days a borrower's missed slot accounted for, the handover, the slots and reminders. */
    excusedDays?: number
    handover?: ReleaseHandoverPrint | null
    attempts?: ReleaseAttemptsPrint
  }
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

/** GET /api/loans/{id}/payments/{paymentId}/receipt: the money taken, where it went, and what is left. */
export function renderPaymentReceipt(d: PaymentReceiptData): Promise<Buffer> {
  const p = d.payment
  return renderPdf({ title: `Payment receipt ${p.receiptNumber}`, author: d.shop.name }, (doc) => {
    letterhead(
      doc,
      d,
      'Gold Loan Payment Receipt',
      { label: 'Receipt number', value: p.receiptNumber },
      { label: 'Date', value: loanDate(p.paidOn) },
    )
    if (d.cancelled)
      cancelledStamp(
        doc,
        `Reversed on ${loanDate(d.cancelled.postedOn)} by cancellation note ${d.cancelled.noteNumber}: ${d.cancelled.reason}`,
      )
    borrowerBlock(doc, d, [...loanRows(d.loan), ...lentRows(d.loan)])
    amountBox(doc, 'Amount received', p.amount)
    pairs(
      doc,
      [
        ['Mode', modeLabel(p.mode)],
        ['Reference', p.reference ?? '-'],
      ],
      2,
    )

    section(doc, 'How the payment was applied')
    amountRows(
      doc,
      [
        ['Penal charges', p.penalCharges],
        ['Interest', p.interest],
        ['Principal', p.principal],
      ],
      ['Total received', p.amount],
    )
    if (d.after) {
      section(doc, `Outstanding after this payment (as of ${loanDate(p.paidOn)})`)
      owedRows(doc, d.after, 'Total outstanding')
    }
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right
    if (d.closed) {
      doc.moveDown(0.6)
      doc
        .font('bold')
        .fontSize(10)
        .text(
          `This payment closed the loan on ${loanDate(d.closed.closedOn)}.` +
            (d.closed.releaseDueBy
              ? ` The pledged gold is due back to the borrower by ${loanDate(d.closed.releaseDueBy)}.`
              : ''),
          doc.page.margins.left,
          doc.y,
          { width },
        )
        .font('regular')
    } else {
      note(doc, 'Interest keeps running daily on the principal outstanding until the loan is closed.')
    }
    if (d.upi && !d.closed && !d.cancelled)
      upiBlock(
        doc,
        d.upi,
        'Pay by UPI',
        d.loan.loanNumber,
        `The amount is the total outstanding as of ${loanDate(p.paidOn)}; interest runs daily, so ask the branch for the figure of the day you pay.`,
      )
    signatures(doc, [p.receivedBy ? `Received by ${p.receivedBy}` : 'Authorised signatory'])
    pageFooters(doc, p.receiptNumber)
  })
}

/** GET /api/loans/{id}/documents/release: the gold handed back, to whom, and any delay compensation owed. */
export function renderReleaseReceipt(d: ReleaseReceiptData): Promise<Buffer> {
  const r = d.release
  return renderPdf({ title: `Release receipt ${r.receiptNumber}`, author: d.shop.name }, (doc) => {
    letterhead(
      doc,
      d,
      'Gold Release Receipt',
      { label: 'Receipt number', value: r.receiptNumber },
      { label: 'Date', value: loanDate(r.releasedOn) },
    )
    borrowerBlock(doc, d, [...loanRows(d.loan), ...lentRows(d.loan)])

    section(doc, 'Release')
    pairs(doc, [
      ['Loan closed on', loanDate(d.loan.closedOn)],
      ['Release due by', loanDate(r.releaseDueBy)],
      ['Released on', loanDate(r.releasedOn)],
      ['Released to', r.releasedTo],
      ['Packet seal', r.seal],
      ...(r.note ? [['Note', r.note] as [string, string]] : []),
    ])

    section(doc, 'Ornaments returned')
    ornamentsTable(doc, d.gold)
    if (r.handover) handoverSection(doc, r.handover)
    if (r.attempts) releaseAttemptsSection(doc, r.attempts, r.excusedDays ?? 0)

    if (r.delayDays > 0) {
      const owedDays = r.delayDays - (r.excusedDays ?? 0)
      const perDay = owedDays > 0 ? Math.round(r.compensation / owedDays) : 0
      section(doc, 'Delay compensation')
      pairs(doc, [
        ['Days of delay', `${r.delayDays} day${r.delayDays === 1 ? '' : 's'} after ${loanDate(r.releaseDueBy)}`],
        ['Compensation owed', `${money(r.compensation)} (${owedDays} × ${money(perDay)} a day)`],
      ])
      note(
        doc,
        'The gold was released after the 7 working days allowed from closure. The compensation above is owed to the borrower under the RBI gold loan directions.',
      )
    } else {
      note(doc, 'The gold was released within the 7 working days allowed from closure; no compensation is due.')
    }
    note(
      doc,
      `I have received the ornaments listed above${r.sealedPacket ? ' in their sealed packet' : ''} and have no further claim on ${d.shop.name} in respect of loan ${d.loan.loanNumber}${r.delayDays > 0 ? ' other than the compensation stated above' : ''}.`,
    )
    signatures(doc, [`Received by ${r.releasedTo}`, 'Authorised signatory'])
    pageFooters(doc, r.receiptNumber)
  })
}

export const disbursementVoucherPdfKind = pdfKind('disbursement-voucher', renderDisbursementVoucher)
export const paymentReceiptPdfKind = pdfKind('payment-receipt', renderPaymentReceipt)
export const releaseReceiptPdfKind = pdfKind('release-receipt', renderReleaseReceipt)
