import type { AgreementFacts } from '@gold/core'
import { contentWidth, keepTogether, renderPdf } from '../pdf/pdf-document.ts'
import { pdfKind } from '../pdf/pdf-renderer.ts'
import {
  type LoanDocumentParties,
  type PledgedGold,
  letterhead,
  loanDate,
  pageFooters,
  paperOf,
  section,
  signatures,
} from './loan-document-layout.ts'
import { ornamentsTable } from './loan-document-tables.ts'

/** The standard loan agreement: the lender's full name, the date, the clauses' figures and the schedule of ornaments. */
export type AgreementData = LoanDocumentParties & {
  lender: string
  signedOn: string
  facts: AgreementFacts
  gold: PledgedGold
}

/** GET /api/loans/{id}/documents/agreement: numbered clauses, the ornaments pledged, both signatures. */
export function renderAgreement(d: AgreementData): Promise<Buffer> {
  const paper = paperOf(d.language)
  const t = paper.t.agreement
  return renderPdf({ title: t.info(d.facts.loanNumber), author: d.shop.name, language: paper.language }, (doc) => {
    const left = doc.page.margins.left
    const width = contentWidth(doc)
    letterhead(
      doc,
      d,
      t.title,
      { label: paper.t.common.loanNumber, value: d.facts.loanNumber },
      { label: paper.t.common.date, value: loanDate(d.signedOn, paper) },
    )
    doc
      .moveDown(0.6)
      .font('regular')
      .fontSize(9.5)
      .text(t.parties(loanDate(d.signedOn, paper), d.lender, d.borrower.name, d.borrower.address), left, doc.y, {
        width,
      })
    t.clauses(d.facts).forEach((clause, i) => {
      doc.font('regular').fontSize(9)
      keepTogether(doc, 24 + Math.min(doc.heightOfString(clause.text, { width: width - 18 }), 80))
      doc
        .moveDown(0.5)
        .font('bold')
        .fontSize(9.5)
        .text(`${i + 1}. ${clause.heading}`, left, doc.y, { width })
      doc
        .font('regular')
        .fontSize(9)
        .text(clause.text, left + 18, doc.y + 2, { width: width - 18 })
    })
    section(doc, t.schedule)
    ornamentsTable(doc, d.gold, paper)
    signatures(doc, [t.borrowerSign(d.borrower.name), t.lenderSign(d.shop.name)])
    pageFooters(doc, d.facts.loanNumber, paper)
  })
}

export const agreementPdfKind = pdfKind('loan-agreement', renderAgreement)
