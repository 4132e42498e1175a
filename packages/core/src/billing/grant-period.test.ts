import { describe, expect, it } from 'vitest'
import type { BillingCycle } from './billing-cycles.ts'
import { istInstant as ist } from '../shared/india-calendar.ts'
import { grantPeriod, revokePeriod } from './grant-period.ts'

const now = ist('2025-01-31T12:00:00')

describe('grantPeriod', () => {
  it.each<[string, Date | null, BillingCycle, string, string]>([
    ['no expiry starts now', null, 'monthly', '2025-01-31T12:00:00', '2025-02-28T12:00:00'],
    ['lapsed starts now', ist('2024-12-01T00:00:00'), 'quarterly', '2025-01-31T12:00:00', '2025-04-30T12:00:00'],
    ['expiry exactly now starts now', now, 'monthly', '2025-01-31T12:00:00', '2025-02-28T12:00:00'],
    ['time left stacks on expiry', ist('2025-02-10T09:00:00'), 'monthly', '2025-02-10T09:00:00', '2025-03-10T09:00:00'],
    ['1 ms left stacks', new Date(now.getTime() + 1), 'yearly', '2025-01-31T12:00:00.001', '2026-01-31T12:00:00.001'],
    [
      'half-yearly from month end',
      ist('2025-03-31T18:00:00'),
      'half-yearly',
      '2025-03-31T18:00:00',
      '2025-09-30T18:00:00',
    ],
    ['yearly from leap day', ist('2028-02-29T10:00:00'), 'yearly', '2028-02-29T10:00:00', '2029-02-28T10:00:00'],
  ])('%s', (_label, currentExpiry, cycle, start, end) => {
    const { periodStart, periodEnd } = grantPeriod({ now, currentExpiry, cycle })
    expect(periodStart.toISOString()).toBe(ist(start).toISOString())
    expect(periodEnd.toISOString()).toBe(ist(end).toISOString())
  })

  it('does not alias the caller’s dates', () => {
    const currentExpiry = ist('2025-03-01T00:00:00')
    const { periodStart } = grantPeriod({ now, currentExpiry, cycle: 'monthly' })
    expect(periodStart).not.toBe(currentExpiry)
    expect(periodStart.getTime()).toBe(currentExpiry.getTime())
  })
})

describe('revokePeriod', () => {
  const periodStart = ist('2025-01-31T12:00:00')
  const periodEnd = ist('2025-02-28T12:00:00') // 28 days

  it.each<[string, Date | null, Date | null]>([
    ['expiry untouched since the grant', periodEnd, periodStart],
    ['later renewal keeps its own time', ist('2025-03-28T12:00:00'), ist('2025-02-28T12:00:00')],
    ['result may be in the past', ist('2025-02-01T00:00:00'), ist('2025-01-04T00:00:00')],
    ['no expiry stays none', null, null],
  ])('%s', (_label, currentExpiry, expected) => {
    expect(revokePeriod({ currentExpiry, periodStart, periodEnd })).toEqual(expected)
  })

  it('subtracts exactly what grantPeriod added', () => {
    const before = ist('2025-05-31T08:15:00')
    const grant = grantPeriod({ now, currentExpiry: before, cycle: 'quarterly' })
    expect(revokePeriod({ currentExpiry: grant.periodEnd, ...grant })?.getTime()).toBe(before.getTime())
  })

  it('rejects an inverted period', () => {
    expect(() => revokePeriod({ currentExpiry: now, periodStart: periodEnd, periodEnd: periodStart })).toThrow()
  })
})
