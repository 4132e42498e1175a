import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ValuationPage } from './valuation-page.tsx'

useMockServer()

const valuation = {
  id: 'val/1',
  type: 'certificate',
  status: 'Completed',
  createdAt: new Date('2026-01-01T05:00:00Z'),
  totalValue: 59940.02,
  estimatedLoan: 0,
  ltvPercentage: null,
  interestRate: null,
  goldRate: 6000,
  totalGrossWeight: 10,
  totalNetWeight: 9.16,
  goldReceiptNo: null,
  goldReceiptIssuedAt: null,
  ornaments: [],
  emiSchedule: [],
  certificateUrl: '/api/portal/valuations/val%2F1/certificate',
}

describe('Portal valuation page', () => {
  it('links the certificate PDF as a download', async () => {
    stubProcedure('portal.valuation', () => valuation)
    renderWithTrpc(<ValuationPage id="val/1" />)
    const link = await screen.findByRole('link', { name: /^Download certificate/ })
    expect(link.getAttribute('href')).toBe('/api/portal/valuations/val%2F1/certificate')
    expect(link.hasAttribute('download')).toBe(true)
  })
})
