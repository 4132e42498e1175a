import {
  type IsoDate,
  type SurplusPayoutInput,
  booksErrors,
  feeEventJournal,
  isoDateOf,
  valuationErrors,
} from '@gold/core'
import { isUniqueViolation } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { shopRepository } from '../shop/shop-repository.ts'
import { postJournals, staffMoneyVia } from './books-posting.ts'
import { booksRepository } from './books-repository.ts'

type Staff = { tenantId: string; userId: string }

export type ValuationFee = { amountPaise: number; receivedOn: IsoDate | null }

/** tRPC books.valuationFee: the valuation's fee as charged and the day it was received (null until then). */
export async function valuationFeeOf(ctx: AppContext, tenantId: string, valuationId: string): Promise<ValuationFee> {
  const repo = booksRepository(ctx, tenantId)
  const amountPaise = await repo.valuationFeeOf(valuationId)
  if (amountPaise === null) throw valuationErrors.error('valuationNotFound')
  const received = await repo.journalBySource('valuationFee', valuationId)
  return { amountPaise, receivedOn: received?.date ?? null }
}

/**
 * tRPC books.receiveValuationFee: the shop took the valuation's fee today, whole, by the mode given
 * (cash through the staff member's counter). Posted as fee income, with the GST inside it to GST
 * output when the shop has a GSTIN (core `feeEventJournal`). Once per valuation: the journal's
 * source is the valuation, unique.
 */
export async function receiveValuationFee(
  ctx: AppContext,
  staff: Staff,
  valuationId: string,
  input: SurplusPayoutInput,
): Promise<ValuationFee> {
  const fee = await valuationFeeOf(ctx, staff.tenantId, valuationId)
  if (fee.amountPaise <= 0) throw booksErrors.error('noValuationFee')
  if (fee.receivedOn !== null) throw booksErrors.error('feeAlreadyReceived')
  const { gstin } = await shopRepository(ctx, staff.tenantId).namedProfile()
  const receivedOn = isoDateOf(ctx.now())
  try {
    await booksRepository(ctx, staff.tenantId).transaction(async (tx) => {
      const via = await staffMoneyVia(tx, input.mode, staff.userId, await tx.cashNeedsOpenCounter())
      const event = { kind: 'valuationFee' as const, sourceId: valuationId, date: receivedOn, valuationId }
      const journal = feeEventJournal({ ...event, amountPaise: fee.amountPaise, gstRegistered: Boolean(gstin), ...via })
      if (journal) await postJournals(tx, [{ journal, createdById: staff.userId }])
    })
  } catch (e) {
    if (isUniqueViolation(e)) throw booksErrors.error('feeAlreadyReceived')
    throw e
  }
  return { amountPaise: fee.amountPaise, receivedOn }
}
