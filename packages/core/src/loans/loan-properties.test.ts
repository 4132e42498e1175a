import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, dateOfDayNumber, dayNumber, daysBetween, type IsoDate } from '../shared/india-calendar.ts'
import { interestNumerator, roundNumerator, simpleInterest } from './loan-interest.ts'
import { checkLoanToValue, effectiveCeilings, REGULATOR_LTV_CEILINGS, type LtvRequest } from './loan-ltv.ts'
import { closureQuote, planLoanPayment, type LoanPosition } from './loan-position.ts'
import { LOAN_SCHEMES, loanSchedule, MAX_TENURE_MONTHS, type LoanTerms } from './loan-schedule.ts'

type Loan = LoanTerms & { penalRateBp: number; graceDays: number }

const loanArb: fc.Arbitrary<Loan> = fc
  .record({
    scheme: fc.constantFrom(...LOAN_SCHEMES),
    principal: fc.integer({ min: 100, max: 1_000_000_000 }),
    annualRateBp: fc.integer({ min: 0, max: 3600 }),
    penalRateBp: fc.integer({ min: 0, max: 3600 }),
    graceDays: fc.integer({ min: 0, max: 30 }),
    tenure: fc.integer({ min: 1, max: 60 }),
    startDay: fc.integer({ min: dayNumber('2024-01-01'), max: dayNumber('2030-12-31') }),
  })
  .map(({ tenure, startDay, ...t }) => ({
    ...t,
    tenureMonths: Math.min(tenure, MAX_TENURE_MONTHS[t.scheme]),
    disbursedOn: dateOfDayNumber(startDay),
  }))

/**
 * At least ₹1 a month: below that the EMI installment's rounding to the paisa (up to half a paisa a
 * month) can run the balance out before the last month, which leaves dues of zero.
 */
const scheduledLoanArb = loanArb.filter((l) => l.principal >= 100 * l.tenureMonths)

/** A payment `gap` days after the last one, of `share` of the amount to close (1: all of it). */
const stepsArb = fc.array(
  fc.record({
    gap: fc.integer({ min: 0, max: 120 }),
    share: fc.oneof(fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
  }),
  { maxLength: 10 },
)

const opened = (loan: Loan): LoanPosition => ({
  annualRateBp: loan.annualRateBp,
  penalRateBp: loan.penalRateBp,
  graceDays: loan.graceDays,
  schedule: loanSchedule(loan),
  principalOutstanding: loan.principal,
  interestDue: 0,
  penalChargesDue: 0,
  penalPosted: 0,
  lastPostedOn: loan.disbursedOn,
  payments: [],
})

/**
 * loans.md section 2's penal charges day by day, written independently of `penalNumerator`: a due
 * still uncovered `graceDays` after its date accrues, each day after its date, on what the payments
 * made before that day leave uncovered of it.
 */
function referencePenalNumerator(position: LoanPosition, asOf: IsoDate): bigint {
  const paidBy = (date: IsoDate) =>
    position.payments.filter((p) => p.paidOn <= date).reduce((s, p) => s + p.towardsDues, 0)
  let total = 0n
  let cumulative = 0
  for (const due of position.schedule) {
    cumulative += due.amount
    const uncovered = (paid: number) => Math.min(due.amount, Math.max(0, cumulative - paid))
    const graceEnd = addDays(due.dueOn, position.graceDays)
    if (asOf <= graceEnd || uncovered(paidBy(graceEnd)) === 0) continue
    for (let day = dayNumber(due.dueOn) + 1; day <= dayNumber(asOf); day++)
      total += interestNumerator(uncovered(paidBy(dateOfDayNumber(day - 1))), position.penalRateBp, 1)
  }
  return total
}

type Books = {
  principalRepaid: number
  interestPosted: number
  interestPaid: number
  penalPosted: number
  penalPaid: number
  /** The sum of each period's interest on that period's principal, computed here. */
  interestExpected: number
}

/** Runs the payments, checking every invariant after each; returns the last position. */
function runLoan(loan: Loan, steps: readonly { gap: number; share: number }[]): LoanPosition {
  let position = opened(loan)
  const books: Books = {
    principalRepaid: 0,
    interestPosted: 0,
    interestPaid: 0,
    penalPosted: 0,
    penalPaid: 0,
    interestExpected: 0,
  }
  for (const step of steps) {
    const paidOn = addDays(position.lastPostedOn, step.gap)
    const quote = closureQuote(position, paidOn)
    for (const v of [quote.principal, quote.interest, quote.penalCharges, quote.total])
      expect(v).toBeGreaterThanOrEqual(0)
    expect(closureQuote(position, addDays(paidOn, 30)).total).toBeGreaterThanOrEqual(quote.total)
    if (quote.total === 0) break
    const amount = step.share === 1 ? quote.total : Math.max(1, Math.floor(step.share * quote.total))
    const plan = planLoanPayment(position, amount, paidOn)

    // Allocation: non-negative, never more than due, adds up to the payment.
    const a = plan.allocation
    expect(a.penalCharges).toBeGreaterThanOrEqual(0)
    expect(a.interest).toBeGreaterThanOrEqual(0)
    expect(a.principal).toBeGreaterThanOrEqual(0)
    expect(a.penalCharges).toBeLessThanOrEqual(quote.penalCharges)
    expect(a.interest).toBeLessThanOrEqual(quote.interest)
    expect(a.principal).toBeLessThanOrEqual(quote.principal)
    expect(a.penalCharges + a.interest + a.principal).toBe(amount)
    // Penal charges first, then interest: a later component only gets money once the earlier is paid.
    if (a.interest > 0) expect(a.penalCharges).toBe(quote.penalCharges)
    if (a.principal > 0) expect(a.interest).toBe(quote.interest)

    // Interest posted is this period's interest on this period's principal.
    const periodInterest = simpleInterest(
      position.principalOutstanding,
      loan.annualRateBp,
      daysBetween(position.lastPostedOn, paidOn),
    )
    expect(plan.posted.interest).toBe(periodInterest)
    books.interestExpected += periodInterest
    books.interestPosted += plan.posted.interest
    books.interestPaid += a.interest
    expect(plan.posted.penalCharges).toBeGreaterThanOrEqual(0)
    books.penalPosted += plan.posted.penalCharges
    books.penalPaid += a.penalCharges
    books.principalRepaid += a.principal

    position = plan.after
    // The ledger balances.
    expect(books.principalRepaid + position.principalOutstanding).toBe(loan.principal)
    expect(books.interestPosted).toBe(books.interestExpected)
    expect(position.interestDue).toBe(books.interestPosted - books.interestPaid)
    expect(position.penalChargesDue).toBe(books.penalPosted - books.penalPaid)
    expect(position.penalPosted).toBe(books.penalPosted)
    // Penal charges posted so far are the rounded day-by-day total.
    expect(position.penalPosted).toBe(roundNumerator(referencePenalNumerator(position, paidOn)))

    expect(plan.closes).toBe(amount === quote.total)
    if (plan.closes) {
      expect(position).toMatchObject({ principalOutstanding: 0, interestDue: 0, penalChargesDue: 0 })
      break
    }
  }
  return position
}

describe('loan ledger properties', () => {
  it('over random loans and payments the books balance and every figure stays in range', () => {
    fc.assert(
      fc.property(loanArb, stepsArb, (loan, steps) => {
        runLoan(loan, steps)
      }),
      { numRuns: 300 },
    )
  })

  it('a payment equal to the closure quote closes the loan, on any later day', () => {
    fc.assert(
      fc.property(loanArb, stepsArb, fc.integer({ min: 0, max: 800 }), (loan, steps, gap) => {
        const position = runLoan(loan, steps)
        const paidOn = addDays(position.lastPostedOn, gap)
        const quote = closureQuote(position, paidOn)
        if (quote.total === 0) return
        const plan = planLoanPayment(position, quote.total, paidOn)
        expect(plan.closes).toBe(true)
        expect(plan.after).toMatchObject({ principalOutstanding: 0, interestDue: 0, penalChargesDue: 0 })
        expect(() => planLoanPayment(position, quote.total + 1, paidOn)).toThrow(/more than the amount to close/)
      }),
      { numRuns: 200 },
    )
  })

  it('penal charges match the day-by-day reference on any quote date', () => {
    fc.assert(
      fc.property(loanArb, stepsArb, fc.integer({ min: 0, max: 2000 }), (loan, steps, gap) => {
        const position = runLoan(
          loan,
          steps.map((s) => ({ ...s, share: Math.min(s.share, 0.9) })),
        )
        const asOf = addDays(position.lastPostedOn, gap)
        const expected = roundNumerator(referencePenalNumerator(position, asOf))
        expect(closureQuote(position, asOf).penalCharges).toBe(
          position.penalChargesDue + expected - position.penalPosted,
        )
      }),
      { numRuns: 200 },
    )
  })

  it('paying every due on its date never incurs penal charges and the last due closes the loan', () => {
    fc.assert(
      fc.property(scheduledLoanArb, (loan) => {
        let position = opened(loan)
        position.schedule.forEach((due, i) => {
          const plan = planLoanPayment(position, due.amount, due.dueOn)
          expect(plan.posted.penalCharges).toBe(0)
          expect(plan.closes).toBe(i === position.schedule.length - 1)
          position = plan.after
        })
      }),
      { numRuns: 300 },
    )
  })
})

describe('schedule properties', () => {
  it('dues fall monthly up to maturity and add up to principal plus interest', () => {
    fc.assert(
      fc.property(scheduledLoanArb, (loan) => {
        const dues = loanSchedule(loan)
        expect(dues).toHaveLength(loan.scheme === 'BULLET' ? 1 : loan.tenureMonths)
        // An interest-only month at 0% (or on a few rupees) is a due of nothing; other dues carry principal.
        for (const d of dues) expect(d.amount).toBeGreaterThanOrEqual(loan.scheme === 'MONTHLY_INTEREST' ? 0 : 1)
        const total = dues.reduce((s, d) => s + d.amount, 0)
        expect(total).toBeGreaterThanOrEqual(loan.principal)
        if (loan.annualRateBp === 0) expect(total).toBe(loan.principal)
        for (let i = 1; i < dues.length; i++) expect(dues[i]!.dueOn > dues[i - 1]!.dueOn).toBe(true)
        if (loan.scheme === 'EMI' && dues.length > 2)
          expect(new Set(dues.slice(0, -1).map((d) => d.amount)).size).toBe(1)
      }),
      { numRuns: 500 },
    )
  })
})

describe('loan-to-value properties', () => {
  const ceilingArb = fc.integer({ min: 0, max: 9000 })
  const requestArb = (ceilings: fc.Arbitrary<LtvRequest['ceilings']>) =>
    fc.record({
      valuePaise: fc.integer({ min: 0, max: 10_000_000_000 }),
      existingExposure: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000_000_000 })),
      principal: fc.integer({ min: 1, max: 10_000_000_000 }),
      bullet: fc.option(
        fc.record({ annualRateBp: fc.integer({ min: 0, max: 10_000 }), days: fc.integer({ min: 28, max: 366 }) }),
      ),
      ceilings,
    })

  it('maxPrincipal passes, maxPrincipal + 1 does not, and no larger principal passes', () => {
    const anyCeilings = fc.record({ upTo250kBp: ceilingArb, upTo500kBp: ceilingArb, above500kBp: ceilingArb })
    fc.assert(
      fc.property(requestArb(anyCeilings), fc.integer({ min: 1, max: 1_000_000_000 }), (request, more) => {
        const { maxPrincipal } = checkLoanToValue(request)
        expect(maxPrincipal).toBeGreaterThanOrEqual(0)
        if (maxPrincipal > 0) expect(checkLoanToValue({ ...request, principal: maxPrincipal }).permitted).toBe(true)
        expect(checkLoanToValue({ ...request, principal: maxPrincipal + 1 }).permitted).toBe(false)
        expect(checkLoanToValue({ ...request, principal: maxPrincipal + more }).permitted).toBe(false)
      }),
      { numRuns: 1000 },
    )
  })

  it('with tiers that fall as exposure grows, a principal passes exactly when it is at most maxPrincipal', () => {
    const falling = fc
      .tuple(ceilingArb, ceilingArb, ceilingArb)
      .map((bp) => bp.sort((x, y) => y - x))
      .map(([upTo250kBp, upTo500kBp, above500kBp]) => ({ upTo250kBp, upTo500kBp, above500kBp }))
    fc.assert(
      fc.property(requestArb(fc.oneof(fc.constant(REGULATOR_LTV_CEILINGS), falling)), (request) => {
        const c = effectiveCeilings(request.ceilings)
        fc.pre(c.upTo250kBp >= c.upTo500kBp && c.upTo500kBp >= c.above500kBp)
        const answer = checkLoanToValue(request)
        expect(answer.permitted).toBe(request.principal <= answer.maxPrincipal)
      }),
      { numRuns: 1000 },
    )
  })
})
