import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { VerifyCertificatePage } from './verify-certificate-page.tsx'

useMockServer()

const certificate = {
  certificateNumber: 'VC/2026-27/000001',
  issuedOn: '2026-05-02',
  shop: { name: 'Lakshmi Gold', legalName: null, address: null, gstin: null, licenceNumber: null },
  ornamentCount: 1,
  totalNetWeight: 9.16,
  totalFineWeight: 9.16,
  totalValue: 59940.02,
  rate22k: 6000,
}

describe('Certificate verification', () => {
  it('says a certificate no correction touched is genuine', async () => {
    stubProcedure('valuations.verifyCertificate', () => certificate)
    renderWithTrpc(<VerifyCertificatePage code="ABCDEFGHIJKLMNOP" />)
    expect((await screen.findByText(/Genuine certificate/)).textContent).toContain('VC/2026-27/000001')
    expect(screen.queryByText(/superseded/)).toBeNull()
  })

  it('says a corrected certificate was issued but is superseded, naming the new one and the day (issue 26)', async () => {
    stubProcedure('valuations.verifyCertificate', () => ({
      ...certificate,
      supersededBy: { certificateNumber: 'VC/2026-27/000002', supersededOn: '2026-05-03' },
    }))
    renderWithTrpc(<VerifyCertificatePage code="ABCDEFGHIJKLMNOP" />)
    const alert = (await screen.findByText('superseded')).parentElement!
    expect(alert.textContent).toMatch(/genuinely issued.*superseded by certificate VC\/2026-27\/000002 on 3 May 2026/)
    expect(screen.queryByText(/Genuine certificate/)).toBeNull()
  })
})
