import type { IsoDate } from '../shared/india-calendar.ts'
import type { PaymentTowardsDues } from './loan-position.ts'

/** A loan ledger entry as the corrections read it (components non-negative paise; the type gives the direction). */
export type CorrectableEntry = {
  id: string
  seq: number
  type: string
  amount: number
  principal: number
  interest: number
  penalCharges: number
  postedOn: IsoDate
  mode: string | null
  reference: string | null
  paymentId: string | null
  reversesId?: string | null
}

/**
 * The ledger as if every reversed entry had never been posted: the REVERSAL entries and the entries
 * they reverse left out, the rest in the order given (callers pass `seq` order). What the loan's
 * figures are computed from (its penal charges posted, the payments covering its dues); the stored
 * ledger keeps both for the record.
 */
export function liveEntries<E extends { id?: string; type: string; reversesId?: string | null }>(
  ledger: readonly E[],
): E[] {
  const reversed = new Set(ledger.filter((e) => e.type === 'REVERSAL' && e.reversesId).map((e) => e.reversesId!))
  return ledger.filter((e) => e.type !== 'REVERSAL' && !(e.id !== undefined && reversed.has(e.id)))
}

/** Every penal charge posted on the live ledger (paid or not). */
export const penalPostedOf = (live: readonly Pick<CorrectableEntry, 'type' | 'penalCharges'>[]): number =>
  live.filter((e) => e.type === 'PENAL_CHARGE').reduce((sum, e) => sum + e.penalCharges, 0)

/**
 * The live ledger's money towards the dues: payments, auction proceeds, which cover dues as a
 * payment does, and waived interest, which settles the interest part of a due as if paid.
 */
export const paymentsTowardsDues = (
  live: readonly Pick<CorrectableEntry, 'type' | 'interest' | 'principal' | 'postedOn'>[],
): PaymentTowardsDues[] =>
  live
    .filter((e) => e.type === 'PAYMENT' || e.type === 'AUCTION' || e.type === 'WAIVER')
    .map((e) => ({ paidOn: e.postedOn, towardsDues: e.interest + e.principal }))
