import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { closureQuote, planLoanPayment, type LoanPosition } from '../loans/loan-position.ts'
import { LOAN_SCHEMES, loanSchedule, MAX_TENURE_MONTHS, type LoanTerms } from '../loans/loan-schedule.ts'
import { positionAsOf } from '../reports/loan-as-of.ts'
import { addDays, dateOfDayNumber, dayNumber, type IsoDate } from '../shared/india-calendar.ts'
import { type CorrectableEntry, liveEntries, paymentsTowardsDues, penalPostedOf } from '../loans/loan-live-ledger.ts'
import { planPaymentReversal } from './payment-reversal.ts'

type Loan = LoanTerms & { penalRateBp: number; graceDays: number }

/** A loan's row and ledger as the API keeps them, driven only through core's rules. */
type Book = {
  status: string
  principalOutstanding: number
  interestDue: number
  penalChargesDue: number
  lastPostedOn: IsoDate
  ledger: CorrectableEntry[]
}

const loanArb: fc.Arbitrary<Loan> = fc
  .record({
    scheme: fc.constantFrom(...LOAN_SCHEMES),
    principal: fc.integer({ min: 10_000, max: 1_000_000_000 }),
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

/** A payment `gap` days after the last posting, of `share` of the amount to close (1: all of it). */
const stepArb = fc.record({
  gap: fc.integer({ min: 0, max: 120 }),
  share: fc.oneof(fc.constant(1), fc.double({ min: 0.001, max: 1, noNaN: true })),
})

function opened(loan: Loan): Book {
  const disbursement = entry(1, 'DISBURSEMENT', loan.disbursedOn, { principal: loan.principal })
  return {
    status: 'Active',
    principalOutstanding: loan.principal,
    interestDue: 0,
    penalChargesDue: 0,
    lastPostedOn: loan.disbursedOn,
    ledger: [{ ...disbursement, amount: loan.principal }],
  }
}

function entry(seq: number, type: string, postedOn: IsoDate, parts: Partial<CorrectableEntry>): CorrectableEntry {
  const e = { principal: 0, interest: 0, penalCharges: 0, ...parts }
  const base = { id: `e${seq}`, seq, type, postedOn, mode: null, reference: null, paymentId: null, reversesId: null }
  return { ...base, amount: e.principal + e.interest + e.penalCharges, ...e }
}

/** As the API's `positionOf`: the row's balances, the live ledger's penal charges and payments. */
function positionOf(loan: Loan, book: Book): LoanPosition {
  const live = liveEntries(book.ledger)
  return {
    annualRateBp: loan.annualRateBp,
    penalRateBp: loan.penalRateBp,
    graceDays: loan.graceDays,
    schedule: loanSchedule(loan),
    principalOutstanding: book.principalOutstanding,
    interestDue: book.interestDue,
    penalChargesDue: book.penalChargesDue,
    penalPosted: penalPostedOf(live),
    lastPostedOn: book.lastPostedOn,
    payments: paymentsTowardsDues(live),
  }
}

/** As the API's payment service: accrual entries, then the PAYMENT; null when nothing is left to pay. */
function pay(loan: Loan, book: Book, step: { gap: number; share: number }, id: string): Book | null {
  if (book.status !== 'Active') return null
  const paidOn = addDays(book.lastPostedOn, step.gap)
  const total = closureQuote(positionOf(loan, book), paidOn).total
  const amount = Math.max(1, Math.round(total * step.share))
  if (total === 0) return null
  const plan = planLoanPayment(positionOf(loan, book), Math.min(amount, total), paidOn)
  let seq = book.ledger.length
  const added = [
    ...(plan.posted.interest > 0 ? [entry(++seq, 'INTEREST', paidOn, { interest: plan.posted.interest })] : []),
    ...(plan.posted.penalCharges > 0
      ? [entry(++seq, 'PENAL_CHARGE', paidOn, { penalCharges: plan.posted.penalCharges })]
      : []),
    { ...entry(++seq, 'PAYMENT', paidOn, plan.allocation), paymentId: id },
  ]
  return {
    status: plan.closes ? 'Closed' : 'Active',
    principalOutstanding: plan.after.principalOutstanding,
    interestDue: plan.after.interestDue,
    penalChargesDue: plan.after.penalChargesDue,
    lastPostedOn: paidOn,
    ledger: [...book.ledger, ...added],
  }
}

function reverse(loan: Loan, book: Book, paymentId: string, today: IsoDate): Book {
  const row = { ...book, disbursedOn: loan.disbursedOn, auctionNoticedOn: null, releasedOn: null }
  const plan = planPaymentReversal(row, book.ledger, paymentId, today)
  const added = plan.entries.map((e, i) => ({
    ...e,
    id: `r${book.ledger.length + i + 1}`,
    seq: book.ledger.length + i + 1,
  }))
  return { ...book, ...plan.balances, status: plan.status ?? book.status, ledger: [...book.ledger, ...added] }
}

/** The figures a loan shows: its row, its position, what closes it on a later day, as the reports replay it. */
const figures = (loan: Loan, book: Book, asOf: IsoDate) => {
  const position = positionOf(loan, book)
  const report = positionAsOf(
    { ...loan, id: 'l', status: book.status, closedOn: null, auctionedOn: null, fineGoldGrams: 0, ledger: book.ledger },
    asOf,
  )
  return {
    status: book.status,
    position,
    quote: closureQuote(position, asOf < position.lastPostedOn ? position.lastPostedOn : asOf),
    report: { ...report, schedule: undefined },
  }
}

describe('a payment reversed is a payment never made', () => {
  it('leaves every figure as without it, then and after later payments (500 runs)', () => {
    fc.assert(
      fc.property(
        loanArb,
        fc.array(stepArb, { maxLength: 6 }),
        stepArb,
        fc.integer({ min: 0, max: 90 }),
        fc.array(stepArb, { maxLength: 4 }),
        (loan, before, wrong, reversalGap, after) => {
          let book = opened(loan)
          for (const [i, step] of before.entries()) book = pay(loan, book, step, `p${i}`) ?? book
          const paid = pay(loan, book, wrong, 'wrong')
          fc.pre(paid !== null)
          const today = addDays(paid.lastPostedOn, reversalGap)
          let corrected = reverse(loan, paid, 'wrong', today)
          let never = book
          expect(figures(loan, corrected, today)).toEqual(figures(loan, never, today))
          for (const [i, step] of after.entries()) {
            const a = pay(loan, corrected, step, `q${i}`)
            const b = pay(loan, never, step, `q${i}`)
            if (a === null || b === null) break
            // The later payments are dated from the last live posting, as the loan allows them.
            corrected = a
            never = b
            const asOf = corrected.lastPostedOn > today ? corrected.lastPostedOn : today
            expect(figures(loan, corrected, asOf)).toEqual(figures(loan, never, asOf))
          }
        },
      ),
      { numRuns: 500 },
    )
  })
})
