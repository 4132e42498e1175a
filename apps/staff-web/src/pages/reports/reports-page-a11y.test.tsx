import axe from 'axe-core'
import { screen } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { isoDateOf } from '@gold/core/shared/india-calendar'
import { ReportsPage } from './reports-page.tsx'

useMockServer()

// happy-dom lays nothing out, so a resize observer would measure each chart at 0×0 and recharts
// would draw nothing; without one the charts keep their initial 320×240 and draw their SVG.
beforeAll(() => {
  vi.stubGlobal('ResizeObserver', undefined)
})
afterAll(() => {
  vi.unstubAllGlobals()
})

const today = isoDateOf(new Date())
const bucket = (loans: number, principal: number) => ({ loans, principal })
const AGEING = {
  current: bucket(1, 1_500_000),
  '1-30': bucket(0, 0),
  '31-60': bucket(0, 0),
  '61-90': bucket(0, 0),
  '91+': bucket(1, 5_098_630),
}
const noMoney = { total: 0, byMode: [], entries: [] }

/** The rules issue 23 found broken on the Reports page, and the landmark rules beside them. */
const RULES = ['aria-hidden-focus', 'landmark-unique', 'landmark-no-duplicate-main', 'region', 'duplicate-id-aria']

describe('Reports page accessibility (axe)', () => {
  it('has no focusable content hidden from screen readers and no repeated landmark', { timeout: 30_000 }, async () => {
    stubProcedure('reports.portfolio', () => ({
      asOf: today,
      report: {
        activeLoans: 2,
        principal: 6_598_630,
        interest: 0,
        penalCharges: 0,
        fineGoldGrams: 36.64,
        overdueLoans: 1,
      },
    }))
    stubProcedure('reports.ageing', () => ({ asOf: today, report: AGEING }))
    stubProcedure('reports.dayBook', () => ({ date: today, disbursements: noMoney, collections: noMoney }))
    stubProcedure('reports.series', () => ({
      today,
      outstanding: [{ date: today, loans: 2, principal: 6_598_630, total: 6_700_000 }],
      collections: {
        modes: ['Cash', 'BankTransfer', 'UPI'],
        days: [{ date: today, total: 5_000_000, byMode: { Cash: 0, BankTransfer: 0, UPI: 5_000_000 } }],
      },
      ageing: AGEING,
      goldRates: [{ date: today, rate22kPaise: 600_000 }],
    }))
    const { container } = renderWithTrpc(
      <main>
        <ReportsPage />
      </main>,
    )
    await screen.findByText('Daily closing 22K rate per gram, last 30 days', undefined, { timeout: 15_000 })
    // Every chart has drawn its SVG before axe looks.
    await screen.findAllByText('Principal', { selector: '.recharts-legend-item-text' })
    expect(container.querySelectorAll('.recharts-wrapper').length).toBe(4)

    const results = await axe.run(container, { runOnly: { type: 'rule', values: RULES } })
    const found = results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.html.slice(0, 120)) }))
    expect(found).toEqual([])
  })
})
