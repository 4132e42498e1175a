import { describe, expect, it } from 'vitest'
import { defaultValuationDetail, mergeTimeline } from './timeline.ts'

const t = (iso: string) => new Date(iso)

describe('defaultValuationDetail', () => {
  it.each([
    [{ type: 'loan', totalValuePaise: 20000000, estimatedLoanPaise: 12345650 }, 'Loan \u00b7 \u20b91,23,456.50'],
    [{ type: 'sell', totalValuePaise: 9876500, estimatedLoanPaise: 0 }, 'Sell \u00b7 \u20b998,765.00'],
    [{ type: 'certificate', totalValuePaise: 100000, estimatedLoanPaise: 50000 }, 'Sell \u00b7 \u20b91,000.00'],
    [{ type: 'Loan', totalValuePaise: 100000, estimatedLoanPaise: 50000 }, 'Sell \u00b7 \u20b91,000.00'],
  ])('%j -> %s', (valuation, expected) => expect(defaultValuationDetail(valuation)).toBe(expected))
})

describe('mergeTimeline', () => {
  const customer = { id: 'c1', createdAt: t('2025-01-01T00:00:00Z') }
  const valuations = [
    {
      id: 'v1',
      type: 'loan',
      totalValuePaise: 15000000,
      estimatedLoanPaise: 11250000,
      createdAt: t('2025-01-02T00:00:00Z'),
    },
  ]
  const receipts = [
    { id: 'v1', goldReceiptNo: 'GR-ABC123', goldReceiptIssuedAt: t('2025-01-02T00:00:00Z') },
    { id: 'v2', goldReceiptNo: null, goldReceiptIssuedAt: null },
  ]
  const emiPayments = [
    { id: 'e1', amount: 5000, paidAt: t('2025-02-01T00:00:00Z') },
    { id: 'e2', amount: 5000, paidAt: null },
  ]
  const storedEvents = [
    { id: 's2', type: 'STATUS_CHANGE', occurredAt: t('2025-01-03T00:00:00Z'), detail: 'New \u2192 Active' },
    { id: 's1', type: 'LOAN_APPROVED', occurredAt: t('2025-01-03T00:00:00Z'), detail: null },
    { id: 's3', type: 'EMAIL_SENT', occurredAt: t('2024-12-31T00:00:00Z'), detail: '' },
  ]

  it('merges computed and stored events oldest first with a stable tie-break', () => {
    const events = mergeTimeline({ customer, valuations, receipts, emiPayments, storedEvents })
    expect(events).toEqual([
      { id: 's3', type: 'EMAIL_SENT', occurredAt: t('2024-12-31T00:00:00Z') },
      { id: 'created-c1', type: 'CREATED', occurredAt: t('2025-01-01T00:00:00Z') },
      {
        id: 'val-v1',
        type: 'VALUATION',
        occurredAt: t('2025-01-02T00:00:00Z'),
        detail: 'Loan \u00b7 \u20b91,12,500.00',
      },
      { id: 'receipt-v1', type: 'GOLD_RECEIPT', occurredAt: t('2025-01-02T00:00:00Z'), detail: 'GR-ABC123' },
      { id: 's1', type: 'LOAN_APPROVED', occurredAt: t('2025-01-03T00:00:00Z') },
      { id: 's2', type: 'STATUS_CHANGE', occurredAt: t('2025-01-03T00:00:00Z'), detail: 'New \u2192 Active' },
      { id: 'emi-e1', type: 'EMI_PAID', occurredAt: t('2025-02-01T00:00:00Z'), detail: '\u20b95,000.00' },
    ])
    for (const event of events.filter(
      (e) => e.type === 'CREATED' || e.type === 'LOAN_APPROVED' || e.type === 'EMAIL_SENT',
    )) {
      expect('detail' in event).toBe(false)
    }
  })

  it('does not depend on input order', () => {
    const a = mergeTimeline({ customer, valuations, receipts, emiPayments, storedEvents })
    const b = mergeTimeline({
      customer,
      valuations,
      receipts: [...receipts].reverse(),
      emiPayments,
      storedEvents: [...storedEvents].reverse(),
    })
    expect(b).toEqual(a)
  })

  it('uses an injected valuation detail', () => {
    const events = mergeTimeline({
      customer,
      valuations,
      receipts: [],
      emiPayments: [],
      storedEvents: [],
      valuationDetail: (v) => `custom ${v.id}`,
    })
    expect(events.map((e) => e.detail)).toEqual([undefined, 'custom v1'])
  })
})
