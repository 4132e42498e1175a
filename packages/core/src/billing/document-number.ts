import type { FinancialYear } from '../shared/india-calendar.ts'

/** Billing document types and their number series (platform-spec 2.6). */
export const documentSeries = {
  BILL_OF_SUPPLY: 'BOS',
  TAX_INVOICE: 'INV',
  CREDIT_NOTE: 'CRN',
} as const

export type DocumentType = keyof typeof documentSeries
export type DocumentSeries = (typeof documentSeries)[DocumentType]

export const isDocumentType = (value: unknown): value is DocumentType =>
  typeof value === 'string' && Object.hasOwn(documentSeries, value)

export const seriesFor = (type: DocumentType): DocumentSeries => documentSeries[type]

/**
 * The document a paid purchase gets: a bill of supply while the platform is not tax-registered,
 * a tax invoice once it is. Decided at issue time; issued documents are never rewritten.
 */
export const saleDocumentType = (taxRegistered: boolean): DocumentType =>
  taxRegistered ? 'TAX_INVOICE' : 'BILL_OF_SUPPLY'

/**
 * `<series>/<financial-year>/<sequence>`: `formatDocumentNumber('BOS', '2025-26', 1)` is
 * `BOS/2025-26/000001`. The sequence is a positive integer from the counter keyed by series and
 * financial year, zero-padded to at least six digits (a millionth document widens rather than
 * wraps, so numbers stay unique).
 */
export function formatDocumentNumber(series: DocumentSeries, fy: FinancialYear, seq: number): string {
  if (!Number.isSafeInteger(seq) || seq < 1) throw new Error(`document sequence must be a positive integer, got ${seq}`)
  if (!/^\d{4}-\d{2}$/.test(fy)) throw new Error(`financial year must be YYYY-YY, got ${fy}`)
  return `${series}/${fy}/${String(seq).padStart(6, '0')}`
}

/** PDF download name: `BOS/2025-26/000001` becomes `BOS-2025-26-000001.pdf`. */
export const documentFileName = (documentNumber: string): string => `${documentNumber.replaceAll('/', '-')}.pdf`
