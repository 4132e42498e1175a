import { describe, expect, it } from 'vitest'
import { holdsMoneyRole, normalizeRecoveryCode, recoveryCodeOf, secondFactorStep } from './second-factor.ts'

describe('secondFactorStep', () => {
  it.each([
    [{ enrolled: false, shopRequires: false, holdsMoneyRole: true }, 'none'],
    [{ enrolled: false, shopRequires: true, holdsMoneyRole: false }, 'none'],
    [{ enrolled: false, shopRequires: true, holdsMoneyRole: true }, 'enrol'],
    [{ enrolled: true, shopRequires: false, holdsMoneyRole: false }, 'verify'],
    [{ enrolled: true, shopRequires: true, holdsMoneyRole: true }, 'verify'],
  ] as const)('%j -> %s', (input, step) => expect(secondFactorStep(input)).toBe(step))
})

describe('recovery codes', () => {
  it('are two groups of five unambiguous characters, read back whatever the case and dashes', () => {
    const code = recoveryCodeOf(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 30]))
    expect(code).toBe('ABCDE-FGHJ9')
    expect(normalizeRecoveryCode(' abcde fghj9 ')).toBe('ABCDEFGHJ9')
    expect(normalizeRecoveryCode(code)).toBe('ABCDEFGHJ9')
  })
})

describe('holdsMoneyRole', () => {
  it('owners (TENANT_ADMIN) and managers; a counter employee or an auditor not', () => {
    expect(holdsMoneyRole({ role: 'TENANT_ADMIN', roles: [] })).toBe(true)
    expect(holdsMoneyRole({ role: 'TENANT_EMPLOYEE', roles: ['cashier', 'manager'] })).toBe(true)
    expect(holdsMoneyRole({ role: 'TENANT_EMPLOYEE', roles: [] })).toBe(false)
    expect(holdsMoneyRole({ role: 'TENANT_EMPLOYEE', roles: ['auditor'] })).toBe(false)
  })
})
