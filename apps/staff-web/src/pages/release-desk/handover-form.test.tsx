import { ORIGIN, mockHttp, renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { HandoverForm } from './handover-form.tsx'

/** Issue 28: the handover form asks for the label, the seal photo and the signature, in the clerk's order. */
useMockServer()

const loan = { loanId: 'loan-1', loanNumber: 'GL/2026-27/000001', borrower: { name: 'Asha Devi' } }

function setup() {
  const uploads: string[] = []
  mockHttp(
    http.post(`${ORIGIN}/api/upload`, ({ request }) => {
      uploads.push(request.headers.get('content-type') ?? '')
      return HttpResponse.json(
        { pathname: `t1/${uploads.length}.png`, name: 'x', size: 3, contentType: 'image/png', url: '/x' },
        { status: 201 },
      )
    }),
  )
  const release = stubProcedure('loans.release', () => {
    throw new Error('nothing may be sent')
  })
  const user = userEvent.setup()
  renderWithTrpc(<HandoverForm loan={loan} onDone={() => {}} />)
  const form = screen.getByRole('form', { name: `Hand over the gold of ${loan.loanNumber}` })
  const submit = () => user.click(within(form).getByRole('button', { name: 'Release the gold' }))
  return { user, form, submit, release, uploads }
}

describe('HandoverForm', () => {
  it('refuses without a scanned label, then without a seal photo, then without a signature, sending nothing', async () => {
    const { user, form, submit, release, uploads } = setup()
    expect(within(form).getByLabelText<HTMLInputElement>('Handed to').value).toBe('Asha Devi')
    await submit()
    expect(await within(form).findByText('Scan the packet label before releasing the gold.')).toBeTruthy()
    await user.type(within(form).getByLabelText('Packet label'), 'GOLD-PACKET:PKT-000001')
    await submit()
    expect(await within(form).findByText('Take a photo of the packet seal at handover.')).toBeTruthy()
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'seal.jpg', { type: 'image/jpeg' })
    await user.upload(within(form).getByLabelText('Photo of the seal'), photo)
    await submit()
    expect(await within(form).findByText('The borrower must sign on the screen.')).toBeTruthy()
    expect(within(form).getByRole('button', { name: 'Clear signature' })).toHaveProperty('disabled', true)
    await waitFor(() => expect(release).toHaveLength(0))
    expect(uploads).toEqual([])
  })
})
