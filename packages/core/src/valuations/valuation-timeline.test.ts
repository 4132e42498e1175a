import { describe, expect, it } from 'vitest'
import { valuationTimelineDetail } from './valuation-timeline.ts'

describe('valuationTimelineDetail', () => {
  it.each([
    ['loan', 'Loan · ₹92,592.38'],
    ['sell', 'Sell · ₹1,23,456.50'],
    ['certificate', 'Sell · ₹1,23,456.50'],
    ['Loan', 'Sell · ₹1,23,456.50'],
  ])('%s -> %s', (type, expected) => {
    expect(valuationTimelineDetail({ type, totalValuePaise: 12345650, estimatedLoanPaise: 9259238 })).toBe(expected)
  })

  it('uses a middle dot between single spaces', () => {
    expect(valuationTimelineDetail({ type: 'sell', totalValuePaise: 0, estimatedLoanPaise: 0 })).toContain(' \u00B7 ')
  })
})
