import type { IsoDate, Journal } from '@gold/core'
import type { Prisma, TenantClient } from '@gold/db'
import { journalOfRow } from '../books/books-repository.ts'

export type CorrectionKind = 'paymentReversal' | 'waiver' | 'disbursementCancel' | 'writeOff'

export type CorrectionRecord = {
  id: string
  loanId: string
  kind: CorrectionKind
  paymentId: string | null
  noteNumber: string | null
  reason: string
  amount: number
  principal: number
  interest: number
  penalCharges: number
  postedOn: IsoDate
  createdById: string | null
  createdAt: Date
}

export type NewCorrection = Omit<CorrectionRecord, 'id' | 'createdAt'>

const toIso = (d: Date): IsoDate => d.toISOString().slice(0, 10)
const dateOf = (iso: IsoDate) => new Date(`${iso}T00:00:00Z`)

const correctionRecord = (row: Prisma.LoanCorrectionGetPayload<object>): CorrectionRecord => ({
  ...row,
  kind: row.kind as CorrectionKind,
  amount: Number(row.amount),
  principal: Number(row.principal),
  interest: Number(row.interest),
  penalCharges: Number(row.penalCharges),
  postedOn: toIso(row.postedOn),
})

/** What a loan looks like once a correction restores it: balances, and the closure it undoes. */
export type RestoredLoan = {
  principalOutstanding: number
  interestDue: number
  penalChargesDue: number
  lastPostedOn: IsoDate
  ledgerCount: number
  status: string
  clearClosure: boolean
}

/**
 * A loan's corrections (issue 26): their records, the journal of an entry to reverse, and the
 * loan's balances put back. Bound into the loans' queries, so a correction's transaction has them all.
 */
export function loanCorrectionQueries(db: TenantClient, tenantId: string) {
  return {
    insertCorrection: async (c: NewCorrection): Promise<CorrectionRecord> =>
      correctionRecord(
        await db.loanCorrection.create({
          data: {
            ...c,
            tenantId,
            amount: BigInt(c.amount),
            principal: BigInt(c.principal),
            interest: BigInt(c.interest),
            penalCharges: BigInt(c.penalCharges),
            postedOn: dateOf(c.postedOn),
          },
        }),
      ),
    corrections: async (loanId: string): Promise<CorrectionRecord[]> =>
      (await db.loanCorrection.findMany({ where: { loanId }, orderBy: { createdAt: 'asc' } })).map(correctionRecord),
    reversalOfPayment: async (paymentId: string): Promise<CorrectionRecord | null> => {
      const row = await db.loanCorrection.findFirst({ where: { paymentId, kind: 'paymentReversal' } })
      return row && correctionRecord(row)
    },
    /** The journal a loan ledger entry posted (sourced by the entry's id), with its lines; null when none. */
    journalOfEntry: async (entryId: string): Promise<(Journal & { id: string }) | null> => {
      const j = await db.journal.findFirst({
        where: { sourceId: entryId, NOT: { sourceKind: 'reversal' } },
        include: { lines: { orderBy: { lineNo: 'asc' } } },
      })
      return j && journalOfRow(j)
    },
    /** The loan's balances and status put back (one conditional update: only from the status read under the lock). */
    restoreLoan: async (id: string, from: string, r: RestoredLoan): Promise<boolean> =>
      (
        await db.loan.updateMany({
          where: { id, status: from },
          data: {
            principalOutstanding: BigInt(r.principalOutstanding),
            interestDue: BigInt(r.interestDue),
            penalChargesDue: BigInt(r.penalChargesDue),
            lastPostedOn: dateOf(r.lastPostedOn),
            ledgerCount: r.ledgerCount,
            status: r.status,
            ...(r.clearClosure ? { closedOn: null, releaseDueBy: null } : {}),
          },
        })
      ).count === 1,
  }
}
