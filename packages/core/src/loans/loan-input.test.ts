import { describe, expect, it } from 'vitest'
import { domainFailure } from '../test-support/domain-failure.ts'
import {
  asOfQuery,
  dateNotAfter,
  loanListQuery,
  loanPaymentBody,
  openLoanBody,
  parseAsOf,
  parseLoanListQuery,
  parseLoanPayment,
  parseOpenLoan,
  parseRelease,
  releaseBody,
} from './loan-input.ts'

const open = (over: Record<string, unknown> = {}) => ({
  valuationId: 'val-1',
  principal: 1_000_000,
  scheme: 'EMI',
  annualRate: 12.5,
  tenureMonths: 12,
  disbursementMode: 'Cash',
  ...over,
})

describe('parseOpenLoan', () => {
  it('defaults: no penal rate, no grace, today', () => {
    expect(parseOpenLoan(open())).toEqual({
      valuationId: 'val-1',
      principal: 1_000_000,
      scheme: 'EMI',
      annualRateBp: 1250,
      tenureMonths: 12,
      penalRateBp: 0,
      graceDays: 0,
      disbursementMode: 'Cash',
      disbursementReference: null,
      disbursedOn: null,
      purpose: null,
    })
  })

  it('reads the purpose (issue 28) and refuses an unknown one', () => {
    expect(parseOpenLoan(open({ purpose: 'incomeGenerating' }))).toMatchObject({ purpose: 'incomeGenerating' })
    expect(() => parseOpenLoan(open({ purpose: 'gold' }))).toThrow('Purpose must be consumption or incomeGenerating.')
  })

  it('every field given', () => {
    const body = open({
      valuationId: ' val-2 ',
      scheme: 'BULLET',
      penalRate: 2,
      graceDays: 7,
      disbursementMode: 'UPI',
      disbursementReference: ' UTR123 ',
      disbursedOn: '2026-01-31',
    })
    expect(parseOpenLoan(body)).toMatchObject({
      valuationId: 'val-2',
      scheme: 'BULLET',
      penalRateBp: 200,
      graceDays: 7,
      disbursementMode: 'UPI',
      disbursementReference: 'UTR123',
      disbursedOn: '2026-01-31',
    })
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['no valuation', { valuationId: '  ' }, 'Choose the loan valuation to disburse.'],
    ['principal below ₹1', { principal: 99 }, 'Principal must be a whole number of paise from ₹1 to ₹10,00,00,000.'],
    [
      'principal in fractions of a paisa',
      { principal: 100.5 },
      'Principal must be a whole number of paise from ₹1 to ₹10,00,00,000.',
    ],
    ['principal as text', { principal: '1000' }, 'Principal must be a whole number of paise from ₹1 to ₹10,00,00,000.'],
    [
      'principal above ₹10 crore',
      { principal: 10_000_000_001 },
      'Principal must be a whole number of paise from ₹1 to ₹10,00,00,000.',
    ],
    ['unknown scheme', { scheme: 'emi' }, 'Scheme must be EMI, BULLET or MONTHLY_INTEREST.'],
    [
      'rate with three decimals',
      { annualRate: 12.345 },
      'Interest rate must be a percentage from 0 to 100 with at most two decimals.',
    ],
    [
      'negative rate',
      { annualRate: -1 },
      'Interest rate must be a percentage from 0 to 100 with at most two decimals.',
    ],
    [
      'rate above 100',
      { annualRate: 100.01 },
      'Interest rate must be a percentage from 0 to 100 with at most two decimals.',
    ],
    [
      'rate as text',
      { annualRate: '12' },
      'Interest rate must be a percentage from 0 to 100 with at most two decimals.',
    ],
    ['no tenure', { tenureMonths: 0 }, 'Tenure must be a whole number of months from 1 to 60.'],
    ['tenure above 60', { tenureMonths: 61 }, 'Tenure must be a whole number of months from 1 to 60.'],
    ['tenure in part months', { tenureMonths: 1.5 }, 'Tenure must be a whole number of months from 1 to 60.'],
    [
      'bullet over 12 months',
      { scheme: 'BULLET', tenureMonths: 13 },
      'Bullet and interest-only loans can run for at most 12 months.',
    ],
    [
      'interest-only over 12 months',
      { scheme: 'MONTHLY_INTEREST', tenureMonths: 24 },
      'Bullet and interest-only loans can run for at most 12 months.',
    ],
    [
      'penal rate with three decimals',
      { penalRate: 1.001 },
      'Penal rate must be a percentage from 0 to 100 with at most two decimals.',
    ],
    ['negative grace', { graceDays: -1 }, 'Grace days must be a whole number from 0 to 90.'],
    ['grace above 90', { graceDays: 91 }, 'Grace days must be a whole number from 0 to 90.'],
    ['unknown mode', { disbursementMode: 'Cheque' }, 'Mode must be Cash, BankTransfer or UPI.'],
    [
      'bank transfer without reference',
      { disbursementMode: 'BankTransfer' },
      'A reference is required for bank transfer and UPI.',
    ],
    [
      'UPI with a blank reference',
      { disbursementMode: 'UPI', disbursementReference: '  ' },
      'A reference is required for bank transfer and UPI.',
    ],
    ['reference too long', { disbursementReference: 'x'.repeat(101) }, 'Reference must be 100 characters or fewer.'],
    ['not a calendar date', { disbursedOn: '2026-02-30' }, 'Dates must be calendar dates written YYYY-MM-DD.'],
    [
      'first failing field in body order',
      { principal: 0, scheme: 'X', annualRate: -5 },
      'Principal must be a whole number of paise from ₹1 to ₹10,00,00,000.',
    ],
  ])('%s', (_name, over, message) => {
    expect(domainFailure(() => parseOpenLoan(open(over)))).toEqual({ status: 400, message })
  })

  it.each<[string, Record<string, unknown>]>([
    ['EMI for 60 months', { tenureMonths: 60 }],
    ['bullet for 12 months', { scheme: 'BULLET', tenureMonths: 12 }],
    ['zero rate', { annualRate: 0 }],
    ['₹1 exactly', { principal: 100 }],
    ['₹10 crore exactly', { principal: 10_000_000_000 }],
    ['null penal rate and grace', { penalRate: null, graceDays: null }],
    ['90 grace days', { graceDays: 90 }],
  ])('accepts %s', (_name, over) => {
    expect(domainFailure(() => parseOpenLoan(open(over)))).toBeNull()
  })

  it('a body that is not an object asks for the valuation first', () => {
    expect(domainFailure(() => parseOpenLoan('nope'))).toEqual({
      status: 400,
      message: 'Choose the loan valuation to disburse.',
    })
  })

  it('the zod schema carries the same parse and the same DomainError', () => {
    expect(openLoanBody.parse(open()).annualRateBp).toBe(1250)
    expect(domainFailure(() => openLoanBody.parse(open({ scheme: 'X' })))).toEqual({
      status: 400,
      message: 'Scheme must be EMI, BULLET or MONTHLY_INTEREST.',
    })
  })
})

describe('parseLoanPayment', () => {
  const pay = (over: Record<string, unknown> = {}) => ({ amount: 500_000, mode: 'Cash', ...over })

  it('defaults', () => {
    expect(parseLoanPayment(pay())).toEqual({
      amount: 500_000,
      mode: 'Cash',
      reference: null,
      paidOn: null,
      idempotencyKey: null,
    })
    expect(parseLoanPayment(pay({ paidOn: '', idempotencyKey: null })).paidOn).toBeNull()
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['zero', { amount: 0 }, 'Amount must be a whole number of paise from ₹0.01 to ₹10,00,00,000.'],
    ['fractions of a paisa', { amount: 1.5 }, 'Amount must be a whole number of paise from ₹0.01 to ₹10,00,00,000.'],
    ['negative', { amount: -100 }, 'Amount must be a whole number of paise from ₹0.01 to ₹10,00,00,000.'],
    ['unknown mode', { mode: 'Online' }, 'Mode must be Cash, BankTransfer or UPI.'],
    ['UPI without reference', { mode: 'UPI' }, 'A reference is required for bank transfer and UPI.'],
    ['bad date', { paidOn: '31-01-2026' }, 'Dates must be calendar dates written YYYY-MM-DD.'],
    [
      'short idempotency key',
      { idempotencyKey: 'abc' },
      'idempotencyKey must be 8 to 100 letters, digits, dashes or underscores.',
    ],
    [
      'idempotency key with spaces',
      { idempotencyKey: 'abc def ghi' },
      'idempotencyKey must be 8 to 100 letters, digits, dashes or underscores.',
    ],
    [
      'idempotency key not text',
      { idempotencyKey: 12345678 },
      'idempotencyKey must be 8 to 100 letters, digits, dashes or underscores.',
    ],
  ])('%s', (_name, over, message) => {
    expect(domainFailure(() => parseLoanPayment(pay(over)))).toEqual({ status: 400, message })
    expect(domainFailure(() => loanPaymentBody.parse(pay(over)))).toEqual({ status: 400, message })
  })

  it('keeps a good key and reference', () => {
    expect(
      parseLoanPayment(pay({ mode: 'BankTransfer', reference: 'NEFT-1', idempotencyKey: 'pay_2026-01-31' })),
    ).toMatchObject({
      mode: 'BankTransfer',
      reference: 'NEFT-1',
      idempotencyKey: 'pay_2026-01-31',
    })
  })
})

describe('parseRelease', () => {
  it('trims and keeps the note', () => {
    expect(parseRelease({ releasedTo: ' Ravi Kumar ', sealIntact: false, note: ' ok ' })).toEqual({
      releasedTo: 'Ravi Kumar',
      sealIntact: false,
      note: 'ok',
    })
    expect(releaseBody.parse({ releasedTo: 'Ravi', sealIntact: true })).toEqual({
      releasedTo: 'Ravi',
      sealIntact: true,
      note: null,
    })
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['nobody', { sealIntact: true }, 'Say who received the gold (2 to 100 characters).'],
    ['one letter', { releasedTo: 'R', sealIntact: true }, 'Say who received the gold (2 to 100 characters).'],
    ['too long', { releasedTo: 'R'.repeat(101), sealIntact: true }, 'Say who received the gold (2 to 100 characters).'],
    [
      'seal as text',
      { releasedTo: 'Ravi', sealIntact: 'yes' },
      'Say whether the packet seal was intact (true or false).',
    ],
    ['no seal', { releasedTo: 'Ravi' }, 'Say whether the packet seal was intact (true or false).'],
    [
      'long note',
      { releasedTo: 'Ravi', sealIntact: true, note: 'n'.repeat(501) },
      'Note must be 500 characters or fewer.',
    ],
  ])('%s', (_name, body, message) => {
    expect(domainFailure(() => parseRelease(body))).toEqual({ status: 400, message })
  })
})

describe('list and as-of queries', () => {
  it('parses the REST strings', () => {
    expect(
      parseLoanListQuery({ status: 'Active', customerId: 'c1', search: ' GL/2025 ', overdue: 'true', cursor: '' }),
    ).toEqual({
      status: 'Active',
      customerId: 'c1',
      search: 'GL/2025',
      overdue: true,
      cursor: null,
    })
    expect(parseLoanListQuery(undefined)).toEqual({
      status: null,
      customerId: null,
      search: null,
      overdue: false,
      cursor: null,
    })
    expect(parseLoanListQuery({ overdue: 'yes' }).overdue).toBe(false)
  })

  it('refuses an unknown status', () => {
    expect(domainFailure(() => parseLoanListQuery({ status: 'Open' }))).toEqual({
      status: 400,
      message: 'Unknown loan status.',
    })
    expect(domainFailure(() => loanListQuery.parse({ status: 'Open' }))).toEqual({
      status: 400,
      message: 'Unknown loan status.',
    })
  })

  it('the tRPC list input', () => {
    expect(loanListQuery.parse({ overdue: true, status: 'Closed' })).toMatchObject({ overdue: true, status: 'Closed' })
  })

  it('as-of dates', () => {
    expect(parseAsOf(undefined)).toBeNull()
    expect(parseAsOf('2026-03-02')).toBe('2026-03-02')
    expect(domainFailure(() => parseAsOf('2026-3-2'))).toEqual({
      status: 400,
      message: 'Dates must be calendar dates written YYYY-MM-DD.',
    })
    expect(asOfQuery.parse({ id: 'l1' })).toEqual({ id: 'l1', asOf: null })
    expect(asOfQuery.parse({ id: 'l1', asOf: '2026-03-02' })).toEqual({ id: 'l1', asOf: '2026-03-02' })
  })
})

describe('dateNotAfter', () => {
  it.each<[string | null, string | null]>([
    [null, '2026-03-02'],
    ['2026-03-02', '2026-03-02'],
    ['2025-12-31', '2025-12-31'],
  ])('%j -> %j', (date, expected) => {
    expect(dateNotAfter(date, '2026-03-02')).toBe(expected)
  })

  it('tomorrow is in the future', () => {
    expect(domainFailure(() => dateNotAfter('2026-03-03', '2026-03-02'))).toEqual({
      status: 400,
      message: 'Dates may not be in the future.',
    })
  })
})
