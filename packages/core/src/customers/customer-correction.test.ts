import { describe, expect, it } from 'vitest'
import { correctionChanges, parseCustomerCorrection, type CorrectableDetails } from './customer-correction.ts'

const stored: CorrectableDetails = {
  name: 'Asha Rao',
  phone: '9876543210',
  email: 'asha@example.com',
  address: '12 MG Road',
  nomineeName: null,
  nomineeRel: null,
  bankName: null,
  accountNumber: null,
  ifsc: null,
}

const messageOf = (raw: unknown) => {
  try {
    parseCustomerCorrection(raw)
    return null
  } catch (e) {
    return (e as Error).message
  }
}

describe('parseCustomerCorrection', () => {
  it('keeps the form rules and their order, then asks for a reason', () => {
    expect(messageOf({ ...stored, name: '', reason: 'typo' })).toBe('Name is required.')
    expect(messageOf({ ...stored, phone: '12345', reason: 'typo' })).toBe(
      'Phone number must be a valid 10-digit Indian mobile number.',
    )
    expect(messageOf({ ...stored, bankName: 'SBI', reason: 'typo' })).toBe(
      'Account number is required when bank details are provided.',
    )
    expect(messageOf({ ...stored, reason: '   ' })).toBe('Say why the details are being corrected.')
    expect(messageOf({ ...stored, reason: 'x'.repeat(501) })).toBe('The reason must be 500 characters or fewer.')
  })

  it('normalises as the borrower form does', () => {
    const parsed = parseCustomerCorrection({
      ...stored,
      phone: '+91 98765 43211',
      ifsc: undefined,
      reason: ' new SIM ',
    })
    expect(parsed).toEqual({ details: { ...stored, phone: '9876543211' }, reason: 'new SIM' })
  })
})

describe('correctionChanges', () => {
  it('lists only the fields that differ, in form order', () => {
    expect(correctionChanges(stored, { ...stored, address: '14 MG Road', phone: '9000000001' })).toEqual([
      { field: 'phone', from: '9876543210', to: '9000000001' },
      { field: 'address', from: '12 MG Road', to: '14 MG Road' },
    ])
    expect(correctionChanges(stored, stored)).toEqual([])
  })
})
