import {
  approvalErrors,
  type CashCount,
  countedPaise,
  counterCashCode,
  formatRupeeFigure,
  type IsoDate,
  type Principal,
} from '@gold/core'
import { type ApprovalOperations, gated } from '../approvals/approval-gate.ts'
import type { AppContext } from '../platform/context.ts'
import { booksRepository } from './books-repository.ts'
import { closeOpenCounter } from './counter-service.ts'
import { reopenBooksDay } from './day-close-service.ts'

type Staff = Extract<Principal, { kind: 'staff' }>
type CounterClose = { counterNumber: number | null; count: CashCount; reason: string | null }
/** What was asked, with the cash the books expected when it was counted (the difference approved is against it). */
type HeldCounterClose = CounterClose & { counterNumber: number; expectedPaise: number }
type DayReopen = { date: IsoDate; reason: string | null }

/** The counter the close is about (the caller's own open one when none is named) and the cash it should hold. */
async function openCounterOf(ctx: AppContext, tenantId: string, by: { counterNumber: number | null; staffId: string }) {
  const repo = booksRepository(ctx, tenantId)
  const counter = (await repo.countersWithState()).find((c) =>
    by.counterNumber === null ? c.open && c.openedById === by.staffId : c.number === by.counterNumber,
  )
  if (!counter?.open) return null
  return { ...counter, expectedPaise: await repo.accountBalance(counterCashCode(counter.number)) }
}

async function counterPosition(ctx: AppContext, tenantId: string, counterNumber: number) {
  const counter = await openCounterOf(ctx, tenantId, { counterNumber, staffId: '' })
  if (!counter) return [{ label: `Counter ${counterNumber}`, text: 'Closed' }]
  return [
    { label: 'Counter', text: `${counter.name} (opened by ${counter.openedByName ?? ''})` },
    { label: 'Cash the books expect', paise: counter.expectedPaise },
  ]
}

async function dayPosition(ctx: AppContext, tenantId: string, date: IsoDate) {
  const closed = await booksRepository(ctx, tenantId).closedDaysAmong([date])
  return [{ label: `Books of ${date}`, text: closed.has(date) ? 'Closed' : 'Open' }]
}

/** The books' gated actions as an approval posts them, as the maker. */
export const booksApprovalOperations: ApprovalOperations = {
  'counter.close': {
    run: async (ctx, maker, payload) => {
      const held = payload as HeldCounterClose
      const now = await openCounterOf(ctx, maker.tenantId, { counterNumber: held.counterNumber, staffId: maker.userId })
      if (now && now.expectedPaise !== held.expectedPaise) throw approvalErrors.error('counterChanged')
      const closed = await closeOpenCounter(ctx, maker, held)
      return `counter-${closed.counterNumber}`
    },
    position: (ctx, tenantId, _, payload) =>
      counterPosition(ctx, tenantId, (payload as HeldCounterClose).counterNumber),
  },
  'day.reopen': {
    run: async (ctx, maker, payload) => (await reopenBooksDay(ctx, maker, payload as DayReopen)).date,
    position: (ctx, tenantId, _, payload) => dayPosition(ctx, tenantId, (payload as DayReopen).date),
  },
}

/** books.closeCounter: a counter over or short by more than the rule allows waits. */
export async function requestCloseCounter(ctx: AppContext, staff: Staff, input: CounterClose) {
  const counter = await openCounterOf(ctx, staff.tenantId, {
    counterNumber: input.counterNumber,
    staffId: staff.userId,
  })
  const post = () => closeOpenCounter(ctx, staff, input)
  // No open counter (or not the caller's): the service answers its refusal.
  if (!counter || (counter.openedById !== staff.userId && staff.role !== 'TENANT_ADMIN')) return post()
  const difference = countedPaise(input.count) - counter.expectedPaise
  const held: HeldCounterClose = { ...input, counterNumber: counter.number, expectedPaise: counter.expectedPaise }
  return gated(
    ctx,
    staff,
    {
      operation: 'counter.close',
      checks: [{ action: 'counterOverShort', facts: { kind: 'amountAbove', amountPaise: difference } }],
      subject: {},
      amountPaise: difference,
      summary: `Close ${counter.name} ${difference < 0 ? 'short' : 'over'} by ${formatRupeeFigure(Math.abs(difference))}`,
      payload: held,
      position: () => counterPosition(ctx, staff.tenantId, counter.number),
    },
    post,
  )
}

/** books.reopenDay: reopening a closed day waits for a second person when the rule is on. */
export const requestReopenDay = (ctx: AppContext, staff: Staff, input: DayReopen) =>
  gated(
    ctx,
    staff,
    {
      operation: 'day.reopen',
      checks: [{ action: 'dayReopen', facts: { kind: 'always' } }],
      subject: {},
      amountPaise: null,
      summary: `Reopen the books of ${input.date}${input.reason ? `: ${input.reason}` : ''}`,
      payload: input,
      position: () => dayPosition(ctx, staff.tenantId, input.date),
    },
    () => reopenBooksDay(ctx, staff, input),
  )
