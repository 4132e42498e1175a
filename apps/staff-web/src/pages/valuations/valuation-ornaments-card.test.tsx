import { paiseToRupees, rupeesToPaise } from '@gold/core/shared/money'
import { formatGrams, mgToGrams } from '@gold/core/shared/weight'
import { computeValuation, parseOrnament } from '@gold/core/valuations/index'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ValuationDetail } from './valuation-outputs.ts'
import { OrnamentsCard } from './valuation-ornaments-card.tsx'

/** Issue 23: each ornament's value is checkable at the counter as fine weight × the 24K rate. */
const ornaments = computeValuation({
  type: 'sell',
  rate22kPaise: rupeesToPaise(6000),
  valuationFee: 0,
  ornaments: [
    parseOrnament({ type: 'Chain', purity: '22K', grossWeight: '10', purityMethod: 'XRF' }),
    parseOrnament({ type: 'Ring', purity: '18K', grossWeight: '4.255', deduction: '0.3', quantity: '2' }),
  ],
}).ornaments

/** As tRPC valuations.get answers them: rupees and grams (the REST shapes). */
const valuation = {
  goldRate: 6000,
  ornaments: ornaments.map((o, i) => ({
    id: `orn-${i}`,
    ...o,
    grossWeight: mgToGrams(o.grossWeightMg),
    deduction: mgToGrams(o.deductionMg),
    netWeight: mgToGrams(o.netWeightMg),
    estimatedValue: paiseToRupees(o.estimatedValuePaise),
  })),
} as unknown as ValuationDetail

const rowOf = (name: string) =>
  screen
    .getAllByRole('row')
    .find((r) => within(r).queryByText(name))!
    .textContent.replace(/\s+/g, ' ')

describe('Ornaments card', () => {
  it('shows each line’s fine weight to the milligram and the 24K rate its value was priced at', () => {
    render(<OrnamentsCard v={valuation} />)
    // 10 g of 22K: 9.16 g of fine gold at ₹6,543.67/g is ₹59,940.02.
    expect(ornaments[0]!.estimatedValuePaise).toBe(5994002)
    const chain = rowOf('Chain')
    expect(chain).toContain('9.160 g')
    expect(chain).toContain('₹6,543.67/g')
    expect(chain).toContain('₹59,940.02')
    const ring = rowOf('Ring')
    expect(ring).toContain(`${formatGrams(ornaments[1]!.netWeightMg, 3)} g`)
    expect(ring).toContain('₹6,543.67/g')
    expect(screen.getByText(/Value = fine gold × 24K rate/).textContent).toContain('₹6,000.00')
  })
})
