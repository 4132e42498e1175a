import type { Prisma, TenantClient } from '@gold/db'
import { type LedgerEntryType, type LedgerRecord, type NewLedgerEntry, dateOf, num, toIso } from './loan-records.ts'

function ledgerRecord(row: Prisma.LoanLedgerEntryGetPayload<object>): LedgerRecord {
  return {
    id: row.id,
    seq: row.seq,
    type: row.type as LedgerEntryType,
    amount: num(row.amount),
    principal: num(row.principal),
    interest: num(row.interest),
    penalCharges: num(row.penalCharges),
    postedOn: toIso(row.postedOn),
    mode: row.mode,
    reference: row.reference,
    paymentId: row.paymentId,
    reversesId: row.reversesId,
    createdById: row.createdById,
    createdAt: row.createdAt,
  }
}

/** A loan's ledger: entries appended in sequence, never changed. */
export function loanLedgerQueries(db: TenantClient, tenantId: string) {
  return {
    ledger: async (loanId: string): Promise<LedgerRecord[]> =>
      (await db.loanLedgerEntry.findMany({ where: { loanId }, orderBy: { seq: 'asc' } })).map(ledgerRecord),
    ledgers: async (loanIds: string[]): Promise<Map<string, LedgerRecord[]>> => {
      const rows =
        loanIds.length === 0
          ? []
          : await db.loanLedgerEntry.findMany({
              where: { loanId: { in: loanIds } },
              orderBy: [{ loanId: 'asc' }, { seq: 'asc' }],
            })
      const map = new Map<string, LedgerRecord[]>(loanIds.map((id) => [id, []]))
      for (const row of rows) map.get(row.loanId)?.push(ledgerRecord(row))
      return map
    },
    /** Appends `entries` (numbered on by the caller); the entries as written, in `seq` order. */
    appendLedgerEntries: async (loanId: string, entries: NewLedgerEntry[]): Promise<LedgerRecord[]> => {
      const rows = await db.loanLedgerEntry.createManyAndReturn({
        data: entries.map((e) => ({
          ...e,
          tenantId,
          loanId,
          amount: BigInt(e.amount),
          principal: BigInt(e.principal),
          interest: BigInt(e.interest),
          penalCharges: BigInt(e.penalCharges),
          postedOn: dateOf(e.postedOn),
        })),
      })
      return rows.map(ledgerRecord).sort((a, b) => a.seq - b.seq)
    },
  }
}
