import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { KycCard } from './kyc-card.tsx'

useMockServer()

const KYC = { livePhoto: true, idCard: false, aadhaarDoc: true, panDoc: false, passbook: false }
const AADHAAR_URL = '/api/files/private?pathname=ten-1%2Fkyc%2Faadhaar.png'
const PHOTO_URL = '/api/files/private?pathname=ten-1%2Fkyc%2Fphoto.jpg'

// Issue 23: uploaded KYC images could not be opened from the borrower page.
describe('Borrower KYC card', () => {
  it('links each document on file to the file, opened in a new tab; missing ones offer an upload', async () => {
    const docs = stubProcedure('customers.kycDocuments', () => ({
      documents: [
        { kind: 'livePhoto', url: PHOTO_URL },
        { kind: 'aadhaarDoc', url: AADHAAR_URL },
      ],
    }))
    renderWithTrpc(<KycCard id="cus-1" kyc={KYC} progress={{ completed: 2, total: 5 }} />)
    const aadhaar = await screen.findByRole('link', { name: /^View Aadhaar document/ })
    expect(aadhaar.getAttribute('href')).toBe(AADHAAR_URL)
    expect(aadhaar.getAttribute('target')).toBe('_blank')
    expect(screen.getByRole('link', { name: /^View Live photo/ }).getAttribute('href')).toBe(PHOTO_URL)
    const list = screen.getByRole('list')
    expect(within(list).getAllByRole('link')).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Upload PAN document' })).toBeTruthy()
    expect(docs.map((c) => c.input)).toEqual([{ id: 'cus-1' }])
  })
})
