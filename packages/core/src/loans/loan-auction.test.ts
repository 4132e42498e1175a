import { describe, expect, it } from 'vitest'
import { domainFailure } from '../test-support/domain-failure.ts'
import { openedLoan } from './opened-loan-fixture.ts'
import {
  assertAuctionDate,
  auctionNoticeAllowed,
  planAuctionNotice,
  planAuctionSale,
  reservePrice,
} from './loan-auction.ts'
import { parseAuction, parseSurplusPayout } from './loan-input.ts'

const failure = (fn: () => unknown) => domainFailure(fn)?.message ?? null

const notice = (over: Partial<Parameters<typeof planAuctionNotice>[0]> = {}) =>
  planAuctionNotice({
    status: 'Active',
    daysPastDue: 90,
    thresholdDays: 90,
    maturityOn: '2026-12-01',
    principalOutstanding: 100,
    noticedOn: '2026-06-01',
    noticeDays: 14,
    ...over,
  })

describe('planAuctionNotice', () => {
  it('at the threshold: earliest auction after the notice days', () => {
    expect(notice()).toEqual({ earliestOn: '2026-06-15' })
  })
  it('past maturity with principal outstanding, however few days past due', () => {
    expect(notice({ daysPastDue: 0, maturityOn: '2026-05-31' })).toEqual({ earliestOn: '2026-06-15' })
  })
  it.each([
    ['before the threshold', { daysPastDue: 89 }],
    ['on the maturity date itself', { daysPastDue: 0, maturityOn: '2026-06-01' }],
    ['past maturity with no principal', { daysPastDue: 0, maturityOn: '2026-05-01', principalOutstanding: 0 }],
    ['a loan under notice already', { status: 'AuctionNoticed' }],
    ['a closed loan', { status: 'Closed' }],
  ])('refuses %s', (_name, over) => {
    expect(failure(() => notice(over))).toBe('This loan cannot be put up for auction in its current state.')
  })
})

// Issue 23: the loan page offers the notice by this rule; it must agree with planAuctionNotice.
describe('auctionNoticeAllowed agrees with planAuctionNotice', () => {
  it.each([
    ['38 days past due, threshold 90', { daysPastDue: 38 }, false],
    ['at the threshold', {}, true],
    ['a shop threshold of 30, 38 days past due', { daysPastDue: 38, thresholdDays: 30 }, true],
    ['past maturity with principal outstanding', { daysPastDue: 0, maturityOn: '2026-05-31' }, true],
    ['past maturity with no principal', { daysPastDue: 0, maturityOn: '2026-05-01', principalOutstanding: 0 }, false],
    ['a loan under notice already', { status: 'AuctionNoticed' }, false],
    ['a closed loan', { status: 'Closed' }, false],
  ] as const)('%s → %s', (_name, over, allowed) => {
    const input = {
      status: 'Active',
      daysPastDue: 90,
      thresholdDays: 90,
      maturityOn: '2026-12-01',
      principalOutstanding: 100,
      noticedOn: '2026-06-01',
      ...over,
    }
    expect(auctionNoticeAllowed(input)).toBe(allowed)
    expect(failure(() => notice(over)) === null).toBe(allowed)
  })
})

describe('reservePrice', () => {
  it.each([
    [10_000_000, 0, 9_000_000],
    [10_000_000, 1, 9_000_000],
    [10_000_000, 2, 8_500_000],
    [10_000_000, 5, 8_500_000],
    [11, 0, 10], // 9.9 rounds up
  ])('value %i after %i failures: %i', (value, failures, reserve) => {
    expect(reservePrice(value, failures)).toBe(reserve)
  })
})

describe('assertAuctionDate', () => {
  const base = { status: 'AuctionNoticed', soldOn: '2026-06-15', earliestOn: '2026-06-15', lastPostedOn: '2026-06-01' }
  it('on the earliest date', () => expect(failure(() => assertAuctionDate(base))).toBeNull())
  it.each([
    [{ soldOn: '2026-06-14' }, 'The gold cannot be auctioned before 15 Jun 2026, when the notice period ends.'],
    [{ lastPostedOn: '2026-06-20', soldOn: '2026-06-19' }, 'Auction date is before the last payment.'],
    [{ status: 'Active' }, 'This loan cannot be auctioned in its current state.'],
  ])('refuses %o', (over, message) => {
    expect(failure(() => assertAuctionDate({ ...base, ...over }))).toBe(message)
  })
})

describe('planAuctionSale', () => {
  const position = openedLoan()
  it('below the reserve', () => {
    expect(failure(() => planAuctionSale(position, '2026-01-31', 8_999_999, 9_000_000))).toBe(
      'Sale amount is below the reserve price (₹90,000).',
    )
    expect(failure(() => planAuctionSale(position, '2026-01-31', 1, 9_000_050))).toBe(
      'Sale amount is below the reserve price (₹90,000.50).',
    )
  })
  it('a surplus: the loan is paid in full, the rest is owed to the borrower', () => {
    const plan = planAuctionSale(position, '2026-01-31', 11_000_000, 9_000_000)
    expect(plan).toEqual({
      posted: { interest: 98_630, penalCharges: 0 },
      allocation: { penalCharges: 0, interest: 98_630, principal: 10_000_000 },
      surplus: 901_370,
      shortfall: 0,
      after: { principalOutstanding: 0, interestDue: 0, penalChargesDue: 0, lastPostedOn: '2026-01-31' },
    })
  })
  it('a shortfall stays owed', () => {
    const plan = planAuctionSale(position, '2026-01-31', 9_000_000, 9_000_000)
    expect(plan.allocation).toEqual({ penalCharges: 0, interest: 98_630, principal: 8_901_370 })
    expect(plan.surplus).toBe(0)
    expect(plan.shortfall).toBe(1_098_630)
    expect(plan.after.principalOutstanding).toBe(1_098_630)
  })
})

describe('auction and surplus bodies', () => {
  it('parses a sale and a failed attempt', () => {
    expect(parseAuction({ soldOn: '2026-06-15', amount: 100, buyer: ' Ram Jewellers ' })).toEqual({
      soldOn: '2026-06-15',
      sale: { amount: 100, buyer: 'Ram Jewellers' },
    })
    expect(parseAuction({ soldOn: '2026-06-15', failed: true, amount: 5 })).toEqual({
      soldOn: '2026-06-15',
      sale: null,
    })
  })
  it.each([
    [{ amount: 100, buyer: 'Ram' }, 'Dates must be calendar dates written YYYY-MM-DD.'],
    [{ soldOn: '2026-06-15', buyer: 'Ram' }, 'Amount must be a whole number of paise from ₹0.01 to ₹10,00,00,000.'],
    [{ soldOn: '2026-06-15', amount: 100 }, 'Say who bought the gold (2 to 100 characters).'],
    [{ soldOn: '2026-06-15', amount: 100, buyer: 'x'.repeat(101) }, 'Say who bought the gold (2 to 100 characters).'],
  ])('refuses %o', (body, message) => {
    expect(failure(() => parseAuction(body))).toBe(message)
  })
  it('surplus payout needs a mode, and a reference for bank transfer and UPI', () => {
    expect(parseSurplusPayout({ mode: 'Cash' })).toEqual({ mode: 'Cash', reference: null })
    expect(failure(() => parseSurplusPayout({ mode: 'UPI' }))).toBe(
      'A reference is required for bank transfer and UPI.',
    )
  })
})
