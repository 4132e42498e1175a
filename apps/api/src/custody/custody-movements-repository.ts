import { TRAIL_GENESIS_HASH, type ChainPosition, type CustodyMovementFields } from '@gold/core'
import type { TenantClient } from '@gold/db'

/**
 * The queries a custody movement runs, on the caller's client or transaction. Bound into the loans
 * repository's queries too, so a loan transaction (the release desk's) can record a movement.
 */
export function custodyMovementQueries(db: TenantClient, tenantId: string) {
  return {
    /**
     * Lock the shop's chain head (made at its first movement) until the transaction ends: movements
     * of one shop queue here, each reading the hash the previous one wrote, so the chain never forks.
     */
    lockCustodyHead: async (): Promise<ChainPosition> => {
      await db.$executeRaw`
        INSERT INTO "CustodyChainHead" ("tenantId", "seq", "hash") VALUES (${tenantId}, 0, ${TRAIL_GENESIS_HASH})
        ON CONFLICT ("tenantId") DO NOTHING`
      const [head] = await db.$queryRaw<ChainPosition[]>`
        SELECT "seq", "hash" FROM "CustodyChainHead" WHERE "tenantId" = ${tenantId} FOR UPDATE`
      return head!
    },
    packetForMove: (id: string) => db.goldPacket.findFirst({ where: { id } }),
    vaultPlaceForMove: (id: string) => db.vaultPlace.findFirst({ where: { id } }),
    packetLoanStatus: async (loanId: string) =>
      (await db.loan.findFirst({ where: { id: loanId }, select: { status: true } }))?.status ?? null,
    appendCustodyMovement: async (fields: CustodyMovementFields, hash: string) => {
      const movement = await db.custodyMovement.create({ data: { ...fields, hash } })
      await db.custodyChainHead.update({ where: { tenantId }, data: { seq: fields.seq, hash } })
      return movement
    },
    /** The packet after its move, only if it is still in the state the move started from. */
    movePacket: async (
      id: string,
      fromStatus: string,
      to: { status: string; placeId: string | null; sealNo: string },
    ) => (await db.goldPacket.updateMany({ where: { id, status: fromStatus }, data: to })).count === 1,
  }
}

export type CustodyMovementQueries = ReturnType<typeof custodyMovementQueries>
