import { describe, expect, it } from 'vitest'
import { financialYearOf, financialYearStart, formatFinancialYear } from './financial-year.ts'

describe('financialYearOf', () => {
  it.each([
    ['31 Mar 23:59:59.999 IST is the old year', '2026-03-31T23:59:59.999+05:30', '2025-26'],
    ['1 Apr 00:00 IST is the new year', '2026-04-01T00:00:00.000+05:30', '2026-27'],
    ['1 Apr 00:00 IST is still 31 Mar in UTC', '2026-03-31T18:30:00.000Z', '2026-27'],
    ['31 Mar 18:29:59 UTC is still 31 Mar in India', '2026-03-31T18:29:59.999Z', '2025-26'],
    ['1 Jan', '2026-01-01T00:00:00+05:30', '2025-26'],
    ['15 Feb', '2026-02-15T12:00:00+05:30', '2025-26'],
    ['1 Mar', '2026-03-01T09:00:00+05:30', '2025-26'],
    ['31 Dec', '2025-12-31T23:59:59+05:30', '2025-26'],
    ['31 Dec 19:00 UTC is 1 Jan IST, same FY', '2025-12-31T19:00:00Z', '2025-26'],
    ['mid year', '2025-08-15T10:00:00+05:30', '2025-26'],
    ['century boundary', '2099-06-01T00:00:00+05:30', '2099-00'],
    ['turn of the century', '2100-02-01T00:00:00+05:30', '2099-00'],
    ['2009-10', '2009-04-01T00:00:00+05:30', '2009-10'],
    ['1999-00', '2000-03-31T12:00:00+05:30', '1999-00'],
  ])('%s', (_label, iso, fy) => {
    expect(financialYearOf(new Date(iso))).toBe(fy)
  })

  it('exposes the start year and the formatter', () => {
    expect(financialYearStart(new Date('2025-02-01T00:00:00+05:30'))).toBe(2024)
    expect(formatFinancialYear(2005)).toBe('2005-06')
    expect(() => financialYearOf(new Date('nope'))).toThrow()
  })
})
