import { describe, expect, it } from 'vitest'
import {
  documentFileName,
  formatDocumentNumber,
  isDocumentType,
  saleDocumentType,
  seriesFor,
  type DocumentSeries,
  type DocumentType,
} from './document-number.ts'
import { financialYearOf } from '../shared/india-calendar.ts'

describe('seriesFor', () => {
  it.each<[DocumentType, DocumentSeries]>([
    ['BILL_OF_SUPPLY', 'BOS'],
    ['TAX_INVOICE', 'INV'],
    ['CREDIT_NOTE', 'CRN'],
  ])('%s -> %s', (type, series) => {
    expect(isDocumentType(type)).toBe(true)
    expect(seriesFor(type)).toBe(series)
  })

  it.each([['INVOICE'], ['bill_of_supply'], ['toString'], [undefined]])('%j is not a document type', (value) => {
    expect(isDocumentType(value)).toBe(false)
  })

  it('issues a bill of supply until tax registration is on', () => {
    expect([saleDocumentType(false), saleDocumentType(true)]).toEqual(['BILL_OF_SUPPLY', 'TAX_INVOICE'])
  })
})

describe('formatDocumentNumber / documentFileName', () => {
  it.each<[DocumentSeries, string, number, string, string]>([
    ['BOS', '2025-26', 1, 'BOS/2025-26/000001', 'BOS-2025-26-000001.pdf'],
    ['INV', '2026-27', 42, 'INV/2026-27/000042', 'INV-2026-27-000042.pdf'],
    ['CRN', '2099-00', 999_999, 'CRN/2099-00/999999', 'CRN-2099-00-999999.pdf'],
    ['BOS', '2025-26', 1_000_000, 'BOS/2025-26/1000000', 'BOS-2025-26-1000000.pdf'],
  ])('%s %s #%i', (series, fy, seq, number, fileName) => {
    expect(formatDocumentNumber(series, fy, seq)).toBe(number)
    expect(documentFileName(number)).toBe(fileName)
  })

  it('numbers a document issued at the FY boundary', () => {
    const fy = financialYearOf(new Date('2026-03-31T18:30:00Z')) // 1 April 00:00 IST
    expect(formatDocumentNumber(seriesFor('CREDIT_NOTE'), fy, 7)).toBe('CRN/2026-27/000007')
  })

  it.each([[0], [-1], [1.5], [Number.NaN]])('rejects sequence %s', (seq) => {
    expect(() => formatDocumentNumber('BOS', '2025-26', seq)).toThrow()
  })

  it('rejects a malformed financial year', () => {
    expect(() => formatDocumentNumber('BOS', '2025-2026', 1)).toThrow()
  })
})
