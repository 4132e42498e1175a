import { describe, expect, it } from 'vitest'
import { addDayFigures, dayFiguresOf, portfolioOfFigures } from './day-figures.ts'
import type { LoanAsOf } from './loan-as-of.ts'
import { ageingOf, portfolioOf } from './report-figures.ts'

const loan = (principal: number, daysPastDue: number, fineGoldGrams: number): LoanAsOf => ({
  principal,
  interest: principal / 100,
  penalCharges: daysPastDue > 0 ? 700 : 0,
  daysPastDue,
  fineGoldGrams,
})

describe('day figures', () => {
  const loans = [loan(10_000_000, 0, 27.48), loan(5_000_000, 45, 9.16), loan(300, 120, 0.07), loan(900, 1, 0.1)]

  it('hold the portfolio and the ageing of the loans', () => {
    const f = dayFiguresOf(loans)
    expect(portfolioOfFigures(f)).toEqual(portfolioOf(loans))
    expect(f.ageing).toEqual(ageingOf(loans))
  })

  it('of pages added up equal those of the whole book, to the paisa and the centigram', () => {
    for (let cut = 0; cut <= loans.length; cut++) {
      const pages = addDayFigures(dayFiguresOf(loans.slice(0, cut)), dayFiguresOf(loans.slice(cut)))
      expect(pages).toEqual(dayFiguresOf(loans))
    }
    expect(addDayFigures(dayFiguresOf([]), dayFiguresOf([]))).toEqual(dayFiguresOf([]))
  })
})
