import { renderWithTrpc, StubError, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SessionContext } from '../../session.ts'
import { staffSession } from '../../session-test-fixture.ts'
import { CorrectValuationAction, VersionLinks } from './correct-valuation.tsx'
import { valuationDetailFixture } from './valuation-test-fixture.ts'

useMockServer()

const AT = new Date('2026-02-01T05:00:00Z')
const chain = {
  id: 'orn-1',
  type: 'Chain',
  quantity: 1,
  purity: '22K',
  grossWeight: 10,
  netWeight: 9.16,
  deduction: 0,
  estimatedValue: 59940.02,
  imageUrl: '/api/files/private?pathname=ten-1/chain.jpg',
  imageUrl2: null,
  purityMethod: 'XRF',
  purityVerified: true,
}
const valuation = valuationDetailFixture({
  certificateNumber: 'VC/2025-26/000001',
  totalValue: 59940.02,
  ornaments: [chain],
})

const renderAs = (session = staffSession({ roles: ['manager'] }), v = valuation) =>
  renderWithTrpc(
    <SessionContext.Provider value={session}>
      <CorrectValuationAction v={v} />
    </SessionContext.Provider>,
  )

const corrected = {
  valuationId: 'val-2',
  certificateNumber: 'VC/2025-26/000002',
  corrects: { valuationId: 'val-1', certificateNumber: 'VC/2025-26/000001' },
  reason: 'Scale not zeroed',
  correctedAt: AT,
  totalValue: 47965.1,
  estimatedLoan: 35973.83,
  loan: null,
}

describe('Correct valuation', () => {
  it('asks for a reason, reviews what changes, then sends the corrected ornaments with their photos kept', async () => {
    stubProcedure('valuations.get', () => valuation)
    const sent = stubProcedure('valuations.correct', () => corrected)
    const user = userEvent.setup()
    renderAs()
    await user.click(screen.getByRole('button', { name: 'Correct valuation' }))
    const weight = screen.getByLabelText('Gross weight (g)')
    await user.clear(weight)
    await user.type(weight, '8')
    await user.click(screen.getByRole('button', { name: 'Review correction' }))
    expect(screen.getByText('Say why the valuation is being corrected.')).toBeTruthy()
    expect(sent).toHaveLength(0)

    await user.type(screen.getByLabelText(/Reason for the correction/), 'Scale not zeroed')
    await user.click(screen.getByRole('button', { name: 'Review correction' }))
    const changes = within(screen.getByRole('list', { name: 'What changes' }))
    expect(changes.getByText(/Chain · 22K · 10 g × 1/)).toBeTruthy()
    expect(changes.getByText(/Chain · 22K · 8 g × 1/)).toBeTruthy()
    expect(changes.getByText('Total value').closest('li')!.textContent).toMatch(/59,940\.02.*47,965\.10/)
    expect(sent).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Confirm correction' }))
    expect(await screen.findByRole('link', { name: 'VC/2025-26/000002' })).toBeTruthy()
    expect(sent.map((c) => c.input)).toEqual([
      {
        id: 'val-1',
        body: {
          ornaments: [
            {
              type: 'Chain',
              purity: '22K',
              grossWeight: '8',
              deduction: '0',
              quantity: '1',
              purityMethod: 'XRF',
              imageUrl: chain.imageUrl,
              imageUrl2: null,
              purityVerified: true,
            },
          ],
          appraiserNote: '',
          reason: 'Scale not zeroed',
        },
      },
    ])
  })

  it('shows the server’s refusal and goes back to the form', async () => {
    stubProcedure('valuations.get', () => valuation)
    stubProcedure('valuations.correct', () => {
      throw new StubError(409, 'This valuation has already been corrected: correct its newest version.', {
        code: 'alreadyCorrected',
      })
    })
    const user = userEvent.setup()
    renderAs()
    await user.click(screen.getByRole('button', { name: 'Correct valuation' }))
    await user.type(screen.getByLabelText(/Reason for the correction/), 'Wrong purity')
    await user.selectOptions(screen.getByLabelText('Purity'), '18K')
    await user.click(screen.getByRole('button', { name: 'Review correction' }))
    await user.click(screen.getByRole('button', { name: 'Confirm correction' }))
    expect(await screen.findByText(/already been corrected/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Review correction' })).toBeTruthy()
  })

  it('is offered only to holders of valuations.revise, and never on a superseded valuation', () => {
    renderAs(staffSession({ roles: ['appraiser'] }))
    expect(screen.queryByRole('button', { name: 'Correct valuation' })).toBeNull()
    const superseded = {
      ...valuation,
      supersededBy: {
        id: 'val-2',
        certificateNumber: 'VC/2025-26/000002',
        createdAt: AT,
        correctedAt: AT,
        reason: 'Scale',
        correctedById: 'usr-1',
      },
    }
    renderAs(staffSession({ roles: ['manager'] }), superseded)
    expect(screen.queryByRole('button', { name: 'Correct valuation' })).toBeNull()
  })

  it('links the versions both ways', () => {
    const link = {
      certificateNumber: 'VC/2025-26/000002',
      createdAt: AT,
      correctedAt: AT,
      reason: 'Scale not zeroed',
      correctedById: 'usr-1',
    }
    renderWithTrpc(<VersionLinks v={{ ...valuation, supersededBy: { id: 'val-2', ...link } }} />)
    expect(screen.getByText(/Superseded by/).textContent).toContain('Reason: Scale not zeroed')
    expect(screen.getByRole('link', { name: 'VC/2025-26/000002' }).getAttribute('href')).toBe('/valuations/val-2')
    renderWithTrpc(
      <VersionLinks v={{ ...valuation, corrects: { id: 'val-0', ...link, certificateNumber: 'VC/2025-26/000000' } }} />,
    )
    expect(screen.getByRole('link', { name: 'VC/2025-26/000000' }).getAttribute('href')).toBe('/valuations/val-0')
  })
})
