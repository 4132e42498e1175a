import { renderPdf } from '../pdf/pdf-document.ts'
import { pdfKind } from '../pdf/pdf-renderer.ts'
import {
  type LoanDocumentParties,
  type Paper,
  type PledgedGold,
  borrowerBlock,
  letterhead,
  loanDate,
  money,
  note,
  pageFooters,
  pairs,
  paperOf,
  section,
  signatures,
} from './loan-document-layout.ts'
import { ornamentsTable } from './loan-document-tables.ts'
import { type LoanDocumentLoan, lentRows, loanRows } from './loan-document-rows.ts'
import {
  type ReleaseAttemptsPrint,
  type ReleaseHandoverPrint,
  handoverSection,
  releaseAttemptsSection,
} from './release-handover-pdf.ts'

export type ReleaseReceiptData = LoanDocumentParties & {
  loan: LoanDocumentLoan & { principal: number; disbursedOn: string; closedOn: string | null }
  gold: PledgedGold
  release: {
    receiptNumber: string
    releaseDueBy: string | null
    releasedOn: string
    releasedTo: string
    /** `Intact (packet P-14, seal S-0093)`, `Not intact (…)` or `Not recorded`, in the document's language (`sealStatementIn`). */
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

/** The packet seal as the release receipt states it (core's sealStatement, in the document's language). */
export function sealStatementIn(
  paper: Paper,
  packet: { packetNo: string | null; sealNo: string | null },
  sealIntact: boolean,
): string {
  const t = paper.t.receipts.release
  const parts = [packet.packetNo && t.packetNo(packet.packetNo), packet.sealNo && t.sealNo(packet.sealNo)].filter(
    (part): part is string => Boolean(part),
  )
  if (parts.length === 0) return t.sealNotRecorded
  return sealIntact ? t.sealIntact(parts.join(', ')) : t.sealBroken(parts.join(', '))
}

/**
 * GET /api/loans/{id}/documents/release: the gold handed back, to whom, and any delay compensation
 * owed, in the borrower's language.
 */
export function renderReleaseReceipt(d: ReleaseReceiptData): Promise<Buffer> {
  const r = d.release
  const paper = paperOf(d.language)
  const t = paper.t.receipts.release
  const date = (iso: string | null) => loanDate(iso, paper)
  return renderPdf({ title: t.info(r.receiptNumber), author: d.shop.name, language: paper.language }, (doc) => {
    letterhead(
      doc,
      d,
      t.title,
      { label: t.receiptNumber, value: r.receiptNumber },
      { label: paper.t.common.date, value: date(r.releasedOn) },
    )
    borrowerBlock(doc, d, [...loanRows(d.loan, paper), ...lentRows(d.loan, paper)])

    section(doc, t.release)
    pairs(doc, [
      [t.closedOn, date(d.loan.closedOn)],
      [t.dueBy, date(r.releaseDueBy)],
      [t.releasedOn, date(r.releasedOn)],
      [t.releasedTo, r.releasedTo],
      [t.seal, r.seal],
      ...(r.note ? [[t.note, r.note] as [string, string]] : []),
    ])

    section(doc, t.returned)
    ornamentsTable(doc, d.gold, paper)
    if (r.handover) handoverSection(doc, r.handover, paper)
    if (r.attempts) releaseAttemptsSection(doc, r.attempts, r.excusedDays ?? 0, paper)

    if (r.delayDays > 0) {
      const owedDays = r.delayDays - (r.excusedDays ?? 0)
      const perDay = owedDays > 0 ? Math.round(r.compensation / owedDays) : 0
      section(doc, t.compensation)
      pairs(doc, [
        [t.delayDays, t.delayAfter(r.delayDays, date(r.releaseDueBy))],
        [t.owed, t.owedSum(money(r.compensation), owedDays, money(perDay))],
      ])
      note(doc, t.late)
    } else {
      note(doc, t.onTime)
    }
    note(
      doc,
      t.acknowledgement({
        sealed: r.sealedPacket,
        shop: d.shop.name,
        loanNumber: d.loan.loanNumber,
        late: r.delayDays > 0,
      }),
    )
    signatures(doc, [paper.t.common.receivedBy(r.releasedTo), paper.t.common.authorisedSignatory])
    pageFooters(doc, r.receiptNumber, paper)
  })
}

export const releaseReceiptPdfKind = pdfKind('release-receipt', renderReleaseReceipt)
