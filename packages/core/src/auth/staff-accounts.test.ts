import { describe, expect, it } from 'vitest'
import {
  changePasswordInput,
  passwordProblem,
  resetPasswordInput,
  staffAccountMessages as m,
  staffAccountsFull,
  staffUserInput,
} from './staff-accounts.ts'

describe('passwordProblem: one rule everywhere', () => {
  it.each<[string, string | null]>([
    ['', m.passwordTooShort],
    ['1234567', m.passwordTooShort],
    ['12345678', null],
    ['        ', null],
    ['a'.repeat(72), null],
    ['a'.repeat(73), m.passwordTooLong],
    // bcrypt reads bytes: 25 Devanagari letters are 75 bytes.
    ['क'.repeat(24), null],
    ['क'.repeat(25), m.passwordTooLong],
  ])('%j -> %s', (password, expected) => expect(passwordProblem(password)).toBe(expected))
})

describe('staffUserInput', () => {
  const valid = { name: ' Ravi Kumar ', email: ' Ravi@Shop.IN ', role: 'TENANT_EMPLOYEE', password: 'Secret@123' }
  const firstIssue = (input: unknown) => staffUserInput.safeParse(input).error?.issues[0]?.message

  it('trims the name and stores the email in lower case', () => {
    expect(staffUserInput.parse(valid)).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@shop.in',
      role: 'TENANT_EMPLOYEE',
      password: 'Secret@123',
    })
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['blank name', { name: '  ' }, m.nameRequired],
    ['long name', { name: 'x'.repeat(101) }, m.nameTooLong],
    ['name not text', { name: 5 }, m.nameRequired],
    ['bad email', { email: 'ravi@' }, m.emailInvalid],
    ['email too long', { email: `${'a'.repeat(250)}@b.in` }, m.emailInvalid],
    ['unknown role', { role: 'OWNER' }, m.roleInvalid],
    ['short password', { password: 'short' }, m.passwordTooShort],
    ['missing password', { password: undefined }, m.passwordTooShort],
  ])('%s is refused with its message', (_label, change, message) => {
    expect(firstIssue({ ...valid, ...change })).toBe(message)
  })
})

describe('password inputs', () => {
  it('change: the current password is required, the new one follows the rule', () => {
    expect(
      changePasswordInput.safeParse({ currentPassword: '', newPassword: 'Secret@123' }).error?.issues[0]?.message,
    ).toBe(m.currentPasswordRequired)
    expect(
      changePasswordInput.safeParse({ currentPassword: 'x', newPassword: 'short' }).error?.issues[0]?.message,
    ).toBe(m.passwordTooShort)
  })
  it('reset: an empty or absurd token reads as an invalid link', () => {
    const message = 'This reset link is invalid or has expired. Ask for a new one.'
    expect(resetPasswordInput.safeParse({ token: '', newPassword: 'Secret@123' }).error?.issues[0]?.message).toBe(
      message,
    )
    expect(
      resetPasswordInput.safeParse({ token: 'x'.repeat(201), newPassword: 'Secret@123' }).error?.issues[0]?.message,
    ).toBe(message)
  })
})

describe('staffAccountsFull', () => {
  it.each<[number, number | null, boolean]>([
    [3, 10, false],
    [9, 10, false],
    [10, 10, true],
    [11, 10, true],
    [0, 0, true],
    [500, null, false],
  ])('%i used of %s -> %s', (used, limit, full) => expect(staffAccountsFull({ used, limit })).toBe(full))
})
