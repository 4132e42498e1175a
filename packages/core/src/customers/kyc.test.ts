import { describe, expect, it } from 'vitest'
import { identityDocToKeep, kycDocumentsOnFile, kycFlags, kycProgress, parseKycChange } from './kyc.ts'

describe('kycFlags / kycProgress', () => {
  const none = { livePhoto: false, idCard: false, aadhaarDoc: false, panDoc: false, passbook: false }
  it.each([
    [{}, none, 0],
    [{ livePhotoUrl: null, panDocUrl: '', passbookUrl: '   ' }, none, 0],
    [{ aadhaarDocUrl: '/a.pdf' }, { ...none, aadhaarDoc: true }, 1],
    [{ panDocUrl: '/p.pdf', idCardPhotoUrl: '/i.jpg' }, { ...none, panDoc: true, idCard: true }, 2],
    [
      { livePhotoUrl: '/l', idCardPhotoUrl: '/i', aadhaarDocUrl: '/a', panDocUrl: '/p', passbookUrl: '/b' },
      { livePhoto: true, idCard: true, aadhaarDoc: true, panDoc: true, passbook: true },
      5,
    ],
  ])('%j', (customer, flags, completed) => {
    expect(kycFlags(customer)).toEqual(flags)
    expect(kycProgress(kycFlags(customer))).toEqual({ completed, total: 5 })
  })
})

describe('identityDocToKeep', () => {
  it.each([
    [{ aadhaarDocUrl: null, panDocUrl: null }, { refuse: true }],
    [{ aadhaarDocUrl: null }, { refuse: false, keep: 'panDocUrl' }],
    [
      { panDocUrl: null, livePhotoUrl: '/l.jpg' },
      { refuse: false, keep: 'aadhaarDocUrl' },
    ],
    [
      { aadhaarDocUrl: null, panDocUrl: '/p.pdf' },
      { refuse: false, keep: null },
    ],
    [{ aadhaarDocUrl: '/a.pdf' }, { refuse: false, keep: null }],
    [
      { livePhotoUrl: null, passbookUrl: '/b.pdf' },
      { refuse: false, keep: null },
    ],
  ] as const)('%j', (change, expected) => {
    expect(identityDocToKeep(change)).toEqual(expected)
  })
})

describe('parseKycChange', () => {
  it.each([
    [
      { livePhotoUrl: ' /l.jpg ', panDocUrl: '', passbookUrl: null, name: 'ignored' },
      { livePhotoUrl: '/l.jpg', panDocUrl: null, passbookUrl: null },
    ],
    [{ aadhaarDocUrl: '   ' }, { aadhaarDocUrl: null }],
    [{ idCardPhotoUrl: 'x'.repeat(2048) }, { idCardPhotoUrl: 'x'.repeat(2048) }],
  ])('%j', (body, expected) => {
    expect(parseKycChange(body)).toEqual(expected)
  })

  it.each([
    [{}, 'No supported fields to update'],
    ['not an object', 'No supported fields to update'],
    [{ name: 'x' }, 'No supported fields to update'],
    [{ panDocUrl: 42 }, 'KYC document URLs must be text of at most 2048 characters.'],
    [
      { livePhotoUrl: '/l.jpg', passbookUrl: 'x'.repeat(2049) },
      'KYC document URLs must be text of at most 2048 characters.',
    ],
  ])('refuses %j', (body, message) => {
    expect(() => parseKycChange(body)).toThrow(message)
  })
})

describe('kycDocumentsOnFile', () => {
  it('lists the media on file in form order by flag name, trimmed; blanks are not on file', () => {
    expect(
      kycDocumentsOnFile({
        livePhotoUrl: ' t1/kyc/photo.jpg ',
        idCardPhotoUrl: '  ',
        aadhaarDocUrl: 't1/kyc/a.png',
        panDocUrl: null,
      }),
    ).toEqual([
      { kind: 'livePhoto', stored: 't1/kyc/photo.jpg' },
      { kind: 'aadhaarDoc', stored: 't1/kyc/a.png' },
    ])
  })
})
