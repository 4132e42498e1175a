import { describe, expect, it } from 'vitest'
import { isDomainError } from '../shared/domain-error.ts'
import { REGULATOR_LTV_CEILINGS } from '../loans/loan-ltv.ts'
import { dayBookOf, type DayBookSource } from './day-book.ts'
import { loanAsOf, loanEndedOn, type ReportLoan } from './loan-as-of.ts'
import { ageingCsv, dayBookCsv, portfolioCsv, rupeesText, toCsv } from './report-csv.ts'

import { ageingBucketOf, ageingOf, portfolioOf } from './report-figures.ts'
import { parseReportDate, reportFormatOf } from './report-input.ts'
import { collectionsByDay, monthEndsUpTo } from './report-series.ts'
import { shortfallOf } from './shortfall.ts'

/** loans.md section 2's worked example: ₹1,00,000 at 12%, bullet, 3 months, ₹50,000 paid on 31 January. */
const worked = (over: Partial<ReportLoan> = {}): ReportLoan => ({
  id: 'l1',
  scheme: 'BULLET',
  principal: 10_000_000,
  annualRateBp: 1200,
  tenureMonths: 3,
  disbursedOn: '2026-01-01',
  status: 'Active',
  penalRateBp: 0,
  graceDays: 0,
  closedOn: null,
  auctionedOn: null,
  fineGoldGrams: 27.48,
  ledger: [
    { type: 'DISBURSEMENT', principal: 10_000_000, interest: 0, penalCharges: 0, postedOn: '2026-01-01' },
    { type: 'INTEREST', principal: 0, interest: 98_630, penalCharges: 0, postedOn: '2026-01-31' },
    { type: 'PAYMENT', principal: 4_901_370, interest: 98_630, penalCharges: 0, postedOn: '2026-01-31' },
  ],
  ...over,
})

const refusal = (fn: () => unknown) => {
  try {
    fn()
  } catch (e) {
    if (isDomainError(e)) return [e.status, e.message]
    throw e
  }
  return null
}

describe('a loan as of a day (the ledger replayed, then a closure quote)', () => {
  it('matches the worked example before and after the payment', () => {
    expect(loanAsOf(worked(), '2026-01-31')).toMatchObject({ principal: 5_098_630, interest: 0, penalCharges: 0 })
    expect(loanAsOf(worked(), '2026-03-02')).toMatchObject({ principal: 5_098_630, interest: 50_288 })
    // A day before the payment: the payment is not yet in the books, 14 days of interest accrue.
    expect(loanAsOf(worked(), '2026-01-15')).toMatchObject({ principal: 10_000_000, interest: 46_027, daysPastDue: 0 })
  })

  it('counts days past the uncovered bullet due', () => {
    expect(loanAsOf(worked(), '2026-04-01')?.daysPastDue).toBe(0)
    expect(loanAsOf(worked(), '2026-04-11')?.daysPastDue).toBe(10)
  })

  it('is not open before its disbursement or from the day it ended', () => {
    expect(loanAsOf(worked(), '2025-12-31')).toBeNull()
    const closed = worked({ status: 'Released', closedOn: '2026-02-10' })
    expect(loanAsOf(closed, '2026-02-09')).not.toBeNull()
    expect(loanAsOf(closed, '2026-02-10')).toBeNull()
    const renewed = worked({
      status: 'Renewed',
      ledger: [
        ...worked().ledger,
        { type: 'RENEWAL', principal: 5_098_630, interest: 0, penalCharges: 0, postedOn: '2026-02-20' },
      ],
    })
    expect(loanEndedOn(renewed)).toBe('2026-02-20')
    expect(loanAsOf(renewed, '2026-02-19')?.principal).toBe(5_098_630)
    expect(loanAsOf(renewed, '2026-02-20')).toBeNull()
    expect(loanEndedOn(worked({ status: 'Auctioned', auctionedOn: '2026-06-01' }))).toBe('2026-06-01')
    expect(loanEndedOn(worked({ status: 'AuctionNoticed' }))).toBeNull()
  })
})

describe('portfolio and ageing', () => {
  const at = (principal: number, daysPastDue: number) => ({
    principal,
    interest: 10,
    penalCharges: 1,
    daysPastDue,
    fineGoldGrams: 0.1,
  })

  it('sums the open loans and counts the overdue ones', () => {
    expect(portfolioOf([at(100, 0), at(200, 5), at(300, 0)])).toEqual({
      activeLoans: 3,
      principal: 600,
      interest: 30,
      penalCharges: 3,
      fineGoldGrams: 0.3,
      overdueLoans: 1,
    })
    expect(portfolioOf([])).toEqual({
      activeLoans: 0,
      principal: 0,
      interest: 0,
      penalCharges: 0,
      fineGoldGrams: 0,
      overdueLoans: 0,
    })
  })

  it.each([
    [0, 'current'],
    [1, '1-30'],
    [30, '1-30'],
    [31, '31-60'],
    [60, '31-60'],
    [61, '61-90'],
    [90, '61-90'],
    [91, '91+'],
  ] as const)('%i days past due is %s', (days, bucket) => {
    expect(ageingBucketOf(days)).toBe(bucket)
  })

  it('puts every loan in one bucket and lists every bucket', () => {
    expect(ageingOf([at(100, 0), at(200, 31), at(300, 45), at(50, 400)])).toEqual({
      current: { loans: 1, principal: 100 },
      '1-30': { loans: 0, principal: 0 },
      '31-60': { loans: 2, principal: 500 },
      '61-90': { loans: 0, principal: 0 },
      '91+': { loans: 1, principal: 50 },
    })
  })
})

describe('day book', () => {
  const entry = (over: Partial<DayBookSource>): DayBookSource => ({
    id: 'e',
    loanId: 'l',
    loanNumber: 'GL/2026-27/000001',
    customerId: 'c',
    borrower: 'Asha',
    type: 'PAYMENT',
    mode: 'Cash',
    reference: null,
    receiptNumber: null,
    amount: 100,
    principal: 100,
    interest: 0,
    penalCharges: 0,
    ...over,
  })

  it('files money out and in by mode, leaves out what moved no money, names the auction mode', () => {
    const book = dayBookOf('2026-05-01', [
      entry({ id: 'd', type: 'DISBURSEMENT', mode: 'BankTransfer', amount: 5000 }),
      entry({ id: 'i', type: 'INTEREST', mode: null, amount: 7 }),
      entry({ id: 'p1', amount: 300 }),
      entry({ id: 'p2', mode: 'UPI', amount: 200 }),
      entry({ id: 'r', type: 'RENEWAL', mode: null, amount: 4000 }),
      entry({ id: 'n', type: 'DISBURSEMENT', mode: null, amount: 0 }),
      entry({ id: 'a', type: 'AUCTION', mode: null, amount: 900 }),
      entry({ id: 's', type: 'SURPLUS_PAYOUT', mode: 'Cash', amount: 50 }),
    ])
    expect(book.disbursements.total).toBe(5050)
    expect(book.disbursements.entries.map((e) => e.id)).toEqual(['d', 's'])
    expect(book.disbursements.byMode).toEqual([
      { mode: 'Cash', entries: 1, amount: 50 },
      { mode: 'BankTransfer', entries: 1, amount: 5000 },
      { mode: 'UPI', entries: 0, amount: 0 },
    ])
    expect(book.collections.total).toBe(1400)
    expect(book.collections.entries.map((e) => [e.id, e.mode])).toEqual([
      ['p1', 'Cash'],
      ['p2', 'UPI'],
      ['a', 'Auction'],
    ])
    expect(book.collections.byMode.map((m) => m.mode)).toEqual(['Cash', 'BankTransfer', 'UPI', 'Auction'])
  })

  it("lists a reversal on the day it was posted, in its entry's section, netted out; an accrual's reversal moved no money", () => {
    const book = dayBookOf('2026-06-02', [
      entry({ id: 'p', mode: 'UPI', amount: 300 }),
      entry({
        id: 'rp',
        type: 'REVERSAL',
        reversedType: 'PAYMENT',
        mode: 'Cash',
        receiptNumber: 'PR/2026-27/000004',
        amount: 500,
        principal: 450,
        interest: 50,
      }),
      entry({ id: 'ri', type: 'REVERSAL', reversedType: 'INTEREST', mode: null, amount: 50 }),
    ])
    expect(book.collections.total).toBe(-200)
    expect(book.collections.entries).toEqual([
      expect.objectContaining({ id: 'p', amount: 300 }),
      {
        ...entry({ id: 'rp', type: 'REVERSAL', mode: 'Cash', receiptNumber: 'PR/2026-27/000004' }),
        amount: -500,
        principal: -450,
        interest: -50,
        penalCharges: 0,
      },
    ])
    expect(book.collections.byMode.slice(0, 3)).toEqual([
      { mode: 'Cash', entries: 1, amount: -500 },
      { mode: 'BankTransfer', entries: 0, amount: 0 },
      { mode: 'UPI', entries: 1, amount: 300 },
    ])
    expect(book.disbursements.entries).toEqual([])
  })

  it('writes one CSV row per entry, disbursements first', () => {
    const book = dayBookOf('2026-05-01', [
      entry({ id: 'p', borrower: 'Rao, "Anil"', reference: 'UPI-1', receiptNumber: 'PR/2026-27/000001' }),
      entry({ id: 'd', type: 'DISBURSEMENT', mode: 'Cash', amount: 1500 }),
    ])
    expect(dayBookCsv(book).split('\r\n')).toEqual([
      'section,type,loanNumber,borrower,mode,reference,receiptNumber,amountRupees,principalRupees,interestRupees,penalChargesRupees',
      'disbursement,DISBURSEMENT,GL/2026-27/000001,Asha,Cash,,,15.00,1.00,0.00,0.00',
      'collection,PAYMENT,GL/2026-27/000001,"Rao, ""Anil""",Cash,UPI-1,PR/2026-27/000001,1.00,1.00,0.00,0.00',
      '',
    ])
  })
})

describe('CSV', () => {
  it('quotes by RFC 4180 and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'line\nbreak'],
          [1, null],
        ],
      ),
    ).toBe('a,b\r\n"x,y","line\nbreak"\r\n1,\r\n')
  })

  it('writes paise as rupees with two decimals, exactly, negatives included', () => {
    expect([0, 5, 99, 100, 123_456_789, -1_050, 900_719_925_474_099].map(rupeesText)).toEqual([
      '0.00',
      '0.05',
      '0.99',
      '1.00',
      '1234567.89',
      '-10.50',
      '9007199254740.99',
    ])
    // A negative amount is a number, not a formula: no leading quote.
    expect(toCsv(['amountRupees'], [[{ numeric: rupeesText(-1_050) }]])).toBe('amountRupees\r\n-10.50\r\n')
  })

  it('neutralises text a spreadsheet would run as a formula, never numbers', () => {
    expect(toCsv(['name'], [['=HYPERLINK("x")'], ['+91'], ['@a'], [-5]])).toBe(
      'name\r\n"\'=HYPERLINK(""x"")"\r\n\'+91\r\n\'@a\r\n-5\r\n',
    )
  })

  it('writes the portfolio as one row and the ageing as one row per bucket, amounts in rupees', () => {
    expect(
      portfolioCsv({
        activeLoans: 2,
        principal: 23_000_000,
        interest: 4,
        penalCharges: 0,
        fineGoldGrams: 12.5,
        overdueLoans: 1,
      }),
    ).toBe(
      'activeLoans,principalRupees,interestRupees,penalChargesRupees,fineGoldGrams,overdueLoans\r\n' +
        '2,230000.00,0.04,0.00,12.5,1\r\n',
    )
    expect(ageingCsv(ageingOf([])).split('\r\n')).toEqual([
      'bucket,loans,principalRupees',
      'current,0,0.00',
      '1-30,0,0.00',
      '31-60,0,0.00',
      '61-90,0,0.00',
      '91+,0,0.00',
      '',
    ])
  })
})

describe('shortfall', () => {
  const base = { goldValue: 10_000_000, exposure: 5_000_000, ceilings: REGULATOR_LTV_CEILINGS }

  it('is over the tier ratio of the gold at the current rate, not at it', () => {
    expect(shortfallOf({ ...base, outstandingTotal: 8_500_000 })).toMatchObject({
      inShortfall: false,
      ratioBp: 8500,
      permitted: 8_500_000,
      excess: 0,
    })
    expect(shortfallOf({ ...base, outstandingTotal: 8_500_001 })).toMatchObject({ inShortfall: true, excess: 1 })
  })

  it('takes the ratio of the borrower tier and the shop ceiling', () => {
    expect(shortfallOf({ ...base, exposure: 30_000_000, outstandingTotal: 8_100_000 })).toMatchObject({
      inShortfall: true,
      ratioBp: 8000,
    })
    const shop = { upTo250kBp: 7000, upTo500kBp: 7000, above500kBp: 7000 }
    expect(shortfallOf({ ...base, ceilings: shop, outstandingTotal: 7_500_000 }).inShortfall).toBe(true)
  })
})

describe('report inputs and series', () => {
  it('reads the date: absent is today, later days and non-dates are refused', () => {
    expect(parseReportDate(undefined, '2026-05-01')).toBe('2026-05-01')
    expect(parseReportDate('2026-04-30', '2026-05-01')).toBe('2026-04-30')
    expect(refusal(() => parseReportDate('2026-05-02', '2026-05-01'))).toEqual([400, 'Dates may not be in the future.'])
    expect(refusal(() => parseReportDate('2026-02-30', '2026-05-01'))).toEqual([
      400,
      'Dates must be calendar dates written YYYY-MM-DD.',
    ])
    expect(refusal(() => parseReportDate(['2026-01-01'], '2026-05-01'))?.[0]).toBe(400)
  })

  it('picks the format from ?format, else from Accept', () => {
    expect(reportFormatOf(undefined, 'text/csv')).toBe('csv')
    expect(reportFormatOf(undefined, 'application/json')).toBe('json')
    expect(reportFormatOf('csv', 'application/json')).toBe('csv')
    expect(refusal(() => reportFormatOf('xml', false))).toEqual([400, 'Format must be json or csv.'])
  })

  it('samples the month ends of the last year, then today', () => {
    expect(monthEndsUpTo('2026-03-15', 4)).toEqual(['2025-12-31', '2026-01-31', '2026-02-28', '2026-03-15'])
    expect(monthEndsUpTo('2026-11-24')).toHaveLength(12)
  })

  it('sums collections per day and mode with every day present', () => {
    const series = collectionsByDay(
      [
        { postedOn: '2026-05-02', type: 'PAYMENT', mode: 'Cash', amount: 100 },
        { postedOn: '2026-05-02', type: 'PAYMENT', mode: 'UPI', amount: 50 },
        { postedOn: '2026-05-03', type: 'AUCTION', mode: null, amount: 70 },
        { postedOn: '2026-05-03', type: 'DISBURSEMENT', mode: 'Cash', amount: 999 },
      ],
      '2026-05-01',
      '2026-05-03',
    )
    expect(series.modes).toEqual(['Cash', 'BankTransfer', 'UPI', 'Auction'])
    expect(series.days).toEqual([
      { date: '2026-05-01', total: 0, byMode: { Cash: 0, BankTransfer: 0, UPI: 0, Auction: 0 } },
      { date: '2026-05-02', total: 150, byMode: { Cash: 100, BankTransfer: 0, UPI: 50, Auction: 0 } },
      { date: '2026-05-03', total: 70, byMode: { Cash: 0, BankTransfer: 0, UPI: 0, Auction: 70 } },
    ])
  })
})
