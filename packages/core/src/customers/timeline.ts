import { formatPaise, formatRupees } from '../shared/indian-format.ts'

export const TIMELINE_EVENT_TYPES = [
  'CREATED',
  'VALUATION',
  'GOLD_RECEIPT',
  'EMI_PAID',
  'EMAIL_SENT',
  'WHATSAPP_SENT',
  'BANK_SHARED',
  'LOAN_APPROVED',
  'STATUS_CHANGE',
] as const
export type TimelineEventType = (typeof TIMELINE_EVENT_TYPES)[number]

/** Types persisted as rows; the other four are computed at read time. */
export const STORED_TIMELINE_TYPES = [
  'EMAIL_SENT',
  'WHATSAPP_SENT',
  'BANK_SHARED',
  'LOAN_APPROVED',
  'STATUS_CHANGE',
] as const
export type StoredTimelineType = (typeof STORED_TIMELINE_TYPES)[number]

/** `detail` is absent (not undefined, not null) when there is nothing to say. */
export type TimelineEvent = { id: string; type: string; occurredAt: Date; detail?: string }

export type TimelineValuation = {
  id: string
  type: string
  totalValuePaise: number
  estimatedLoanPaise: number
  createdAt: Date
}
/** A valuation row, or anything shaped like one; rows without a receipt number are skipped. */
export type TimelineReceipt = { id: string; goldReceiptNo: string | null; goldReceiptIssuedAt: Date | null }
/** An EMI record; only those with `paidAt` are payments. */
export type TimelineEmiPayment = { id: string; amount: number; paidAt: Date | null }
export type TimelineStoredEvent = { id: string; type: string; occurredAt: Date; detail?: string | null }

export type TimelineSources<V extends TimelineValuation = TimelineValuation> = {
  customer: { id: string; createdAt: Date }
  valuations: readonly V[]
  receipts: readonly TimelineReceipt[]
  emiPayments: readonly TimelineEmiPayment[]
  storedEvents: readonly TimelineStoredEvent[]
  /** Override for the VALUATION detail; defaults to `defaultValuationDetail`. */
  valuationDetail?: (valuation: V) => string
}

/** `Loan · ₹1,23,456.50` for type exactly `loan` (estimated loan); otherwise `Sell · ` and the total value. */
export function defaultValuationDetail(
  valuation: Pick<TimelineValuation, 'type' | 'totalValuePaise' | 'estimatedLoanPaise'>,
): string {
  return valuation.type === 'loan'
    ? `Loan \u00b7 ${formatPaise(valuation.estimatedLoanPaise)}`
    : `Sell \u00b7 ${formatPaise(valuation.totalValuePaise)}`
}

/**
 * Merge computed and stored events, oldest first.
 *
 * Tie-break for equal timestamps, so the order never depends on input or database order:
 * CREATED, then VALUATION, GOLD_RECEIPT, EMI_PAID, then stored events; within one source by id.
 * (A valuation and its receipt often share a timestamp in fixtures; the valuation reads first.)
 */
export function mergeTimeline<V extends TimelineValuation>(sources: TimelineSources<V>): TimelineEvent[] {
  const detailOf = sources.valuationDetail ?? defaultValuationDetail
  const ranked: Array<{ rank: number; event: TimelineEvent }> = []
  const add = (rank: number, id: string, type: string, occurredAt: Date, detail?: string | null) => {
    if (Number.isNaN(occurredAt.getTime())) return
    const event: TimelineEvent = { id, type, occurredAt }
    if (detail) event.detail = detail
    ranked.push({ rank, event })
  }

  add(0, `created-${sources.customer.id}`, 'CREATED', sources.customer.createdAt)
  for (const v of sources.valuations) add(1, `val-${v.id}`, 'VALUATION', v.createdAt, detailOf(v))
  for (const r of sources.receipts) {
    if (r.goldReceiptNo && r.goldReceiptIssuedAt)
      add(2, `receipt-${r.id}`, 'GOLD_RECEIPT', r.goldReceiptIssuedAt, r.goldReceiptNo)
  }
  for (const e of sources.emiPayments) {
    if (e.paidAt) add(3, `emi-${e.id}`, 'EMI_PAID', e.paidAt, formatRupees(e.amount))
  }
  for (const s of sources.storedEvents) add(4, s.id, s.type, s.occurredAt, s.detail)

  ranked.sort(
    (a, b) =>
      a.event.occurredAt.getTime() - b.event.occurredAt.getTime() ||
      a.rank - b.rank ||
      (a.event.id < b.event.id ? -1 : a.event.id > b.event.id ? 1 : 0),
  )
  return ranked.map((r) => r.event)
}
