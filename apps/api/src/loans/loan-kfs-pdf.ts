import { AGREEMENT_CLAUSES, type KeyFacts, formatGrams, percentFigure } from '@gold/core'
import { type Pdf, contentWidth, drawTable } from '../pdf/pdf-document.ts'
import { renderPdf } from '../pdf/pdf-document.ts'
import { pdfKind } from '../pdf/pdf-renderer.ts'
import {
  type LoanDocumentParties,
  type Paper,
  borrowerBlock,
  letterhead,
  loanDate,
  money,
  note,
  pageFooters,
  paperOf,
  section,
  signatures,
} from './loan-document-layout.ts'

/** What a Key Facts Statement prints: the figures (core `keyFacts`) and the shop's terms around them. */
export type KfsData = LoanDocumentParties & {
  /** The loan number, or null for terms not yet recorded (the Disburse form's proposal). */
  loanNumber: string | null
  valuationReference: string
  /** The date the statement is given (today for a proposal, the disbursement date for a loan). */
  issuedOn: string
  facts: KeyFacts
  gold: { count: number; netMg: number; fineMg: number; valuePaise: number }
  officer: { name: string | null; phone: string | null; email: string | null }
  coolingOffDays: number
  auctionNoticeDays: number
  compensationPerDay: number
}

type Row = [string, string, string]

const itemTable = (doc: Pdf, rows: Row[]) => {
  const width = contentWidth(doc)
  drawTable(
    doc,
    [
      { header: '', width: 28 },
      { header: '', width: width * 0.5 - 28 },
      { header: '', width: width * 0.5 },
    ],
    rows,
    { fontSize: 8.5, wrap: true },
  )
}

function part1(doc: Pdf, d: KfsData, p: Paper) {
  const t = p.t.kfs
  const k = d.facts
  const date = (iso: string) => loanDate(iso, p)
  const fee = (kind: 'processing' | 'valuation') =>
    k.fees.filter((f) => f.kind === kind).reduce((s, f) => s + f.amount, 0)
  const feeText = (paise: number) => (paise > 0 ? `${t.oneTime}: ${money(paise)} (${d.shop.name})` : t.nil)
  section(doc, t.part1)
  itemTable(doc, [
    ['1', t.accountNo, d.loanNumber ?? t.proposalOf(d.valuationReference)],
    ['', t.loanType, t.goldLoan],
    ['2', t.sanctioned, money(k.terms.principal)],
    ['3', `${t.disbursal}\n${t.disbursalStages}`, t.upfront(date(k.terms.disbursedOn))],
    ['', t.disbursalClause, t.notApplicable],
    ['4', t.term, String(k.terms.tenureMonths)],
    [
      '5',
      `${t.instalments}: ${t.instalmentType} / ${t.instalmentCount} / ${t.instalmentAmount} / ${t.commencement}`,
      `${t.instalmentTypes[k.terms.scheme] ?? k.terms.scheme} / ${k.installments.count} / ${money(k.installments.amount)} / ${date(k.installments.firstDueOn)}`,
    ],
    ['6', t.rate, t.rateFixed(percentFigure(k.terms.annualRateBp / 100))],
    ['7', t.floating, t.fixedOnly],
    [
      '8',
      `${t.fees}: ${t.feeKinds.processing}, ${t.feeKinds.insurance}, ${t.feeKinds.valuation}, ${t.feeKinds.other}`,
      [
        `${t.feeKinds.processing}: ${feeText(fee('processing'))}`,
        `${t.feeKinds.insurance}: ${t.nil}`,
        `${t.feeKinds.valuation}: ${feeText(fee('valuation'))}`,
        `${t.feeKinds.other}: ${t.nil}`,
        `${t.thirdParty}: ${t.nil}`,
      ].join('\n'),
    ],
    ['9', t.apr, t.aprValue(k.apr === null ? null : k.apr.toFixed(2))],
    ['10', t.contingent, ''],
    [
      '',
      t.penal,
      k.terms.penalRateBp > 0
        ? t.penalValue(percentFigure(k.terms.penalRateBp / 100), k.terms.graceDays)
        : p.t.common.none,
    ],
    ['', t.otherPenal, p.t.common.none],
    ['', t.foreclosure, t.foreclosureValue],
    ['', t.switching, t.notApplicable],
    ['', t.otherCharges, p.t.common.none],
  ])
}

function part2(doc: Pdf, d: KfsData, p: Paper) {
  const t = p.t.kfs
  const officer = p.t.agreement.officer(d.officer)
  section(doc, t.part2)
  itemTable(doc, [
    ['1', t.recoveryClause, t.clause(AGREEMENT_CLAUSES.recovery)],
    ['2', t.grievanceClause, t.clause(AGREEMENT_CLAUSES.grievance)],
    ['3', t.grievanceOfficer, officer],
    ['4', t.transfer, t.no],
    ['5', t.colending, t.notApplicable],
    ['6', t.digital, t.coolingOff(d.coolingOffDays, AGREEMENT_CLAUSES.coolingOff)],
    ['', t.lsp, t.notApplicable],
  ])
  section(doc, t.goldPart)
  const grams = (mg: number) => `${formatGrams(mg)} g`
  const k = d.facts
  itemTable(doc, [
    ['', t.goldPledged, t.goldWeights(d.gold.count, grams(d.gold.netMg), grams(d.gold.fineMg))],
    ['', t.goldValue, money(d.gold.valuePaise)],
    [
      '',
      t.ltv,
      d.gold.valuePaise > 0
        ? `${percentFigure(Math.round((k.terms.principal / d.gold.valuePaise) * 10_000) / 100)}%`
        : '-',
    ],
    ['', t.release, t.releaseValue(7, money(d.compensationPerDay))],
    ['', t.auction, t.auctionValue(d.auctionNoticeDays)],
  ])
}

function annexB(doc: Pdf, d: KfsData, p: Paper) {
  const t = p.t.kfs
  const k = d.facts
  const date = (iso: string) => loanDate(iso, p)
  const type = t.instalmentTypes[k.terms.scheme] ?? k.terms.scheme
  section(doc, t.annexB)
  itemTable(doc, [
    ['1', t.b1, money(k.terms.principal)],
    ['2', t.b2, t.b2Value(k.installments.count, money(k.installments.amount), type)],
    ['3', t.b3, t.fixed],
    ['4', t.b4, p.t.common.percentAYear(percentFigure(k.terms.annualRateBp / 100))],
    ['5', t.b5, money(k.totalInterest)],
    ['6', `${t.b6}\n${t.b6a}\n${t.b6b}`, `\n${money(k.totalFees)}\n${money(0)}`],
    ['7', t.b7, money(k.netDisbursed)],
    ['8', t.b8, money(k.totalRepayable)],
    ['9', t.b9, t.aprValue(k.apr === null ? null : k.apr.toFixed(2))],
    ['10', t.b10, t.upfront(date(k.terms.disbursedOn))],
    ['11', t.b11, t.b11Value(date(k.installments.firstDueOn), date(k.maturityOn), k.installments.count)],
  ])
}

function annexC(doc: Pdf, d: KfsData, p: Paper) {
  const c = p.t.kfs.scheduleColumns
  const width = contentWidth(doc)
  const figure = (paise: number) => money(paise).replace('₹', '')
  section(doc, p.t.kfs.annexC)
  drawTable(
    doc,
    [
      { header: c.number, width: 26 },
      { header: c.dueOn, width: width - 26 - 4 * 92 },
      { header: c.opening, width: 92, align: 'right' },
      { header: c.principal, width: 92, align: 'right' },
      { header: c.interest, width: 92, align: 'right' },
      { header: c.instalment, width: 92, align: 'right' },
    ],
    d.facts.lines.map((l, i) => [
      String(i + 1),
      loanDate(l.dueOn, p),
      figure(l.opening),
      figure(l.principal),
      figure(l.interest),
      figure(l.amount),
    ]),
    { fontSize: 8, wrap: true },
  )
}

/**
 * The Key Facts Statement (RBI KFS circular, April 2024) in the borrower's language: Part 1
 * (interest, fees, APR, contingent charges), Part 2 (recovery agents, grievance officer,
 * cooling-off), the gold and its release, Annex B (the APR worked out) and Annex C (the schedule),
 * signed by the borrower as received before the agreement.
 */
export function renderKfs(d: KfsData): Promise<Buffer> {
  const paper = paperOf(d.language)
  const t = paper.t.kfs
  const reference = d.loanNumber ?? d.valuationReference
  return renderPdf({ title: t.info(reference), author: d.shop.name, language: paper.language }, (doc) => {
    letterhead(
      doc,
      d,
      t.title,
      { label: d.loanNumber ? paper.t.common.loanNumber : t.reference, value: reference },
      { label: paper.t.common.date, value: loanDate(d.issuedOn, paper) },
    )
    doc
      .font('regular')
      .fontSize(8.5)
      .text(t.subtitle, doc.page.margins.left, doc.y + 4, { width: contentWidth(doc) })
    if (!d.loanNumber) note(doc, t.proposed(loanDate(d.issuedOn, paper)))
    borrowerBlock(doc, d, [[t.goldLoan, paper.t.common.schemes[d.facts.terms.scheme] ?? d.facts.terms.scheme]])
    part1(doc, d, paper)
    part2(doc, d, paper)
    annexB(doc, d, paper)
    annexC(doc, d, paper)
    note(doc, t.acknowledgement)
    signatures(doc, [t.borrowerSign(d.borrower.name), paper.t.common.authorisedSignatory])
    pageFooters(doc, reference, paper)
  })
}

export const kfsPdfKind = pdfKind('key-facts-statement', renderKfs)
