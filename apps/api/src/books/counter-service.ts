import {
  type CashCount,
  type Principal,
  booksErrors,
  closeCounter,
  countedPaise,
  counterHandoverJournal,
  counterCashCode,
  isoDateOf,
  openingFloatJournal,
} from '@gold/core'
import { isUniqueViolation } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { postJournal, postJournals } from './books-posting.ts'
import { booksRepository } from './books-repository.ts'

type Staff = Extract<Principal, { kind: 'staff' }>

/**
 * Opens counter `counterNumber` for the caller with the float they counted: the counter (and its
 * cash account) made the first time, the session, and the float's journal from main cash, in one
 * transaction. One open session per counter and per person: the unique indexes decide a race, and
 * the loser is told which.
 */
export async function openCounter(ctx: AppContext, staff: Staff, input: { counterNumber: number; count: CashCount }) {
  const repo = booksRepository(ctx, staff.tenantId)
  const now = ctx.now()
  const today = isoDateOf(now)
  const floatPaise = countedPaise(input.count)
  try {
    return await repo.transaction(async (tx) => {
      const counter = await tx.ensureCounter(input.counterNumber)
      const sessionId = await tx.insertOpenSession({
        counterId: counter.id,
        staffId: staff.userId,
        openedOn: today,
        openedAt: now,
        count: input.count,
        floatPaise,
      })
      const journal = openingFloatJournal({
        counterNumber: counter.number,
        counterName: counter.name,
        date: today,
        sourceId: sessionId,
        count: input.count,
      })
      const journalId = journal && (await postJournal(tx, journal, staff.userId))
      return { counterNumber: counter.number, name: counter.name, openedOn: today, floatPaise, journalId }
    })
  } catch (e) {
    if (!isUniqueViolation(e)) throw e
    const taken = (await repo.countersWithState()).some((c) => c.number === input.counterNumber && c.open)
    throw booksErrors.error(taken ? 'counterAlreadyOpen' : 'staffCounterAlreadyOpen')
  }
}

/**
 * Closes the caller's open counter (or counter `counterNumber`: its opener or a tenant admin):
 * the session locked, the cash the books expect in it (its account's balance, read after the
 * payments in flight on it committed), the count against it and the difference to cash
 * over/short with the reason (core `closeCounter`), then the conditional close and the counted
 * cash handed back to main cash (core `counterHandoverJournal`): a closed counter holds nothing.
 */
export async function closeOpenCounter(
  ctx: AppContext,
  staff: Staff,
  input: { counterNumber: number | null; count: CashCount; reason: string | null },
) {
  const now = ctx.now()
  const today = isoDateOf(now)
  return booksRepository(ctx, staff.tenantId).transaction(async (tx) => {
    const open = await tx.lockOpenCounter(
      input.counterNumber === null ? { staffId: staff.userId } : { counterNumber: input.counterNumber },
    )
    if (!open) throw booksErrors.error('counterNotOpen')
    if (open.openedById !== staff.userId && !staff.permissions.includes('books.closeDay'))
      throw booksErrors.error('counterNotYours')
    const expected = await tx.accountBalance(counterCashCode(open.counterNumber))
    const closing = closeCounter({
      counterNumber: open.counterNumber,
      counterName: open.counterName,
      date: today,
      sourceId: open.sessionId,
      expectedPaise: expected,
      count: input.count,
      reason: input.reason,
    })
    const reason = closing.differencePaise === 0 ? null : (input.reason ?? '').trim()
    const closed = await tx.closeSession(open.sessionId, {
      staffId: staff.userId,
      closedOn: today,
      closedAt: now,
      count: input.count,
      expected: closing.expectedPaise,
      counted: closing.countedPaise,
      reason,
    })
    if (!closed) throw booksErrors.error('counterNotOpen')
    const handover = counterHandoverJournal({
      counterNumber: open.counterNumber,
      counterName: open.counterName,
      date: today,
      sourceId: open.sessionId,
      countedPaise: closing.countedPaise,
    })
    const journals = [closing.journal, handover].flatMap((journal) =>
      journal ? [{ journal, createdById: staff.userId }] : [],
    )
    const ids = await postJournals(tx, journals)
    return {
      counterNumber: open.counterNumber,
      name: open.counterName,
      expectedPaise: closing.expectedPaise,
      countedPaise: closing.countedPaise,
      differencePaise: closing.differencePaise,
      overShortJournalId: closing.journal ? ids[0]! : null,
    }
  })
}

/** The shop's counters with who has each open, and the cash each open one should hold. */
export async function counterList(ctx: AppContext, tenantId: string) {
  const repo = booksRepository(ctx, tenantId)
  const counters = await repo.countersWithState()
  return Promise.all(
    counters.map(async (c) => ({
      ...c,
      expectedPaise: c.open ? await repo.accountBalance(counterCashCode(c.number)) : null,
    })),
  )
}
