import type { IsoDate, Paise } from '@gold/core'
import type { TenantClient } from '@gold/db'
import { nextDocumentSequence } from '../platform/document-counter-repository.ts'
import { dateOf, toIso } from './book-dates.ts'

/**
 * Vouchers written by hand: numbered from the shop's document counter (the row lock serialises
 * writers and a rollback returns the number, so each series has no gaps), stored with their
 * journal's id.
 */
export function voucherQueries(db: TenantClient, tenantId: string) {
  return {
    nextVoucherSequence: (series: string, financialYear: string) =>
      nextDocumentSequence(db, tenantId, series, financialYear),
    insertVoucher: async (v: {
      kind: string
      number: string
      date: IsoDate
      narration: string
      amountPaise: Paise | null
      billFile: string | null
      journalId: string
      createdById: string
    }) => {
      await db.voucher.create({
        data: {
          ...v,
          tenantId,
          date: dateOf(v.date),
          amountPaise: v.amountPaise === null ? null : BigInt(v.amountPaise),
        },
      })
    },
    /** Whether `pathname` is a file uploaded to this shop (POST /api/upload). */
    storedFileExists: async (pathname: string) =>
      (await db.storedFile.findFirst({ where: { pathname }, select: { id: true } })) !== null,
    vouchersBetween: async (from: IsoDate, to: IsoDate) =>
      (
        await db.voucher.findMany({
          where: { date: { gte: dateOf(from), lte: dateOf(to) } },
          orderBy: [{ date: 'asc' }, { number: 'asc' }],
        })
      ).map((v) => ({
        id: v.id,
        kind: v.kind,
        number: v.number,
        date: toIso(v.date),
        narration: v.narration,
        amountPaise: v.amountPaise === null ? null : Number(v.amountPaise),
        billFile: v.billFile,
        journalId: v.journalId,
      })),
  }
}
