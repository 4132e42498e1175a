import { startOfIstDay } from '@gold/core/shared/india-calendar'
import { renderWithTrpc, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EmiScheduleCard } from './emi-schedule-card.tsx'
import type { ValuationDetail, ValuationEmi } from './valuation-outputs.ts'

useMockServer()

/**
 * A record of a loan's schedule as valuations.get answers it: stored Paid, with what happened to it
 * (amounts in paise; the spec's rupee `amount` beside them is not read by the card).
 */
const emi = (no: number, extra: Partial<ValuationEmi>) =>
  ({
    id: `emi-${no}`,
    valuationId: 'val-1',
    installmentNo: no,
    amountPaise: 5_050_959,
    paidAmountPaise: 5_050_959,
    dueDate: startOfIstDay(`2027-0${no + 2}-27`),
    status: 'Paid',
    paidAt: new Date('2026-05-02T06:30:00Z'),
    loanNumber: 'GL/2026-27/000001',
    state: 'paid',
    scheduleEnding: 'closed',
    outstandingPaise: 0,
    ...extra,
  }) as ValuationEmi

const valuation = (emiRecords: ValuationEmi[]) =>
  ({
    id: 'val-1',
    type: 'loan',
    customer: { id: 'cus-1', name: 'Asha Verma' },
    emiRecords,
  }) as unknown as ValuationDetail

function rowsOf() {
  const table = within(screen.getByRole('table', { name: 'EMI schedule' }))
  const headers = table.getAllByRole('columnheader').map((c) => c.textContent)
  return table
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
      return Object.fromEntries(headers.map((h, i) => [h, cells[i]]))
    })
}

describe('Valuation page: EMI schedule card of a loan', () => {
  it('a loan closed early: paid and settled at closure with what was paid, counted honestly, nothing to record', () => {
    renderWithTrpc(
      <EmiScheduleCard
        v={valuation([
          emi(1, {}),
          emi(2, { paidAmountPaise: 50_959, state: 'settled' }),
          emi(3, { paidAmountPaise: 0, state: 'settled' }),
        ])}
      />,
    )
    expect(screen.getByText(/1 of 3 paid · 2 settled at closure · outstanding/)).toBeTruthy()
    expect(rowsOf().map((r) => [r['Amount'], r['Paid'], r['Status'], r['Paid on'], r['Action']])).toEqual([
      ['₹50,509.59', '₹50,509.59', 'Paid', '2 May 2026', 'Receipt issued'],
      ['₹50,509.59', '₹509.59', 'Settled at closure', '2 May 2026', 'Nothing to pay'],
      ['₹50,509.59', '₹0.00', 'Settled at closure', '—', 'Nothing to pay'],
    ])
    expect(screen.queryByRole('button', { name: /^Record payment/ })).toBeNull()
  })

  it('a loan whose gold was sold: its unpaid records are settled by the sale, not overdue to collect', () => {
    renderWithTrpc(
      <EmiScheduleCard
        v={valuation([
          emi(1, { scheduleEnding: 'sold' }),
          emi(2, {
            status: 'Overdue',
            paidAmountPaise: 2_000_000,
            paidAt: null,
            state: 'settled',
            scheduleEnding: 'sold',
          }),
        ])}
      />,
    )
    expect(screen.getByText(/1 of 2 paid · 1 settled by the sale/)).toBeTruthy()
    expect(rowsOf()[1]).toMatchObject({ Status: 'Settled by the sale', Action: 'Nothing to pay' })
    expect(screen.queryByRole('button', { name: /^Record payment/ })).toBeNull()
  })
})
