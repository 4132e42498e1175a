import { addDays, isoDateOf } from '@gold/core/shared/india-calendar'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { SessionContext } from '../../../session.ts'
import { staffSession } from '../../../session-test-fixture.ts'
import { loanFixture } from '../shared/loan-test-fixture.ts'
import { ReleaseModal } from './release-modal.tsx'
import { valuationDetailFixture } from '../../valuations/valuation-test-fixture.ts'

/** Issue 23: the release review speaks of a packet seal only when one was recorded. */
useMockServer()

const session = staffSession()
const today = isoDateOf(new Date())
const closed = loanFixture({
  status: 'Closed',
  outstanding: { principal: 0, interest: 0, penalCharges: 0, total: 0 },
  closedOn: addDays(today, -1),
  releaseDueBy: addDays(today, 6),
})

async function review(packet: { packetNo: string | null; sealNo: string | null }) {
  stubProcedure('valuations.get', () => valuationDetailFixture(packet))
  const release = stubProcedure('loans.release', () => ({ ...closed, status: 'Released' }))
  const user = userEvent.setup()
  renderWithTrpc(
    <SessionContext.Provider value={session}>
      <ReleaseModal loan={closed} onDone={() => {}} onClose={() => {}} />
    </SessionContext.Provider>,
  )
  const form = await screen.findByRole('form', { name: 'Release the gold' })
  return { user, form, release }
}
const confirmRows = () =>
  Object.fromEntries(
    within(screen.getByRole('group', { name: 'Confirm the release' }))
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  )

describe('Release the gold: the packet seal', () => {
  it('with no packet or seal recorded: says so plainly, asks nothing about a seal, reviews "No packet recorded"', async () => {
    const { user, form, release } = await review({ packetNo: null, sealNo: null })
    await within(form).findByText('No pledge packet or seal was recorded for this gold.')
    expect(within(form).queryByLabelText(/seal was intact/)).toBeNull()
    await user.click(within(form).getByRole('button', { name: 'Review release' }))
    expect(confirmRows()['Packet seal']).toBe('No packet recorded')
    expect(screen.queryByText(/seal was not intact/)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Confirm release' }))
    await waitFor(() => expect(release).toHaveLength(1))
    expect(release[0]!.input).toMatchObject({ id: 'loan-1', body: { sealIntact: false } })
  }, 30_000)

  it('with a packet recorded: asks about its seal and reviews it with the numbers', async () => {
    const { user, form } = await review({ packetNo: 'P-14', sealNo: 'S-0093' })
    await user.click(await within(form).findByLabelText('The seal of packet P-14 (seal S-0093) was intact'))
    await user.click(within(form).getByRole('button', { name: 'Review release' }))
    expect(confirmRows()['Packet seal']).toBe('Intact (packet P-14, seal S-0093)')
  }, 30_000)

  it('a recorded packet whose seal was broken is reviewed as not intact, with the warning', async () => {
    const { user, form } = await review({ packetNo: 'P-14', sealNo: null })
    await within(form).findByLabelText('The seal of packet P-14 was intact')
    await user.click(within(form).getByRole('button', { name: 'Review release' }))
    expect(confirmRows()['Packet seal']).toBe('Not intact (packet P-14)')
    expect(screen.getByText('The release receipt will record that the packet seal was not intact.')).toBeTruthy()
  }, 30_000)
})
