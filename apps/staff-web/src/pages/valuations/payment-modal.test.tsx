import { startOfIstDay } from '@gold/core/shared/india-calendar'
import { emiRecordState } from '@gold/core/loans/emi-installment-state'
import { rupeeInputMessages } from '@gold/core/shared/rupee-input'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  StubError,
  renderWithTrpc,
  stubProcedure,
  useMockServer,
  type ProcedureOutput,
  type TrpcCall,
} from '@gold/ui/test-support/trpc-mock'
import { EmiScheduleCard } from './emi-schedule-card.tsx'
import type { ValuationDetail, ValuationEmi } from './valuation-outputs.ts'
import { patchedEmiFixture, valuationDetailFixture } from './valuation-test-fixture.ts'

useMockServer()

const emi = (id: string, dueDate: string, amountPaise: number, extra: Partial<ValuationEmi> = {}) => {
  const row = {
    id,
    amountPaise,
    paidAmountPaise: 0,
    dueDate: startOfIstDay(dueDate),
    status: 'Upcoming',
    paidAt: null,
    valuationId: 'val-1',
    installmentNo: null,
    ...extra,
  }
  // An installment of a valuation without a loan: its state is the record's own (valuations.get).
  return { ...row, ...emiRecordState(row, null) } as ValuationEmi
}

function valuation(emiRecords: ValuationEmi[]): ValuationDetail {
  return valuationDetailFixture({ emiRecords })
}

const SCHEDULE = [
  emi('emi-dec', '2025-12-15', 2_500_000, {
    status: 'Paid',
    paidAmountPaise: 2_500_000,
    paidAt: new Date('2025-12-14T10:00:00Z'),
  }),
  emi('emi-jan', '2026-01-15', 2_500_000),
  emi('emi-feb', '2026-02-15', 2_500_000),
]

type PatchInput = { id: string; body: Record<string, unknown> }
const bodies = (calls: TrpcCall[]) => calls.map((c) => (c.input as PatchInput).body)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** Open Record payment on the January installment and type `amount` over the prefilled outstanding. */
async function openAndType(amount: string, schedule = SCHEDULE, rowIndex = 1) {
  const user = userEvent.setup()
  renderWithTrpc(<EmiScheduleCard v={valuation(schedule)} />)
  const rows = within(screen.getByRole('table', { name: 'EMI schedule' }))
    .getAllByRole('row')
    .slice(1)
  await user.click(within(rows[rowIndex]!).getByRole('button', { name: /^Record payment/ }))
  const form = screen.getByRole('form', { name: 'Record an EMI payment' })
  const field = within(form).getByLabelText('Amount received (₹)')
  await user.clear(field)
  if (amount) await user.type(field, amount)
  await user.click(within(form).getByRole('button', { name: 'Record payment' }))
  return { user, form, field }
}

const confirmStep = () => screen.getByRole('group', { name: 'Confirm the payment' })
const settlementRows = () =>
  within(within(confirmStep()).getByRole('table', { name: 'What this payment settles' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\s+/g, ' ').trim()),
    )

describe('Record payment form', () => {
  it.each([
    ['abc', 'notANumber'],
    ['-500', 'negative'],
    ['0', 'zero'],
    ['1,2,3', 'grouping'],
    ['2,0000', 'grouping'],
    ['20,000.505', 'decimals'],
    ['', 'empty'],
  ] as const)('refuses %j inline and sends nothing', async (typed, problem) => {
    const calls = stubProcedure('valuations.patchEmi', () => {
      throw new Error('nothing may be sent')
    })
    const { form, field } = await openAndType(typed)
    expect(within(form).getByRole('alert').textContent).toBe(rupeeInputMessages[problem])
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field)
    expect(screen.queryByRole('group', { name: 'Confirm the payment' })).toBeNull()
    expect(calls).toEqual([])
  })

  it('shows the error when the clerk leaves the field, and clears it once the amount reads right', async () => {
    const user = userEvent.setup()
    renderWithTrpc(<EmiScheduleCard v={valuation(SCHEDULE)} />)
    await user.click(screen.getAllByRole('button', { name: /^Record payment/ })[0]!)
    const field = screen.getByLabelText('Amount received (₹)')
    expect((field as HTMLInputElement).value).toBe('25,000')
    await user.clear(field)
    await user.type(field, '20,00')
    await user.tab()
    expect(screen.getByRole('alert').textContent).toBe(rupeeInputMessages.grouping)
    await user.type(field, '0')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('accepts 20,000: the confirmation shows the installment left partly paid, and confirm sends 20000 once with an idempotency key', async () => {
    const calls = stubProcedure('valuations.patchEmi', () => patchedEmiFixture({ id: 'emi-jan' }))
    const { user } = await openAndType('20,000')
    expect(within(confirmStep()).getByText('in cash').parentElement!.textContent).toBe('₹20,000.00 in cash')
    expect(within(confirmStep()).getByText('Received from Asha Verma')).toBeTruthy()
    expect(settlementRows()).toEqual([['15 Jan 2026', '₹20,000.00', 'Partly paid₹5,000.00 still due']])
    expect(calls).toEqual([])

    await user.click(within(confirmStep()).getByRole('button', { name: 'Confirm payment' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(bodies(calls)).toEqual([
      {
        emiId: 'emi-jan',
        status: 'Paid',
        receivedAmount: 20000,
        paymentMode: 'Cash',
        idempotencyKey: expect.stringMatching(UUID),
      },
    ])
    expect(calls[0]!.input.id).toBe('val-1')
    const done = screen.getByRole('status')
    expect(done.textContent).toContain('Payment of ₹20,000.00 recorded (cash)')
    expect(done.textContent).toContain('Partly paid: installment due 15 Jan 2026, ₹5,000.00 still due.')
  })

  it('accepts ₹ 20,000.50 and sends 20000.5 with the online reference', async () => {
    const calls = stubProcedure('valuations.patchEmi', () => patchedEmiFixture({ id: 'emi-jan' }))
    const user = userEvent.setup()
    renderWithTrpc(<EmiScheduleCard v={valuation(SCHEDULE)} />)
    await user.click(screen.getAllByRole('button', { name: /^Record payment/ })[0]!)
    await user.clear(screen.getByLabelText('Amount received (₹)'))
    await user.type(screen.getByLabelText('Amount received (₹)'), '₹ 20,000.50')
    await user.selectOptions(screen.getByLabelText('Payment mode'), 'Online')
    await user.type(screen.getByLabelText('Payment reference'), ' UPI-4471 ')
    await user.click(screen.getByRole('button', { name: 'Record payment' }))
    expect(settlementRows()).toEqual([['15 Jan 2026', '₹20,000.50', 'Partly paid₹4,999.50 still due']])
    expect(within(confirmStep()).getByText('online · UPI-4471')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(bodies(calls)[0]).toEqual({
      emiId: 'emi-jan',
      status: 'Paid',
      receivedAmount: 20000.5,
      paymentMode: 'Online',
      paymentReference: 'UPI-4471',
      idempotencyKey: expect.stringMatching(UUID),
    })
  })

  it('shows every installment a larger payment settles, and any excess', async () => {
    stubProcedure('valuations.patchEmi', () => patchedEmiFixture({ id: 'emi-jan' }))
    await openAndType('30,000')
    expect(settlementRows()).toEqual([
      ['15 Jan 2026', '₹25,000.00', 'Paid'],
      ['15 Feb 2026', '₹5,000.00', 'Partly paid₹20,000.00 still due'],
    ])
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }))
    const field = screen.getByLabelText('Amount received (₹)')
    expect((field as HTMLInputElement).value).toBe('30,000')
    await userEvent.setup().clear(field)
    await userEvent.setup().type(field, '60000')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Record payment' }))
    expect(settlementRows()).toEqual([
      ['15 Jan 2026', '₹25,000.00', 'Paid'],
      ['15 Feb 2026', '₹25,000.00', 'Paid'],
    ])
    expect(within(confirmStep()).getByRole('status').textContent).toContain('₹10,000.00 more than the loan still owes')
  })

  it('a partly paid installment shows what is still due, and the form starts from it', async () => {
    const schedule = [
      emi('emi-jan', '2026-01-15', 2_500_000, { paidAmountPaise: 2_000_000 }),
      emi('emi-feb', '2026-02-15', 2_500_000),
    ]
    stubProcedure('valuations.patchEmi', () => patchedEmiFixture({ id: 'emi-jan' }))
    const user = userEvent.setup()
    renderWithTrpc(<EmiScheduleCard v={valuation(schedule)} />)
    const row = within(screen.getByRole('table', { name: 'EMI schedule' })).getAllByRole('row')[1]!
    expect(row.textContent).toContain('Partly paid')
    expect(row.textContent).toContain('₹5,000.00 due')
    expect(screen.getByText(/outstanding/).textContent).toBe('0 of 2 paid · 1 partly paid · outstanding ₹30,000.00')
    await user.click(within(row).getByRole('button', { name: /^Record payment/ }))
    expect(screen.getByRole('form', { name: 'Record an EMI payment' }).textContent).toContain(
      '₹20,000.00 received so far, ₹5,000.00 still due',
    )
    expect(screen.getByLabelText<HTMLInputElement>('Amount received (₹)').value).toBe('5,000')
    await user.click(screen.getByRole('button', { name: 'Record payment' }))
    expect(settlementRows()).toEqual([['15 Jan 2026', '₹5,000.00', 'Paid']])
  })

  it('a double click on Confirm sends the payment once', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const calls = stubProcedure('valuations.patchEmi', async () => {
      await held
      return patchedEmiFixture({ id: 'emi-jan' })
    })
    const { user } = await openAndType('20,000')
    const confirm = within(confirmStep()).getByRole('button', { name: 'Confirm payment' })
    await user.dblClick(confirm)
    await waitFor(() => expect(calls).toHaveLength(1))
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(true))
    await user.click(confirm)
    release()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls).toHaveLength(1)
  })

  it('two clicks in the same tick (before React re-renders the busy button) still send once', async () => {
    const calls = stubProcedure('valuations.patchEmi', () => patchedEmiFixture({ id: 'emi-jan' }))
    await openAndType('20,000')
    const confirm = within(confirmStep()).getByRole('button', { name: 'Confirm payment' })
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls).toHaveLength(1)
  })

  it('shows the server’s 4xx message inline, keeps the key on retry, and a new form gets a new key', async () => {
    let answer: () => ProcedureOutput<'valuations.patchEmi'> = () => {
      throw new StubError(409, 'This installment was paid by another request.')
    }
    const calls = stubProcedure('valuations.patchEmi', () => answer())
    const { user } = await openAndType('20,000')
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }))
    await waitFor(() =>
      expect(within(confirmStep()).getByRole('alert').textContent).toBe(
        'This installment was paid by another request.',
      ),
    )
    expect(screen.getByRole('dialog')).toBeTruthy()

    answer = () => patchedEmiFixture({ id: 'emi-jan' })
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getAllByRole('button', { name: /^Record payment/ })[0]!)
    await user.click(screen.getByRole('button', { name: 'Record payment' }))
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }))
    await waitFor(() => expect(calls).toHaveLength(3))
    const [first, retry, next] = bodies(calls).map((b) => b.idempotencyKey)
    expect(retry).toBe(first)
    expect(next).not.toBe(first)
  })

  it('a status change that is not a payment is sent directly, without an amount or key', async () => {
    const calls = stubProcedure('valuations.patchEmi', () => patchedEmiFixture({ id: 'emi-jan' }))
    const user = userEvent.setup()
    renderWithTrpc(<EmiScheduleCard v={valuation(SCHEDULE)} />)
    await user.click(screen.getAllByRole('button', { name: /^Record payment/ })[0]!)
    await user.selectOptions(screen.getByLabelText('New status'), 'Overdue')
    expect(screen.queryByLabelText('Amount received (₹)')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Update status' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(bodies(calls)).toEqual([{ emiId: 'emi-jan', status: 'Overdue' }])
  })
})
