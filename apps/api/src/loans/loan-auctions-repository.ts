import type { IsoDate } from '@gold/core'
import type { TenantClient } from '@gold/db'
import { type AuctionRecord, dateOf, num, toIso } from './loan-records.ts'

/** A loan's auctions, failed and sold. */
export function loanAuctionQueries(db: TenantClient, tenantId: string) {
  return {
    auctions: async (loanId: string): Promise<AuctionRecord[]> =>
      (await db.loanAuction.findMany({ where: { loanId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })).map(
        (row) => ({
          id: row.id,
          soldOn: toIso(row.soldOn),
          amount: num(row.amount),
          buyer: row.buyer,
          failed: row.failed,
          reservePrice: num(row.reservePrice),
          createdAt: row.createdAt,
        }),
      ),
    insertAuction: async (a: {
      loanId: string
      soldOn: IsoDate
      amount: number
      buyer: string | null
      failed: boolean
      reservePrice: number
      createdById: string | null
      createdAt: Date
    }): Promise<string> =>
      (
        await db.loanAuction.create({
          data: {
            ...a,
            tenantId,
            soldOn: dateOf(a.soldOn),
            amount: BigInt(a.amount),
            reservePrice: BigInt(a.reservePrice),
          },
          select: { id: true },
        })
      ).id,
  }
}
