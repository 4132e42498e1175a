import { describe, expect, it } from 'vitest'
import { domainFailure } from '../test-support/domain-failure.ts'
import { linesOf } from './books-test-support.ts'
import {
  checkCashCount,
  closeCounter,
  countedPaise,
  counterHandoverJournal,
  openingFloatJournal,
  type CashCount,
} from './counter-cash.ts'

const count = (notes: Partial<Record<500 | 200 | 100 | 50 | 20 | 10, number>>, coinsPaise = 0): CashCount =>
  checkCashCount({ notes, coinsPaise })

describe('cash count', () => {
  it('counts notes by denomination and coins in paise', () => {
    expect(countedPaise(count({ 500: 10, 200: 3, 100: 2, 50: 1, 20: 4, 10: 7 }, 1_250))).toBe(
      (5_000 + 600 + 200 + 50 + 80 + 70) * 100 + 1_250,
    )
    expect(countedPaise(count({}))).toBe(0)
  })

  it.each<[string, Parameters<typeof checkCashCount>[0], string]>([
    ['a negative count', { notes: { 500: -1 } }, 'Note counts must be whole numbers from 0 to 1,00,000.'],
    ['half a note', { notes: { 100: 1.5 } }, 'Note counts must be whole numbers from 0 to 1,00,000.'],
    ['a count as text', { notes: { 100: '3' } }, 'Note counts must be whole numbers from 0 to 1,00,000.'],
    ['more than a lakh of notes', { notes: { 10: 100_001 } }, 'Note counts must be whole numbers from 0 to 1,00,000.'],
    ['negative coins', { coinsPaise: -1 }, 'Coins must be a whole number of paise from ₹0 to ₹1,00,000.'],
    [
      'coins over a lakh of rupees',
      { coinsPaise: 10_000_001 },
      'Coins must be a whole number of paise from ₹0 to ₹1,00,000.',
    ],
  ])('refuses %s', (_, input, message) => {
    expect(domainFailure(() => checkCashCount(input))).toEqual({ status: 400, message })
  })
})

describe('opening and closing a counter', () => {
  const counter = { counterNumber: 2, counterName: 'Counter 2', date: '2026-01-31', sourceId: 'c1' }

  it('takes the opening float out of main cash', () => {
    expect(linesOf(openingFloatJournal({ ...counter, count: count({ 500: 20 }) }))).toEqual([
      'Dr 1102 1000000',
      'Cr 1100 1000000',
    ])
    expect(openingFloatJournal({ ...counter, count: count({}) })).toBeNull()
  })

  it('posts nothing when the count matches', () => {
    expect(closeCounter({ ...counter, expectedPaise: 1_000_000, count: count({ 500: 20 }) })).toEqual({
      expectedPaise: 1_000_000,
      countedPaise: 1_000_000,
      differencePaise: 0,
      journal: null,
    })
  })

  it('posts a ₹10 shortage to cash over/short with the reason', () => {
    const closing = closeCounter({
      ...counter,
      expectedPaise: 1_001_000,
      count: count({ 500: 20 }),
      reason: 'Change given short',
    })
    expect(closing.differencePaise).toBe(-1_000)
    expect(linesOf(closing.journal)).toEqual(['Dr 5300 1000', 'Cr 1102 1000'])
    expect(closing.journal?.narration).toBe('Cash short at Counter 2: Change given short')
  })

  it('posts an excess the other way', () => {
    const closing = closeCounter({
      ...counter,
      expectedPaise: 999_950,
      count: count({ 500: 20 }),
      reason: 'Customer left change',
    })
    expect(linesOf(closing.journal)).toEqual(['Dr 1102 50', 'Cr 5300 50'])
  })

  it('needs a reason for a difference', () => {
    expect(domainFailure(() => closeCounter({ ...counter, expectedPaise: 1, count: count({}) }))).toEqual({
      status: 400,
      message: 'Give a reason (2 to 200 characters) for the cash over or short.',
    })
  })
})

describe('counterHandoverJournal', () => {
  it('moves the counted cash back to main cash; nothing counted, no journal', () => {
    const base = { counterNumber: 2, counterName: 'Counter 2', date: '2026-03-15', sourceId: 's1' }
    expect(counterHandoverJournal({ ...base, countedPaise: 1_250_000 })?.lines).toEqual([
      { accountCode: '1100', debitPaise: 1_250_000, creditPaise: 0 },
      { accountCode: '1102', debitPaise: 0, creditPaise: 1_250_000 },
    ])
    expect(counterHandoverJournal({ ...base, countedPaise: 0 })).toBeNull()
  })
})
