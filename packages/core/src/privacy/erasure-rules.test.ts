import { describe, expect, it } from 'vitest'
import { erasureCheck, type ErasureLoan } from './erasure-rules.ts'

const loan = (over: Partial<ErasureLoan>): ErasureLoan => ({
  status: 'Released',
  closedOn: '2018-03-01',
  releasedOn: '2018-03-05',
  auctionedOn: null,
  surplusOwedPaise: 0,
  surplusPaidOn: null,
  ...over,
})
const check = (loans: ErasureLoan[], today: string, extra: { hasUnpaidEmis?: boolean; lastActivityOn?: string } = {}) =>
  erasureCheck({
    loans,
    hasUnpaidEmis: extra.hasUnpaidEmis ?? false,
    lastActivityOn: extra.lastActivityOn ?? '2017-01-01',
    today,
    retentionYears: 8,
  })

describe('erasureCheck', () => {
  it.each<[string, ErasureLoan[], string, ReturnType<typeof erasureCheck>]>([
    [
      'an active loan',
      [loan({ status: 'Active', closedOn: null, releasedOn: null })],
      '2040-01-01',
      { ok: false, refusal: 'openLoan' },
    ],
    [
      'a loan under auction notice',
      [loan({ status: 'AuctionNoticed', releasedOn: null })],
      '2040-01-01',
      { ok: false, refusal: 'openLoan' },
    ],
    [
      'a closed loan whose gold is still held',
      [loan({ status: 'Closed', releasedOn: null })],
      '2040-01-01',
      { ok: false, refusal: 'openLoan' },
    ],
    [
      'an auction surplus still owed',
      [loan({ status: 'Auctioned', releasedOn: null, auctionedOn: '2018-01-01', surplusOwedPaise: 500 })],
      '2040-01-01',
      { ok: false, refusal: 'openLoan' },
    ],
    [
      'the retention day itself',
      [loan({})],
      '2026-03-05',
      { ok: false, refusal: 'retention', retainedTill: '2026-03-05' },
    ],
    ['the day after', [loan({})], '2026-03-06', { ok: true, lastClosedOn: '2018-03-05', retainedTill: '2026-03-05' }],
    [
      'the latest of several loans counts',
      [loan({}), loan({ closedOn: '2019-06-30', releasedOn: '2019-07-02' })],
      '2026-03-06',
      { ok: false, refusal: 'retention', retainedTill: '2027-07-02' },
    ],
    [
      'an auctioned loan counts from its surplus paid',
      [
        loan({
          status: 'Auctioned',
          closedOn: '2018-01-01',
          releasedOn: null,
          auctionedOn: '2018-01-01',
          surplusOwedPaise: 500,
          surplusPaidOn: '2018-02-01',
        }),
      ],
      '2026-02-02',
      { ok: true, lastClosedOn: '2018-02-01', retainedTill: '2026-02-01' },
    ],
    ['no loans: from the last dealing', [], '2025-01-02', { ok: true, lastClosedOn: null, retainedTill: '2025-01-01' }],
  ])('%s', (_, loans, today, expected) => {
    expect(check(loans, today)).toEqual(expected)
  })

  it('refuses while an EMI of the old valuation flow is unpaid', () => {
    expect(check([], '2040-01-01', { hasUnpaidEmis: true })).toEqual({ ok: false, refusal: 'openLoan' })
  })

  it('counts a later valuation after the last loan', () => {
    expect(check([loan({})], '2026-03-06', { lastActivityOn: '2020-01-01' })).toEqual({
      ok: false,
      refusal: 'retention',
      retainedTill: '2028-01-01',
    })
  })
})
