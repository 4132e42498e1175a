import { formatDecimal, formatIstDate, formatRupees, rate24kFrom22k, sum2 } from '@gold/core'
import { type Pdf, drawTable, renderPdf } from '../pdf/pdf-document.ts'
import type { ValuationDocument } from './valuation-document.ts'

// Rows stored before numbers had ranges may hold Infinity, NaN or 1e308: the formatters show '—'
// for those, so the certificate still renders (issue 13).
const grams = (n: number) => `${formatDecimal(n, 2)} g`
const percent = (n: number) => `${formatDecimal(n)}%`
const TYPE_LABELS: Record<string, string> = {
  loan: 'Gold loan valuation',
  sell: 'Gold purchase valuation',
  certificate: 'Valuation certificate',
}

/** `15 Mar 2025, 10:30 IST` */
export function formatIstDateTime(instant: Date): string {
  const shifted = new Date(instant.getTime() + 330 * 60_000)
  const hh = String(shifted.getUTCHours()).padStart(2, '0')
  const mm = String(shifted.getUTCMinutes()).padStart(2, '0')
  return `${formatIstDate(instant)}, ${hh}:${mm} IST`
}

function heading(doc: Pdf, text: string) {
  doc
    .moveDown(0.8)
    .font('bold')
    .fontSize(11)
    .fillColor('#7a5c00')
    .text(text)
    .fillColor('#000000')
    .font('regular')
    .fontSize(9.5)
  doc.moveDown(0.2)
}

function pairs(doc: Pdf, rows: [string, string][]) {
  const left = doc.page.margins.left
  for (const [label, value] of rows) {
    const y = doc.y
    doc.font('bold').fontSize(9.5).text(label, left, y, { width: 150 })
    doc.font('regular').text(value, left + 150, y, { width: doc.page.width - doc.page.margins.right - left - 150 })
    doc.x = left
  }
}

/** The valuation certificate: shop, customer, ornaments, rate and basis, totals, loan, EMI schedule, appraiser. */
export function renderCertificatePdf(d: ValuationDocument): Promise<Buffer> {
  const v = d.valuation
  return renderPdf({ title: `Valuation certificate ${v.id}`, author: d.tenant.name }, (doc) => {
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right
    doc.font('bold').fontSize(18).text(d.tenant.name, { align: 'center' })
    doc
      .font('regular')
      .fontSize(12)
      .text(TYPE_LABELS[v.type] ?? 'Valuation certificate', { align: 'center' })
    doc
      .fontSize(8.5)
      .fillColor('#555555')
      .text(`Certificate ${v.id} · issued ${formatIstDateTime(v.createdAt)}`, { align: 'center' })
      .fillColor('#000000')
    doc
      .moveTo(doc.page.margins.left, doc.y + 6)
      .lineTo(doc.page.margins.left + width, doc.y + 6)
      .lineWidth(1)
      .strokeColor('#b8860b')
      .stroke()
    doc.moveDown(0.5)

    heading(doc, 'Customer')
    const customerRows: [string, string][] = [
      ['Name', v.customer.name],
      ['Phone', v.customer.phone],
    ]
    if (v.customer.email) customerRows.push(['Email', v.customer.email])
    if (v.customer.address) customerRows.push(['Address', v.customer.address])
    if (d.bank) customerRows.push(['Bank', d.branch ? `${d.bank.name}, ${d.branch.branchName}` : d.bank.name])
    if (v.goldReceiptNo) customerRows.push(['Gold receipt number', v.goldReceiptNo])
    pairs(doc, customerRows)

    heading(doc, 'Ornaments')
    const rows = v.ornaments.map((o, i) => [
      String(i + 1),
      o.type,
      String(o.quantity),
      o.purity,
      grams(o.grossWeight),
      grams(o.deduction),
      grams(o.netWeight),
      formatRupees(o.estimatedValue),
    ])
    rows.push([
      '',
      'Total',
      formatDecimal(v.ornaments.reduce((n, o) => n + o.quantity, 0)),
      '',
      grams(v.totalGrossWeight),
      '',
      grams(v.totalNetWeight),
      formatRupees(v.totalValue),
    ])
    drawTable(
      doc,
      [
        { header: '#', width: 22 },
        { header: 'Ornament', width: 118 },
        { header: 'Qty', width: 30, align: 'right' },
        { header: 'Purity', width: 42 },
        { header: 'Gross', width: 62, align: 'right' },
        { header: 'Deduction', width: 70, align: 'right' },
        { header: 'Net fine wt', width: 65, align: 'right' },
        { header: 'Value', width: width - 409, align: 'right' },
      ],
      rows,
    )
    doc
      .fontSize(7.5)
      .fillColor('#555555')
      .text(
        'Gross and deduction are per piece. Net fine weight = (gross - deduction) x purity factor (24K 0.999, 22K 0.916, 18K 0.75) x quantity, valued at the 24K rate.',
        doc.page.margins.left,
        doc.y + 4,
        { width },
      )
      .fillColor('#000000')

    heading(doc, 'Gold rate and totals')
    const basis = v.rateBasis === 'bank' ? 'Bank rate' : 'Live market rate'
    const totals: [string, string][] = [
      [
        'Rate used (22K)',
        `${formatRupees(v.goldRate)} per gram (24K ${formatRupees(rate24kFrom22k(v.goldRate))} per gram)`,
      ],
      ['Rate basis', basis],
      ['Rate source', v.goldRateSource ?? 'not recorded'],
      ['Rate as of', v.goldRateAt ? formatIstDateTime(v.goldRateAt) : 'not recorded'],
      ['Total gross weight', grams(v.totalGrossWeight)],
      ['Total net fine weight', grams(v.totalNetWeight)],
      ['Total value', formatRupees(v.totalValue)],
    ]
    if (v.valuationFee > 0) totals.push(['Valuation fee', formatRupees(v.valuationFee)])
    if (v.ltvPercentage !== null) totals.push(['Loan to value (LTV)', percent(v.ltvPercentage)])
    if (v.interestRate !== null) totals.push(['Interest rate', `${percent(v.interestRate)} a year`])
    if (v.type === 'loan') totals.push(['Estimated loan', formatRupees(v.estimatedLoan)])
    pairs(doc, totals)

    if (v.emiRecords.length > 0) {
      heading(doc, 'Repayment schedule')
      drawTable(
        doc,
        [
          { header: '#', width: 30 },
          { header: 'Due date', width: 110 },
          { header: 'Amount', width: 120, align: 'right' },
          { header: 'Status', width: 100 },
          { header: 'Paid on', width: width - 360 },
        ],
        v.emiRecords.map((e, i) => [
          String(i + 1),
          formatIstDate(e.dueDate),
          formatRupees(e.amount),
          e.status,
          e.paidAt ? formatIstDate(e.paidAt) : '',
        ]),
      )
      const total = sum2(v.emiRecords.map((e) => e.amount))
      doc
        .font('bold')
        .fontSize(9)
        .text(`Total repayable: ${formatRupees(total)}`, doc.page.margins.left, doc.y + 4, { width, align: 'right' })
        .font('regular')
    }

    heading(doc, 'Appraiser')
    pairs(doc, [
      ['Appraised by', v.appraiserName ?? '-'],
      ...(v.appraiserNote ? [['Note', v.appraiserNote] as [string, string]] : []),
    ])
    doc.moveDown(2.5)
    const y = doc.y
    doc
      .moveTo(doc.page.margins.left + width - 180, y)
      .lineTo(doc.page.margins.left + width, y)
      .lineWidth(0.5)
      .strokeColor('#000000')
      .stroke()
    doc
      .fontSize(8.5)
      .text('Appraiser signature', doc.page.margins.left + width - 180, y + 4, { width: 180, align: 'center' })
    doc
      .fontSize(7.5)
      .fillColor('#555555')
      .text(
        `Values are computed by ${d.tenant.name} from the weights and purities recorded at valuation and the gold rate shown above. This certificate is not a guarantee of any future price.`,
        doc.page.margins.left,
        doc.y + 16,
        { width },
      )
      .fillColor('#000000')
  })
}
