import { randomBytes } from 'node:crypto'
import {
  type EmiStatusPatch, allocatePayment, canChangeEmiStatus, isEmiStatus, isFreshPayment, parseEmiAddInput,
  parseEmiStatusPatch, valuationErrors,
} from '@gold/core'
import type { AppContext } from '../context.ts'
import { notifyEmiPayment } from './emi-notify.ts'
import { EMI_RECORD_SELECT, emiRecordJson } from './valuation-json.ts'

/** POST /api/valuations/{id}/emi: one installment added by hand (status Upcoming). */
export async function addEmi(ctx: AppContext, tenantId: string, valuationId: string, body: unknown) {
  const db = ctx.db.forTenant(tenantId)
  const valuation = await db.valuation.findFirst({ where: { id: valuationId }, select: { id: true, customerId: true } })
  if (!valuation) throw valuationErrors.error('valuationNotFound')
  const input = parseEmiAddInput(body)
  const row = await db.emiRecord.create({
    data: { tenantId, customerId: valuation.customerId, valuationId, amount: input.amount, dueDate: input.dueDate, status: 'Upcoming' },
    select: EMI_RECORD_SELECT,
  })
  return emiRecordJson(row)
}

/** Receipt numbers: `ER-` and 10 random base32 characters (unique index; collisions are astronomically rare). */
function receiptNumber(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return `ER-${Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join('')}`
}

/**
 * PATCH /api/valuations/{id}/emi (platform-spec 3.5). Paid is final; moving an unpaid installment to
 * Paid is a payment: `receivedAmount` (when given) is allocated across the unpaid schedule (core
 * `allocatePayment`), every change is a conditional update on the row's unpaid state, and one
 * immutable EmiReceipt records it, all in one transaction. The customer is then notified best-effort.
 */
export async function patchEmi(ctx: AppContext, tenantId: string, valuationId: string, body: unknown) {
  const patch = parseEmiStatusPatch(body)
  const db = ctx.db.forTenant(tenantId)
  const emi = await db.emiRecord.findFirst({ where: { id: patch.emiId, valuationId }, select: { id: true, status: true } })
  if (!emi) throw valuationErrors.error('emiNotFound')
  if (!canChangeEmiStatus(emi.status, patch.status)) throw valuationErrors.error('emiAlreadyPaid')
  if (emi.status === patch.status && patch.status === 'Paid') return current(ctx, tenantId, emi.id)
  if (!isFreshPayment(emi.status, patch.status)) {
    const { count } = await db.emiRecord.updateMany({ where: { id: emi.id, status: { not: 'Paid' } }, data: { status: patch.status } })
    if (count === 0) throw valuationErrors.error('emiAlreadyPaid')
    return current(ctx, tenantId, emi.id)
  }
  const receipt = await recordPayment(ctx, tenantId, valuationId, patch)
  if (receipt) await notifyEmiPayment(ctx, tenantId, receipt).catch((err) => ctx.log.warn({ err }, 'EMI payment notification failed'))
  return current(ctx, tenantId, emi.id)
}

async function current(ctx: AppContext, tenantId: string, id: string) {
  const row = await ctx.db.forTenant(tenantId).emiRecord.findFirst({ where: { id }, select: EMI_RECORD_SELECT })
  if (!row) throw valuationErrors.error('emiNotFound')
  return emiRecordJson(row)
}

export type PaymentReceipt = { receiptNo: string; customerId: string; valuationId: string; emiId: string; amount: number; paidCount: number }

/** Apply one payment; null when a concurrent request paid the target first (nothing recorded twice). */
async function recordPayment(ctx: AppContext, tenantId: string, valuationId: string, patch: EmiStatusPatch): Promise<PaymentReceipt | null> {
  const now = ctx.now()
  return ctx.db.forTenant(tenantId).$transaction(async (tx) => {
    const unpaid = await tx.emiRecord.findMany({
      where: { tenantId, valuationId, status: { not: 'Paid' } }, select: { id: true, amount: true, dueDate: true, status: true, customerId: true },
    })
    const target = unpaid.find((e) => e.id === patch.emiId)
    if (!target) return null
    const plan = allocatePayment({
      receivedAmount: patch.receivedAmount, targetEmiId: target.id,
      unpaidSchedule: unpaid.map((e) => ({ ...e, status: isEmiStatus(e.status) ? e.status : 'Upcoming' })),
    })
    let paidCount = 0
    let allocated = 0
    for (const change of plan.changes) {
      const before = unpaid.find((e) => e.id === change.emiId)!
      const where = { id: change.emiId, tenantId, status: { not: 'Paid' }, amount: before.amount }
      const data = change.newStatus === 'Paid'
        ? { status: 'Paid', paidAt: now, paymentMode: patch.paymentMode, paymentReference: patch.paymentReference }
        : { amount: change.newAmount ?? before.amount }
      const { count } = await tx.emiRecord.updateMany({ where, data })
      if (count === 0) {
        if (change.emiId === target.id) return null
        throw new Error('EMI schedule changed during payment; retry')
      }
      if (change.newStatus === 'Paid') paidCount++
      allocated += change.newStatus === 'Paid' ? before.amount : before.amount - (change.newAmount ?? before.amount)
    }
    const amount = patch.receivedAmount ?? target.amount
    const receiptNo = receiptNumber()
    await tx.emiReceipt.create({
      data: {
        tenantId, customerId: target.customerId, valuationId, emiId: target.id, receiptNo, amount,
        receivedAmount: patch.receivedAmount, paymentMode: patch.paymentMode, paymentReference: patch.paymentReference,
        allocation: { changes: plan.changes, allocated: Math.round(allocated * 100) / 100, excess: plan.excess },
        createdAt: now,
      },
    })
    return { receiptNo, customerId: target.customerId, valuationId, emiId: target.id, amount, paidCount }
  })
}
