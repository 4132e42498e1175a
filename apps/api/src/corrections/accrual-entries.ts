import type { IsoDate } from '@gold/core'
import type { NewLedgerEntry } from '../loans/loans-repository.ts'

export type UnnumberedEntry = Omit<NewLedgerEntry, 'seq'>

/** What every correction entry posted today by `createdById` shares: no money mode, no payment. */
export const correctionEntryBase = (today: IsoDate, createdById: string | null) => ({
  postedOn: today,
  mode: null,
  reference: null,
  paymentId: null,
  createdById,
  principal: 0,
  interest: 0,
  penalCharges: 0,
})

/**
 * The accrual to today a correction posts before it settles the dues (as a payment would): an
 * INTEREST and a PENAL_CHARGE entry, each only when above zero.
 */
export function accrualEntries(
  posted: { interest: number; penalCharges: number },
  base: ReturnType<typeof correctionEntryBase>,
): UnnumberedEntry[] {
  return [
    ...(posted.interest > 0
      ? [{ ...base, type: 'INTEREST' as const, amount: posted.interest, interest: posted.interest }]
      : []),
    ...(posted.penalCharges > 0
      ? [{ ...base, type: 'PENAL_CHARGE' as const, amount: posted.penalCharges, penalCharges: posted.penalCharges }]
      : []),
  ]
}
