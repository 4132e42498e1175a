import { allocatePayment } from '@gold/core/valuations/emi-payment'
import type { ValuationEmi } from './valuation-outputs.ts'

/** Rupees still owed on an installment (its scheduled amount less what earlier payments covered). */
export function outstandingOf(emi: ValuationEmi): number {
  if (emi.status === 'Paid') return 0
  return Math.max(0, Math.round(emi.amount * 100) - Math.round((emi.paidAmount ?? 0) * 100)) / 100
}

export type SettlementLine = { emi: ValuationEmi; applied: number; outstanding: number; becomesPaid: boolean }
export type Settlement = { received: number; lines: SettlementLine[]; excess: number }

/**
 * What a payment will settle, computed with the server's own allocation rule (core
 * `allocatePayment`) so the confirmation shows exactly what the API will record.
 */
export function previewSettlement(schedule: readonly ValuationEmi[], targetId: string, rupees: number): Settlement {
  const plan = allocatePayment({
    receivedAmount: rupees,
    targetEmiId: targetId,
    unpaidSchedule: schedule.map((e) => ({
      id: e.id,
      amount: e.amount,
      paidAmount: e.paidAmount ?? 0,
      dueDate: new Date(e.dueDate),
      status: e.status,
    })),
  })
  const byId = new Map(schedule.map((e) => [e.id, e]))
  const lines = plan.applications.flatMap((a) => {
    const emi = byId.get(a.emiId)
    return emi ? [{ emi, applied: a.applied, outstanding: a.outstanding, becomesPaid: a.becomesPaid }] : []
  })
  return { received: plan.received, lines, excess: plan.excess }
}
