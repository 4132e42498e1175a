import { type Account, type CashCount, type Paise, counterCashAccount } from '@gold/core'
import type { TenantClient } from '@gold/db'
import { dateOf, toIso } from './book-dates.ts'

/** An open session read under its row lock: the counter, and who opened it. */
export type OpenCounter = { sessionId: string; counterNumber: number; counterName: string; openedById: string }

type OpenCounterRow = { id: string; number: number; name: string; openedById: string }
const openCounterOf = (r: OpenCounterRow): OpenCounter => ({
  sessionId: r.id,
  counterNumber: r.number,
  counterName: r.name,
  openedById: r.openedById,
})

/**
 * The counters (tills) and their sessions, on the tenant's client or a transaction's. An open
 * session holds `openCounterId`/`openStaffId`, unique per tenant: one open session per counter and
 * per person, whatever races. Cash postings read the poster's session `FOR SHARE` and a close
 * locks it `FOR UPDATE`, so a close waits for the payments in flight on its counter and a payment
 * after the close sees it closed (raw SQL: the tenant is named here).
 */
export function counterQueries(db: TenantClient, tenantId: string) {
  return {
    /** Counter `number`, created with its cash account (core `counterCashAccount`) the first time. */
    ensureCounter: async (number: number): Promise<{ id: string; number: number; name: string }> => {
      await db.counter.createMany({ data: [{ tenantId, number, name: `Counter ${number}` }], skipDuplicates: true })
      const counter = (await db.counter.findFirst({
        where: { number },
        select: { id: true, number: true, name: true },
      }))!
      const account: Account = counterCashAccount(number, counter.name)
      await db.ledgerAccount.createMany({
        data: [
          {
            tenantId,
            code: account.code,
            name: account.name,
            group: account.group,
            money: account.money ?? null,
            system: true,
            counterId: counter.id,
          },
        ],
        skipDuplicates: true,
      })
      return counter
    },
    /** Opens a session; a unique violation when the counter or the person already has one open. */
    insertOpenSession: async (s: {
      counterId: string
      staffId: string
      openedOn: string
      openedAt: Date
      count: CashCount
      floatPaise: Paise
    }): Promise<string> =>
      (
        await db.counterSession.create({
          data: {
            tenantId,
            counterId: s.counterId,
            openedById: s.staffId,
            openedOn: dateOf(s.openedOn),
            openedAt: s.openedAt,
            openingCount: s.count,
            floatPaise: BigInt(s.floatPaise),
            openCounterId: s.counterId,
            openStaffId: s.staffId,
          },
          select: { id: true },
        })
      ).id,
    /** The shop's setting "cash needs an open counter" (kept with its loan settings; off when it has none). */
    cashNeedsOpenCounter: async (): Promise<boolean> =>
      (await db.loanSettings.findFirst({ select: { cashNeedsOpenCounter: true } }))?.cashNeedsOpenCounter ?? false,
    /** The number of the counter `staffId` has open, share-locked to the end of the transaction; null when none. */
    openCounterNumberOf: async (staffId: string): Promise<number | null> => {
      const rows = await db.$queryRaw<{ number: number }[]>`
        SELECT c."number" FROM "CounterSession" s JOIN "Counter" c ON c."id" = s."counterId"
        WHERE s."tenantId" = ${tenantId} AND s."openStaffId" = ${staffId}
        FOR SHARE OF s`
      return rows[0] ? Number(rows[0].number) : null
    },
    /** The open session of `staffId`, or of counter `number`, locked for its close; null when none is open. */
    lockOpenCounter: async (by: { staffId: string } | { counterNumber: number }): Promise<OpenCounter | null> => {
      const rows =
        'staffId' in by
          ? await db.$queryRaw<OpenCounterRow[]>`
              SELECT s."id", c."number", c."name", s."openedById" FROM "CounterSession" s
              JOIN "Counter" c ON c."id" = s."counterId"
              WHERE s."tenantId" = ${tenantId} AND s."openStaffId" = ${by.staffId}
              FOR UPDATE OF s`
          : await db.$queryRaw<OpenCounterRow[]>`
              SELECT s."id", c."number", c."name", s."openedById" FROM "CounterSession" s
              JOIN "Counter" c ON c."id" = s."counterId"
              WHERE s."tenantId" = ${tenantId} AND c."number" = ${by.counterNumber} AND s."openCounterId" IS NOT NULL
              FOR UPDATE OF s`
      return rows[0] ? openCounterOf({ ...rows[0], number: Number(rows[0].number) }) : null
    },
    /** Closes an open session (a conditional update): false when it was closed already. */
    closeSession: async (
      sessionId: string,
      c: {
        staffId: string
        closedOn: string
        closedAt: Date
        count: CashCount
        expected: Paise
        counted: Paise
        reason: string | null
      },
    ): Promise<boolean> =>
      (
        await db.counterSession.updateMany({
          where: { id: sessionId, closedAt: null },
          data: {
            openCounterId: null,
            openStaffId: null,
            closedById: c.staffId,
            closedOn: dateOf(c.closedOn),
            closedAt: c.closedAt,
            closingCount: c.count,
            expectedPaise: BigInt(c.expected),
            countedPaise: BigInt(c.counted),
            overShortReason: c.reason,
          },
        })
      ).count === 1,
    /** Every counter of the shop, in number order, with its open session if any. */
    /** Each counter, and who has it open (their name, so staff see whose the till is). */
    countersWithState: async () => {
      const counters = await db.counter.findMany({
        orderBy: { number: 'asc' },
        include: { sessions: { where: { closedAt: null }, take: 1 } },
      })
      const openerIds = counters.flatMap((c) => c.sessions.map((s) => s.openedById))
      const openers =
        openerIds.length === 0
          ? []
          : await db.user.findMany({ where: { id: { in: openerIds } }, select: { id: true, name: true } })
      const nameOf = new Map(openers.map((u) => [u.id, u.name]))
      return counters.map((c) => {
        const open = c.sessions[0]
        return {
          number: c.number,
          name: c.name,
          open: open !== undefined,
          openedById: open?.openedById ?? null,
          openedByName: open ? (nameOf.get(open.openedById) ?? null) : null,
          openedOn: open ? toIso(open.openedOn) : null,
          floatPaise: open ? Number(open.floatPaise) : null,
        }
      })
    },
    /** Debits minus credits of one account over every journal: the cash a counter should hold. */
    accountBalance: async (code: string): Promise<Paise> => {
      const s = await db.journalLine.aggregate({
        where: { accountCode: code },
        _sum: { debitPaise: true, creditPaise: true },
      })
      return Number(s._sum.debitPaise ?? 0n) - Number(s._sum.creditPaise ?? 0n)
    },
  }
}
