import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  APPROVAL_ACTIONS,
  APPROVAL_CATALOG,
  type ApprovalAction,
  type ApprovalFacts,
  type ApprovalRule,
  DEFAULT_APPROVAL_RULES,
  effectiveApprovalRules,
  firstApplyingRule,
  needsApproval,
} from './approval-rules.ts'

const on = (action: ApprovalAction, threshold: number | null): ApprovalRule[] =>
  effectiveApprovalRules([{ action, enabled: true, threshold }])

describe('needsApproval', () => {
  it.each<[string, ApprovalAction, number | null, ApprovalFacts, boolean]>([
    [
      'a disbursement at the threshold posts',
      'disbursement',
      10_000_000,
      { kind: 'amountAbove', amountPaise: 10_000_000 },
      false,
    ],
    [
      'a disbursement a paisa above waits',
      'disbursement',
      10_000_000,
      { kind: 'amountAbove', amountPaise: 10_000_001 },
      true,
    ],
    ['every release waits', 'release', null, { kind: 'always' }, true],
    [
      'a shortage above the threshold waits',
      'counterOverShort',
      50_000,
      { kind: 'amountAbove', amountPaise: -50_001 },
      true,
    ],
    [
      'an overage at the threshold posts',
      'counterOverShort',
      50_000,
      { kind: 'amountAbove', amountPaise: 50_000 },
      false,
    ],
    [
      'an entry N days old posts',
      'backDatedEntry',
      3,
      { kind: 'daysOlderThan', entryDate: '2026-01-07', today: '2026-01-10' },
      false,
    ],
    [
      'an entry N+1 days old waits',
      'backDatedEntry',
      3,
      { kind: 'daysOlderThan', entryDate: '2026-01-06', today: '2026-01-10' },
      true,
    ],
    [
      'an undated entry (today) posts',
      'backDatedEntry',
      0,
      { kind: 'daysOlderThan', entryDate: null, today: '2026-01-10' },
      false,
    ],
    ['a rate 5% away at 5% posts', 'goldRateEntry', 500, { kind: 'percentAway', value: 10500, previous: 10000 }, false],
    ['a rate 5.01% away waits', 'goldRateEntry', 500, { kind: 'percentAway', value: 9499, previous: 10000 }, true],
    ['a first rate entry posts', 'goldRateEntry', 0, { kind: 'percentAway', value: 9499, previous: null }, false],
    ['facts of another kind never match', 'disbursement', 0, { kind: 'always' }, false],
  ])('%s', (_, action, threshold, facts, expected) => {
    expect(needsApproval(on(action, threshold), action, facts)).toBe(expected)
  })

  it('a rule that is off, or another action’s rule, never holds anything', () => {
    const rules = effectiveApprovalRules([{ action: 'release', enabled: false, threshold: null }])
    expect(needsApproval(rules, 'release', { kind: 'always' })).toBe(false)
    expect(needsApproval(on('release', null), 'dayReopen', { kind: 'always' })).toBe(false)
  })

  it('a new shop has every rule off', () => {
    expect(DEFAULT_APPROVAL_RULES.map((r) => r.action)).toEqual(APPROVAL_ACTIONS)
    expect(DEFAULT_APPROVAL_RULES.every((r) => !r.enabled)).toBe(true)
  })

  it('names the first applying rule of several', () => {
    const rules = effectiveApprovalRules([
      { action: 'disbursement', enabled: true, threshold: 100 },
      { action: 'backDatedEntry', enabled: true, threshold: 0 },
    ])
    const backDated: ApprovalFacts = { kind: 'daysOlderThan', entryDate: '2026-01-01', today: '2026-01-02' }
    expect(
      firstApplyingRule(rules, [
        { action: 'disbursement', facts: { kind: 'amountAbove', amountPaise: 50 } },
        { action: 'backDatedEntry', facts: backDated },
      ]),
    ).toBe('backDatedEntry')
    expect(firstApplyingRule(rules, [{ action: 'disbursement', facts: { kind: 'amountAbove', amountPaise: 5 } }])).toBe(
      null,
    )
  })
})

describe('needsApproval properties', () => {
  const amount = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 })
  const threshold = fc.integer({ min: 0, max: 1_000_000_000 })

  it('an amount rule holds exactly the amounts above its threshold, and raising it never holds more', () => {
    fc.assert(
      fc.property(amount, threshold, fc.nat(1_000_000), (a, t, raise) => {
        const facts: ApprovalFacts = { kind: 'amountAbove', amountPaise: a }
        expect(needsApproval(on('disbursement', t), 'disbursement', facts)).toBe(Math.abs(a) > t)
        if (needsApproval(on('disbursement', t + raise), 'disbursement', facts))
          expect(needsApproval(on('disbursement', t), 'disbursement', facts)).toBe(true)
      }),
    )
  })

  it('with every rule off nothing waits, whatever the facts', () => {
    const factsOf = (a: ApprovalAction, n: number): ApprovalFacts => {
      const kind = APPROVAL_CATALOG[a].kind
      if (kind === 'always') return { kind }
      if (kind === 'amountAbove') return { kind, amountPaise: n }
      if (kind === 'daysOlderThan') return { kind, entryDate: '2020-01-01', today: '2026-01-01' }
      return { kind, value: n, previous: 1 }
    }
    fc.assert(
      fc.property(fc.constantFrom(...APPROVAL_ACTIONS), amount, (a, n) => {
        expect(needsApproval(DEFAULT_APPROVAL_RULES, a, factsOf(a, n))).toBe(false)
      }),
    )
  })

  it('a rate rule is symmetric: as far above the last rate as below holds alike', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.nat(10_000_000), fc.nat(10_000), (prev, d, bp) => {
        const rules = on('goldRateEntry', bp)
        const up = needsApproval(rules, 'goldRateEntry', { kind: 'percentAway', value: prev + d, previous: prev })
        const down = needsApproval(rules, 'goldRateEntry', { kind: 'percentAway', value: prev - d, previous: prev })
        expect(up).toBe(down)
        expect(up).toBe(d * 10_000 > bp * prev)
      }),
    )
  })
})
