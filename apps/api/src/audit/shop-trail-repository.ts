import { TRAIL_GENESIS_HASH, trailEntryHash, type ChainPosition, type PageKey, type TrailEntryFields } from '@gold/core'
import type { Prisma, TenantClient } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { afterKey } from '../platform/keyset-page.ts'

export type TrailCheck = {
  ok: boolean
  entries: number
  break: { problem: string; seq: number } | null
  checkedAt: Date
}
export type NewTrailEntry = Omit<TrailEntryFields, 'tenantId' | 'seq' | 'prevHash'>
export type TrailFilter = { actorId?: string; customerId?: string; loanId?: string; from?: Date; before?: Date }

function chainQueries(db: TenantClient, tenantId: string) {
  return {
    /**
     * Lock the shop's head (made at the shop's first append) until the transaction ends: appends of
     * one shop queue here, each reading the hash the previous one wrote, so the chain never forks.
     */
    lockHead: async (): Promise<ChainPosition> => {
      await db.$executeRaw`
        INSERT INTO "ShopAuditHead" ("tenantId", "seq", "hash") VALUES (${tenantId}, 0, ${TRAIL_GENESIS_HASH})
        ON CONFLICT ("tenantId") DO NOTHING`
      const [head] = await db.$queryRaw<ChainPosition[]>`
        SELECT "seq", "hash" FROM "ShopAuditHead" WHERE "tenantId" = ${tenantId} FOR UPDATE`
      return head!
    },
    insert: (fields: TrailEntryFields, hash: string) => db.shopAuditEntry.create({ data: { ...fields, hash } }),
    moveHead: (head: ChainPosition) => db.shopAuditHead.update({ where: { tenantId }, data: head }),
  }
}

/** The shop's audit trail (issue 26): appended in a chain, read back by filter and by `seq` to verify. */
export function shopTrailRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    append: (entry: NewTrailEntry) =>
      db.$transaction(async (tx) => {
        const chain = chainQueries(tx, tenantId)
        const head = await chain.lockHead()
        const fields: TrailEntryFields = { ...entry, tenantId, seq: head.seq + 1, prevHash: head.hash }
        const hash = trailEntryHash(fields)
        await chain.insert(fields, hash)
        await chain.moveHead({ seq: fields.seq, hash })
      }),
    /** Newest first, a keyset page (`take` is the page size plus one). */
    page: (filter: TrailFilter, after: PageKey | null, take: number) =>
      db.shopAuditEntry.findMany({
        where: {
          AND: [
            {
              actorId: filter.actorId,
              customerId: filter.customerId,
              loanId: filter.loanId,
              at: { gte: filter.from, lt: filter.before },
            },
            afterKey<Prisma.ShopAuditEntryWhereInput>('at', 'desc', after),
          ],
        },
        orderBy: [{ at: 'desc' }, { id: 'desc' }],
        take,
      }),
    /** Entries after `seq`, in chain order, for the walk. */
    chainPage: (afterSeq: number, take: number) =>
      db.shopAuditEntry.findMany({ where: { seq: { gt: afterSeq } }, orderBy: { seq: 'asc' }, take }),
    head: async (): Promise<ChainPosition | null> =>
      db.shopAuditHead.findUnique({ where: { tenantId }, select: { seq: true, hash: true } }),
    /** The daily check's result (the first break, if any). */
    recordCheck: (check: TrailCheck) =>
      db.shopAuditCheck.create({
        data: {
          tenantId,
          ok: check.ok,
          entries: check.entries,
          breakSeq: check.break?.seq ?? null,
          breakKind: check.break?.problem ?? null,
          checkedAt: check.checkedAt,
        },
      }),
    lastCheck: () => db.shopAuditCheck.findFirst({ orderBy: [{ checkedAt: 'desc' }, { id: 'desc' }] }),
    staffNames: async () =>
      db.user.findMany({ select: { id: true, name: true, email: true }, orderBy: { name: 'asc' } }),
  }
}
