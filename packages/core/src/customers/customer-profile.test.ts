import { describe, expect, it } from 'vitest'
import { customerProfile } from './customer-profile.ts'

describe('customerProfile', () => {
  it('shows KYC media as flags with a count and never returns a document URL', () => {
    const profile = customerProfile({
      id: 'c1',
      name: 'Asha',
      phone: '9876543210',
      email: null,
      address: null,
      aadhaar: '123412341234',
      pan: null,
      bankName: null,
      accountNumber: null,
      ifsc: null,
      nomineeName: null,
      nomineeRel: null,
      status: 'Active',
      phoneVerified: true,
      createdAt: new Date('2026-01-01T00:00:00Z'),
      livePhotoUrl: '/files/a.jpg',
      panDocUrl: '/files/p.pdf',
      passbookUrl: '',
    })
    expect(profile.kyc).toEqual({ livePhoto: true, idCard: false, aadhaarDoc: false, panDoc: true, passbook: false })
    expect(profile.kycProgress).toEqual({ completed: 2, total: 5 })
    expect(JSON.stringify(profile)).not.toContain('/files/')
  })
})
