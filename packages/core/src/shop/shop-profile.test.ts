import { describe, expect, it } from 'vitest'
import { isDomainError } from '../shared/domain-error.ts'
import { shopErrors } from './shop-errors.ts'
import { parseShopProfile, SHOP_PROFILE_ERROR_FIELDS, shopProfileProblems } from './shop-profile.ts'

const m = (key: keyof typeof shopErrors.table) => shopErrors.table[key].message

function thrown(raw: unknown) {
  try {
    parseShopProfile(raw)
  } catch (e) {
    if (isDomainError(e)) return { status: e.status, message: e.message }
    throw e
  }
  throw new Error('expected a refusal')
}

describe('parseShopProfile', () => {
  it('normalizes a full profile', () => {
    expect(
      parseShopProfile({
        legalName: '  Lakshmi Gold Finance Pvt Ltd ',
        address: ' 12 Anna Salai \n\n  Chennai 600002 ',
        phone: '044  2434 5678',
        email: ' Accounts@Lakshmi.IN ',
        gstin: '27aapfu0939f1zv',
        licenceNumber: 'TN/MLA/2024/118',
        logoPathname: 't1/abc.png',
      }),
    ).toEqual({
      legalName: 'Lakshmi Gold Finance Pvt Ltd',
      address: '12 Anna Salai\nChennai 600002',
      phone: '044 2434 5678',
      email: 'accounts@lakshmi.in',
      gstin: '27AAPFU0939F1ZV',
      licenceNumber: 'TN/MLA/2024/118',
      logoPathname: 't1/abc.png',
    })
  })

  it('reads blank and absent fields as cleared', () => {
    expect(parseShopProfile({ legalName: '  ', phone: null })).toEqual({
      legalName: null,
      address: null,
      phone: null,
      email: null,
      gstin: null,
      licenceNumber: null,
      logoPathname: null,
    })
  })

  it.each([
    ['9876543210', true],
    ['+91 98765 43210', true],
    ['098765-43210', true],
    ['080 2345 6789', true],
    ['(0471) 234 5678', true],
    ['98765 4321', false],
    ['0098765432', false],
    ['98765x43210', false],
    ['+1 415 555 0100', false],
  ])('phone %s accepted: %s', (phone, accepted) => {
    expect(shopProfileProblems({ phone }).phone).toBe(accepted ? undefined : m('phoneInvalid'))
  })

  it.each([
    [{ legalName: 'x'.repeat(121) }, 'legalName', 'legalNameTooLong'],
    [{ address: 'x'.repeat(301) }, 'address', 'addressTooLong'],
    [{ email: 'accounts@shop' }, 'email', 'emailInvalid'],
    [{ gstin: '27AAPFU0939F1Z' }, 'gstin', 'gstinLength'],
    [{ gstin: '40AAPFU0939F1ZV' }, 'gstin', 'gstinStateCode'],
    [{ gstin: '27AAPF00939F1ZV' }, 'gstin', 'gstinPan'],
    [{ gstin: '27AAPFU0939F1AV' }, 'gstin', 'gstinEntity'],
    [{ gstin: '27AAPFU0939F1ZX' }, 'gstin', 'gstinCheckDigit'],
    [{ licenceNumber: 'x'.repeat(61) }, 'licenceNumber', 'licenceTooLong'],
    [{ legalName: 42 }, 'legalName', 'legalNameTooLong'],
  ] as const)('%j → %s: %s', (raw, field, key) => {
    expect(thrown(raw)).toEqual({ status: 400, message: m(key) })
    expect(SHOP_PROFILE_ERROR_FIELDS[key]).toBe(field)
  })

  it('answers the first problem in form order, and lists them all for the form', () => {
    const raw = { email: 'nope', phone: '12', gstin: 'x' }
    expect(thrown(raw).message).toBe(m('phoneInvalid'))
    expect(shopProfileProblems(raw)).toEqual({
      phone: m('phoneInvalid'),
      email: m('emailInvalid'),
      gstin: m('gstinLength'),
    })
  })

  it('keeps the limits at their edges', () => {
    expect(shopProfileProblems({ legalName: 'x'.repeat(120), licenceNumber: 'y'.repeat(60) })).toEqual({})
  })
})
