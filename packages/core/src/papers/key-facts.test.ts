import { describe, expect, it } from 'vitest'
import { keyFacts, type KeyFactsTerms } from './key-facts.ts'

const terms = (over: Partial<KeyFactsTerms>): KeyFactsTerms => ({
  scheme: 'EMI',
  principal: 10_000_000,
  annualRateBp: 1200,
  tenureMonths: 12,
  disbursedOn: '2026-01-15',
  penalRateBp: 200,
  graceDays: 7,
  ...over,
})

describe('keyFacts', () => {
  it('an EMI loan without fees: APR close to its rate, interest what the schedule adds', () => {
    const k = keyFacts(terms({}), [])
    expect(k.installments).toMatchObject({ count: 12, firstDueOn: '2026-02-15' })
    expect(k.installments.amount).toBeGreaterThan(880_000)
    expect(k.totalRepayable).toBe(k.schedule.reduce((s, d) => s + d.amount, 0))
    expect(k.totalInterest).toBe(k.totalRepayable - 10_000_000)
    expect(k.netDisbursed).toBe(10_000_000)
    expect(k.apr).toBeGreaterThanOrEqual(11.9)
    expect(k.apr).toBeLessThanOrEqual(12.1)
    expect(k.maturityOn).toBe('2027-01-15')
    // The schedule's lines add up: principal parts repay the loan, interest parts are its interest.
    expect(k.lines.reduce((s, l) => s + l.principal, 0)).toBe(10_000_000)
    expect(k.lines.reduce((s, l) => s + l.interest, 0)).toBe(k.totalInterest)
    expect(k.lines[0]!.opening).toBe(10_000_000)
    expect(k.lines.at(-1)!.opening).toBe(k.lines.at(-1)!.principal)
  })

  it('a valuation fee comes off the disbursement and raises the APR', () => {
    const without = keyFacts(terms({}), [])
    const k = keyFacts(terms({}), [
      { kind: 'valuation', amount: 50_000 },
      { kind: 'processing', amount: 0 },
    ])
    expect(k.fees).toEqual([{ kind: 'valuation', amount: 50_000 }])
    expect([k.totalFees, k.netDisbursed]).toEqual([50_000, 9_950_000])
    expect(k.apr!).toBeGreaterThan(without.apr!)
  })

  it('a bullet loan: one due at maturity with the interest to maturity (Actual/365)', () => {
    const k = keyFacts(terms({ scheme: 'BULLET', disbursedOn: '2026-01-01' }), [])
    // 365 days at 12% on ₹1,00,000: ₹12,000.
    expect(k.schedule).toEqual([{ dueOn: '2027-01-01', amount: 11_200_000 }])
    expect([k.installments.count, k.totalInterest, k.apr]).toEqual([1, 1_200_000, 11.39])
  })

  it('interest monthly, principal at maturity', () => {
    const k = keyFacts(terms({ scheme: 'MONTHLY_INTEREST', tenureMonths: 6 }), [])
    expect(k.installments.count).toBe(6)
    expect(k.schedule.at(-1)!.amount).toBeGreaterThan(10_000_000)
    expect(k.apr!).toBeGreaterThan(11.8)
  })

  it('no APR when the fees swallow the principal', () => {
    expect(keyFacts(terms({ principal: 10_000 }), [{ kind: 'valuation', amount: 10_000 }]).apr).toBeNull()
  })
})
