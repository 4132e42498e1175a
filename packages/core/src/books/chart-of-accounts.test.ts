import { describe, expect, it } from 'vitest'
import { domainFailure } from '../test-support/domain-failure.ts'
import {
  ACCOUNT_CODES,
  checkAccountDeletion,
  checkAccountRename,
  checkNewAccount,
  counterCashAccount,
  counterCashCode,
  SEEDED_CHART,
} from './chart-of-accounts.ts'

describe('seeded chart', () => {
  it('has unique codes and names, each first digit its group', () => {
    expect(new Set(SEEDED_CHART.map((a) => a.code)).size).toBe(SEEDED_CHART.length)
    expect(new Set(SEEDED_CHART.map((a) => a.name)).size).toBe(SEEDED_CHART.length)
    const digit = { Asset: '1', Liability: '2', Equity: '3', Income: '4', Expense: '5' }
    for (const a of SEEDED_CHART) expect(a.code[0]).toBe(digit[a.group])
  })

  it('holds every code the posting rules use, as a system account', () => {
    const used = Object.entries(ACCOUNT_CODES).filter(
      ([key]) => !['rent', 'salaries', 'electricity', 'otherExpenses'].includes(key),
    )
    for (const [, code] of used) expect(SEEDED_CHART.find((a) => a.code === code)?.system).toBe(true)
  })

  it('gives each counter a cash account under cash', () => {
    expect(counterCashCode(1)).toBe('1101')
    expect(counterCashCode(99)).toBe('1199')
    expect(counterCashAccount(3, 'Front desk')).toEqual({
      code: '1103',
      name: 'Cash - Front desk',
      group: 'Asset',
      money: 'Cash',
      system: true,
    })
    expect(domainFailure(() => counterCashCode(0))?.message).toBe('Counter number must be a whole number from 1 to 99.')
    expect(domainFailure(() => counterCashCode(100))?.status).toBe(400)
  })
})

describe('adding an account', () => {
  it('adds an expense and a second bank account', () => {
    expect(checkNewAccount(SEEDED_CHART, { code: '5430', name: ' Telephone ', group: 'Expense' })).toEqual({
      code: '5430',
      name: 'Telephone',
      group: 'Expense',
      system: false,
    })
    expect(
      checkNewAccount(SEEDED_CHART, { code: '1210', name: 'SBI current account', group: 'Asset', money: 'Bank' }),
    ).toMatchObject({ money: 'Bank' })
  })

  it.each<[string, Record<string, unknown>, number, string]>([
    [
      'a one-letter name',
      { code: '5430', name: 'T', group: 'Expense' },
      400,
      'Account name must be 2 to 100 characters.',
    ],
    [
      'an unknown group',
      { code: '5430', name: 'Telephone', group: 'Expenses' },
      400,
      'Group must be Asset, Liability, Equity, Income or Expense.',
    ],
    [
      'a code of another group',
      { code: '4430', name: 'Telephone', group: 'Expense' },
      400,
      'Account code must be four digits from 5000 to 5999 for this group.',
    ],
    [
      'a code of three digits',
      { code: '543', name: 'Telephone', group: 'Expense' },
      400,
      'Account code must be four digits from 5000 to 5999 for this group.',
    ],
    [
      'a code in the cash range',
      { code: '1150', name: 'Petty cash', group: 'Asset' },
      400,
      'Account codes 1100 to 1199 are kept for cash: main cash and one per counter.',
    ],
    [
      'a code taken',
      { code: '5400', name: 'Office rent', group: 'Expense' },
      409,
      'An account with this code already exists.',
    ],
    [
      'a name taken (any case)',
      { code: '5430', name: 'rent', group: 'Expense' },
      409,
      'An account with this name already exists.',
    ],
  ])('refuses %s', (_, input, status, message) => {
    expect(domainFailure(() => checkNewAccount(SEEDED_CHART, input as never))).toEqual({ status, message })
  })
})

describe('deleting an account', () => {
  it.each<[string, string, boolean, string | null]>([
    ['an unused expense head', '5420', false, null],
    ['a system account', '1400', false, 'This account is used by the system postings and cannot be deleted.'],
    ['an account with postings', '5400', true, 'This account has postings and cannot be deleted.'],
    ['an unknown code', '9999', false, 'Account not found.'],
  ])('%s', (_, code, hasPostings, message) => {
    expect(domainFailure(() => checkAccountDeletion(SEEDED_CHART, code, hasPostings))?.message ?? null).toBe(message)
  })
})

describe('checkAccountRename', () => {
  it('trims the new name; the same name in another case is its own', () => {
    expect(checkAccountRename(SEEDED_CHART, '5400', ' Shop rent ')).toBe('Shop rent')
    expect(checkAccountRename(SEEDED_CHART, '5400', 'RENT')).toBe('RENT')
  })
  it.each([
    ['an unknown code', '9999', 'Fuel', 'Account not found.'],
    ['a short name', '5400', 'R', 'Account name must be 2 to 100 characters.'],
    ["another account's name", '5400', 'salaries', 'An account with this name already exists.'],
  ])('refuses %s', (_, code, name, message) => {
    expect(domainFailure(() => checkAccountRename(SEEDED_CHART, code, name))?.message).toBe(message)
  })
})
