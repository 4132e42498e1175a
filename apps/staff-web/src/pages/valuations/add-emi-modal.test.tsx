import { rupeeInputMessages } from '@gold/core/shared/rupee-input'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { AddEmiModal } from './add-emi-modal.tsx'
import { emiRecordFixture, valuationDetailFixture } from './valuation-test-fixture.ts'

useMockServer()

const v = valuationDetailFixture()

async function fill(amount: string, dueDate: string) {
  const user = userEvent.setup()
  renderWithTrpc(<AddEmiModal open v={v} onClose={() => {}} />)
  const form = screen.getByRole('form', { name: 'Add an EMI' })
  if (amount) await user.type(within(form).getByLabelText(/^Amount/), amount)
  if (dueDate) await user.type(within(form).getByLabelText(/^Due date/), dueDate)
  await user.click(within(form).getByRole('button', { name: 'Add EMI' }))
  return form
}

describe('Add an EMI form', () => {
  it.each([
    ['abc', 'notANumber'],
    ['-500', 'negative'],
    ['0', 'zero'],
    ['1,2,3', 'grouping'],
    ['', 'empty'],
  ] as const)('refuses %j inline and sends nothing', async (typed, problem) => {
    const calls = stubProcedure('valuations.addEmi', () => {
      throw new Error('nothing may be sent')
    })
    const form = await fill(typed, '2026-03-15')
    expect(within(form).getByRole('alert').textContent).toBe(rupeeInputMessages[problem])
    expect(calls).toEqual([])
  })

  it('asks for the due date', async () => {
    const calls = stubProcedure('valuations.addEmi', () => {
      throw new Error('nothing may be sent')
    })
    const form = await fill('5,000', '')
    expect(within(form).getByRole('alert').textContent).toBe('Choose the due date.')
    expect(calls).toEqual([])
  })

  it.each([
    ['20,000', 20000],
    ['₹ 20,000.50', 20000.5],
    ['1,00,000', 100000],
  ])('sends %j as %s rupees', async (typed, rupees) => {
    const calls = stubProcedure('valuations.addEmi', () => emiRecordFixture({ id: 'emi-new' }))
    await fill(typed, '2026-03-15')
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]!.input).toEqual({ id: 'val-1', body: { amount: rupees, dueDate: '2026-03-15' } })
  })
})
