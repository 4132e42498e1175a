import { describe, expect, it } from 'vitest'
import { custodyErrors } from './custody-errors.ts'
import { custodyBlocksDisbursement } from './disbursement-custody.ts'

const packet = { sealNo: 'S-1', ornamentPhotoUrls: ['/a.jpg'], sealedPhotoUrl: '/b.jpg' }

describe('custodyBlocksDisbursement', () => {
  it.each([
    [false, false, null, null],
    [true, false, packet, 'goldReceiptRequiredForDisbursement'],
    [true, true, null, 'packetRequiredForDisbursement'],
    [true, true, { ...packet, ornamentPhotoUrls: [] }, 'packetRequiredForDisbursement'],
    [true, true, { ...packet, sealedPhotoUrl: null }, 'packetRequiredForDisbursement'],
    [true, true, { ...packet, sealNo: ' ' }, 'packetRequiredForDisbursement'],
    [true, true, packet, null],
  ] as const)('required %s, receipt %s, packet %j: %s', (required, goldReceiptIssued, p, error) => {
    expect(custodyBlocksDisbursement({ required, goldReceiptIssued, packet: p })).toBe(error)
  })

  it('says what to do', () => {
    expect(custodyErrors.table.packetRequiredForDisbursement).toEqual({
      status: 409,
      message:
        'Seal the gold in a packet before disbursing: this shop requires a packet with its seal number, photos of the ornaments and a photo of the sealed packet.',
    })
  })
})
