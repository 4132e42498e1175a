import type { EmiPaymentPlan } from './emi-payment.ts'
import { isRecord } from '../shared/is-record.ts'
import type { Paise } from '../shared/money.ts'

/**
 * The `allocation` JSON stored on an EmiReceipt: where the money of one payment went, in paise.
 * `applied` amounts plus `excessPaise` equal `receivedPaise`, the receipt's amount. (Receipts
 * written before issue 24 hold rupees under `received`, `amount` and `excess`; only the installments
 * touched are read back, by `allocationTouches`.)
 */
export type ReceiptAllocation = {
  receivedPaise: Paise
  applied: { emiId: string; amountPaise: Paise; paidInFull: boolean }[]
  excessPaise: Paise
}

export function receiptAllocation(plan: EmiPaymentPlan): ReceiptAllocation {
  return {
    receivedPaise: plan.receivedPaise,
    applied: plan.applications.map((a) => ({ emiId: a.emiId, amountPaise: a.appliedPaise, paidInFull: a.becomesPaid })),
    excessPaise: plan.excessPaise,
  }
}

/**
 * The installments a stored allocation touched, and which it paid in full. Reads this format and
 * the earlier one (`changes: [{emiId, newStatus, newAmount?}]`, before paidAmount existed); anything
 * else reads as touching nothing.
 */
export function allocationTouches(allocation: unknown): { emiId: string; paidInFull: boolean }[] {
  const a: Record<string, unknown> = isRecord(allocation) ? allocation : {}
  const rows = Array.isArray(a.applied) ? a.applied : Array.isArray(a.changes) ? a.changes : []
  const out: { emiId: string; paidInFull: boolean }[] = []
  for (const row of rows as unknown[]) {
    if (!isRecord(row) || typeof row.emiId !== 'string') continue
    out.push({ emiId: row.emiId, paidInFull: row.paidInFull === true || row.newStatus === 'Paid' })
  }
  return out
}

export type TimelineReceiptSource = { id: string; emiId: string; amount: number; allocation: unknown; createdAt: Date }
export type TimelinePaidEmiSource = { id: string; amount: number; paidAt: Date | null }

/**
 * The EMI_PAID entries of a customer's timeline (spec 2.13): one per payment, partial ones
 * included, for the money received (`amount`), at the receipt's time. The entry's id is the
 * installment's id when that payment paid its target in full (so a plain "mark Paid" reads
 * `emi-<emi id>`), else the receipt's id. A Paid installment that no receipt mentions (recorded
 * before receipts existed) keeps its own entry for its amount at paidAt. Ids never repeat.
 */
export function emiPaymentTimelineEntries(sources: {
  receipts: readonly TimelineReceiptSource[]
  paidEmis: readonly TimelinePaidEmiSource[]
}): { id: string; amount: number; paidAt: Date }[] {
  const covered = new Set<string>()
  const used = new Set<string>()
  const entries: { id: string; amount: number; paidAt: Date }[] = []
  const receipts = [...sources.receipts].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1),
  )
  for (const r of receipts) {
    const touches = allocationTouches(r.allocation)
    covered.add(r.emiId)
    for (const t of touches) covered.add(t.emiId)
    const paidTarget = touches.some((t) => t.emiId === r.emiId && t.paidInFull)
    const id = paidTarget && !used.has(r.emiId) ? r.emiId : r.id
    used.add(id)
    entries.push({ id, amount: r.amount, paidAt: r.createdAt })
  }
  for (const e of sources.paidEmis) {
    if (e.paidAt && !covered.has(e.id) && !used.has(e.id))
      entries.push({ id: e.id, amount: e.amount, paidAt: e.paidAt })
  }
  return entries
}
