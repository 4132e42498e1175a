import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { SessionContext } from '../../session.ts'
import { staffSession } from '../../session-test-fixture.ts'
import { NewValuationPage } from './new-valuation-page.tsx'
import { shopRateFixture, valuationRecordFixture } from './valuation-test-fixture.ts'

/** Issue 23: each ornament records how its purity was tested, which the certificate prints. */
useMockServer()

const session = staffSession()
const rate = shopRateFixture({ at: new Date(), ageMinutes: 5 })

async function twoOrnaments() {
  stubProcedure('valuations.currentRate', () => rate)
  stubProcedure('banks.list', () => ({ banks: [] }))
  stubProcedure('customers.picker', () => ({ items: [], nextCursor: null }))
  const create = stubProcedure('valuations.create', () => ({
    valuation: valuationRecordFixture({ id: 'val-9' }),
    created: true,
  }))
  const user = userEvent.setup()
  renderWithTrpc(
    <SessionContext.Provider value={session}>
      <NewValuationPage />
    </SessionContext.Provider>,
  )
  await screen.findByText(/Gold rate: 22K/)
  await user.selectOptions(screen.getByLabelText(/^Choose borrower/), 'Other')
  await user.type(screen.getByLabelText(/^New borrower's name/), 'Lakshmi Iyer')
  await user.type(screen.getByLabelText(/^New borrower's mobile/), '9876501234')
  await user.click(screen.getByRole('button', { name: 'Add ornament' }))
  const ornament = (n: number) => screen.getByRole('group', { name: `Ornament ${n}` })
  for (const [n, type] of [
    [1, 'Necklace'],
    [2, 'Bangles'],
  ] as const) {
    await user.type(within(ornament(n)).getByLabelText('Description'), type)
    await user.type(within(ornament(n)).getByLabelText('Gross weight (g)'), '10')
  }
  return { user, create, ornament }
}

describe('New valuation: purity test method per ornament', () => {
  it('sends the method chosen for each ornament, and none for one left unrecorded', async () => {
    const { user, create, ornament } = await twoOrnaments()
    const method = within(ornament(1)).getByLabelText('Test method')
    expect((method as HTMLSelectElement).value).toBe('')
    await user.selectOptions(method, 'XRF')
    await user.click(screen.getByRole('button', { name: 'Save valuation' }))
    await waitFor(() => expect(create).toHaveLength(1))
    const [first, second] = (create[0]!.input as { ornaments: Record<string, unknown>[] }).ornaments
    expect(first).toMatchObject({ type: 'Necklace', purityMethod: 'XRF' })
    expect(second).toMatchObject({ type: 'Bangles' })
    expect(second).not.toHaveProperty('purityMethod')
  }, 30_000)

  it('offers the usual tests of a gold shop', async () => {
    const { ornament } = await twoOrnaments()
    const options = within(within(ornament(2)).getByLabelText('Test method')).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['Not recorded', 'Touchstone', 'XRF', 'Acid', 'Fire assay'])
  }, 30_000)
})
