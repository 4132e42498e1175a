import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LoanUpiCard } from './loan-upi-card.tsx'

useMockServer()

const qr = (amount: number) => ({
  amount,
  uri: `upi://pay?pa=demogold@okaxis&pn=Demo%20Gold&am=${(amount / 100).toFixed(2)}&tn=GL%2F2025-26%2F000007&cu=INR`,
  qrDataUrl: `data:image/png;base64,${amount}`,
})

describe('Portal loan UPI card (issue 27)', () => {
  it('shows the QR for the amount to close, switches to the next due, and opens the same link in a UPI app', async () => {
    const calls = stubProcedure('portal.loanUpi', () => ({
      upiId: 'demogold@okaxis',
      payeeName: 'Demo Gold',
      toClose: qr(5148918),
      nextDue: qr(1234500),
    }))
    renderWithTrpc(<LoanUpiCard loanId="loan-1" loanNumber="GL/2025-26/000007" />)
    const image = await screen.findByRole('img', { name: 'UPI QR code to pay Demo Gold' })
    expect(image.getAttribute('src')).toBe('data:image/png;base64,5148918')
    expect(screen.getByText(/with any UPI app/).textContent).toBe(
      'Pay ₹51,489.18 to Demo Gold with any UPI app. The note is your loan number, GL/2025-26/000007.',
    )
    expect(screen.getByRole('link', { name: 'Open in a UPI app' }).getAttribute('href')).toBe(qr(5148918).uri)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next due' }))
    expect(image.getAttribute('src')).toBe('data:image/png;base64,1234500')
    expect(screen.getByRole('link', { name: 'Open in a UPI app' }).getAttribute('href')).toBe(qr(1234500).uri)
    expect(calls.map((c) => c.input)).toEqual([{ id: 'loan-1' }])
  })

  it('shows nothing when the shop has no UPI ID', async () => {
    const calls = stubProcedure('portal.loanUpi', () => null)
    const { container } = renderWithTrpc(<LoanUpiCard loanId="loan-1" loanNumber="GL/2025-26/000007" />)
    await expect.poll(() => calls.length).toBe(1)
    expect(container.textContent).toBe('')
  })
})
