import type { PacketStatus } from '@gold/core'
import type { Prisma, TenantClient } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { custodyMovementQueries } from './custody-movements-repository.ts'

export type NewPacket = {
  valuationId: string
  loanId: string | null
  sealNo: string
  ornamentPhotoUrls: string[]
  sealedPhotoUrl: string
  createdById: string
}

function custodyQueries(db: TenantClient, tenantId: string) {
  return {
    ...custodyMovementQueries(db, tenantId),
    /** The next packet number's value, taken under the counter row's lock (gapless per shop). */
    nextPacketValue: async (): Promise<number> => {
      const [row] = await db.$queryRaw<{ lastValue: number }[]>`
        INSERT INTO "GoldPacketCounter" ("tenantId", "lastValue") VALUES (${tenantId}, 1)
        ON CONFLICT ("tenantId") DO UPDATE SET "lastValue" = "GoldPacketCounter"."lastValue" + 1
        RETURNING "lastValue"`
      return Number(row!.lastValue)
    },
    insertPacket: (number: string, packet: NewPacket) =>
      db.goldPacket.create({ data: { tenantId, number, ...packet } }),
    insertMoveRequest: (data: Omit<Prisma.CustodyMoveRequestUncheckedCreateInput, 'tenantId'>) =>
      db.custodyMoveRequest.create({ data: { tenantId, ...data } }),
    pendingRequestOf: (packetId: string) => db.custodyMoveRequest.findFirst({ where: { packetId, status: 'pending' } }),
    moveRequest: (id: string) => db.custodyMoveRequest.findFirst({ where: { id } }),
    /** Decide a pending request once: false when someone else decided it first. */
    decideMoveRequest: async (
      id: string,
      decision: { status: 'confirmed' | 'cancelled'; confirmedById?: string; movementId?: string; decidedAt: Date },
    ) => (await db.custodyMoveRequest.updateMany({ where: { id, status: 'pending' }, data: decision })).count === 1,
  }
}

export type CustodyQueries = ReturnType<typeof custodyQueries>

/** Custody of the pledged gold (issue 28), confined to one shop. */
export function custodyRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    ...custodyQueries(db, tenantId),
    transaction: <T>(work: (tx: CustodyQueries) => Promise<T>) =>
      db.$transaction((tx) => work(custodyQueries(tx, tenantId)), { maxWait: 10_000, timeout: 15_000 }),

    shopName: async () => (await db.tenant.findUnique({ where: { id: tenantId }, select: { name: true } }))?.name ?? '',
    settings: async () => ({
      requirePacketBeforeDisbursement:
        (await db.custodySettings.findFirst({ where: { tenantId } }))?.requirePacketBeforeDisbursement ?? false,
    }),
    putSettings: (requirePacketBeforeDisbursement: boolean) =>
      db.custodySettings.upsert({
        where: { tenantId },
        create: { tenantId, requirePacketBeforeDisbursement },
        update: { requirePacketBeforeDisbursement },
      }),

    valuationForPacket: (id: string) =>
      db.valuation.findFirst({
        where: { id },
        select: { id: true, type: true, customerId: true, goldReceiptNo: true, certificateNumber: true },
      }),
    loanOfValuation: (valuationId: string) =>
      db.loan.findFirst({ where: { valuationId }, select: { id: true, status: true } }),
    /** A file this shop uploaded (the tenant scope makes another shop's read as absent). */
    storedFile: (pathname: string) => db.storedFile.findFirst({ where: { pathname }, select: { contentType: true } }),

    packet: (id: string) => db.goldPacket.findFirst({ where: { id } }),
    packetByNumber: (number: string) => db.goldPacket.findFirst({ where: { number } }),
    packetOfValuation: (valuationId: string) => db.goldPacket.findFirst({ where: { valuationId } }),
    packetsOfLoan: (loanId: string) => db.goldPacket.findMany({ where: { loanId }, orderBy: { number: 'asc' } }),
    packets: (filter: { status?: PacketStatus; placeId?: string; ids?: string[] }, take: number) =>
      db.goldPacket.findMany({
        where: { status: filter.status, placeId: filter.placeId, id: filter.ids && { in: filter.ids } },
        orderBy: { number: 'desc' },
        take,
      }),
    /** What a packet list shows beside each packet: its valuation, borrower and loan. */
    packetParties: async (valuationIds: string[], loanIds: string[]) => {
      const [valuations, loans] = await Promise.all([
        db.valuation.findMany({
          where: { id: { in: valuationIds } },
          select: { id: true, certificateNumber: true, goldReceiptNo: true, customer: { select: { name: true } } },
        }),
        db.loan.findMany({ where: { id: { in: loanIds } }, select: { id: true, loanNumber: true, status: true } }),
      ])
      return { valuations, loans }
    },
    ornamentsOf: (valuationId: string) =>
      db.ornament.findMany({
        where: { valuationId },
        select: { id: true, type: true, purity: true, quantity: true, netWeightMg: true, imageUrl: true },
        orderBy: { id: 'asc' },
      }),

    places: (includeRetired: boolean) =>
      db.vaultPlace.findMany({ where: includeRetired ? {} : { active: true }, orderBy: { label: 'asc' } }),
    placesById: (ids: string[]) => db.vaultPlace.findMany({ where: { id: { in: ids } } }),
    place: (id: string) => db.vaultPlace.findFirst({ where: { id } }),
    insertPlace: (place: { safe: string; tray: string; slot: string; label: string }) =>
      db.vaultPlace.create({ data: { tenantId, ...place } }),
    updatePlace: (
      id: string,
      data: { safe?: string; tray?: string; slot?: string; label?: string; active?: boolean },
    ) => db.vaultPlace.update({ where: { id }, data }),
    packetsAt: (placeId: string) => db.goldPacket.count({ where: { placeId } }),

    pendingMoveRequests: () =>
      db.custodyMoveRequest.findMany({ where: { status: 'pending' }, orderBy: { createdAt: 'asc' }, take: 200 }),
    movementsOf: (packetId: string) => db.custodyMovement.findMany({ where: { packetId }, orderBy: { seq: 'asc' } }),
    /** Movements after `seq`, in chain order, for the walk. */
    chainPage: (afterSeq: number, take: number) =>
      db.custodyMovement.findMany({ where: { seq: { gt: afterSeq } }, orderBy: { seq: 'asc' }, take }),
    head: () => db.custodyChainHead.findFirst({ where: { tenantId }, select: { seq: true, hash: true } }),
    recordCheck: (check: {
      ok: boolean
      movements: number
      breakSeq: number | null
      breakKind: string | null
      checkedAt: Date
    }) => db.custodyChainCheck.create({ data: { tenantId, ...check } }),
    lastCheck: () => db.custodyChainCheck.findFirst({ orderBy: [{ checkedAt: 'desc' }, { id: 'desc' }] }),
    staffNames: (ids: string[]) =>
      db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, email: true } }),
  }
}

export type CustodyRepository = ReturnType<typeof custodyRepository>
