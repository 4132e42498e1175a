import { describe, expect, it } from 'vitest'
import { parseProposedTerms } from './proposed-terms.ts'

describe('parseProposedTerms', () => {
  it('reads the query text as the opening terms', () => {
    expect(
      parseProposedTerms(
        { principal: '5000000', scheme: 'EMI', annualRate: '12.5', tenureMonths: '12', penalRate: '2', graceDays: '7' },
        'v1',
      ),
    ).toEqual({
      principal: 5_000_000,
      scheme: 'EMI',
      annualRateBp: 1250,
      tenureMonths: 12,
      penalRateBp: 200,
      graceDays: 7,
      disbursedOn: null,
    })
  })

  it('refuses what opening refuses, with its messages', () => {
    expect(() =>
      parseProposedTerms({ principal: '5000000', scheme: 'BULLET', annualRate: '12', tenureMonths: '24' }, 'v1'),
    ).toThrow('Bullet and interest-only loans can run for at most 12 months.')
    expect(() =>
      parseProposedTerms({ principal: 'lots', scheme: 'EMI', annualRate: '12', tenureMonths: '12' }, 'v1'),
    ).toThrow()
  })
})
