import { allocatePayment, emiOutstanding } from '@gold/core/valuations/emi-payment'
import type { Paise } from '@gold/core/shared/money'
import type { ValuationEmi } from './valuation-outputs.ts'

/** Paise still owed on an installment (its scheduled amount less what earlier payments covered). */
export function outstandingOf(emi: ValuationEmi): Paise {
  return emi.status === 'Paid' ? 0 : emiOutstanding(emi)
}

export type SettlementLine = { emi: ValuationEmi; appliedPaise: Paise; outstandingPaise: Paise; becomesPaid: boolean }
export type Settlement = { receivedPaise: Paise; lines: SettlementLine[]; excessPaise: Paise }

/**
 * What a payment will settle, computed with the server's own allocation rule (core
 * `allocatePayment`) so the confirmation shows exactly what the API will record.
 */
export function previewSettlement(
  schedule: readonly ValuationEmi[],
  targetId: string,
  receivedPaise: Paise,
): Settlement {
  const plan = allocatePayment({
    receivedPaise,
    targetEmiId: targetId,
    unpaidSchedule: schedule.map((e) => ({
      id: e.id,
      amountPaise: e.amountPaise,
      paidAmountPaise: e.paidAmountPaise,
      dueDate: new Date(e.dueDate),
      status: e.status,
    })),
  })
  const byId = new Map(schedule.map((e) => [e.id, e]))
  const lines = plan.applications.flatMap((a) => {
    const emi = byId.get(a.emiId)
    return emi
      ? [{ emi, appliedPaise: a.appliedPaise, outstandingPaise: a.outstandingPaise, becomesPaid: a.becomesPaid }]
      : []
  })
  return { receivedPaise: plan.receivedPaise, lines, excessPaise: plan.excessPaise }
}
