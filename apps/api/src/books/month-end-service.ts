import {
  type IsoDate,
  type SubLedgerLoan,
  isoDateOf,
  monthEndAccrualEvent,
  monthEndAccrualJournals,
  previousMonthEnd,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { ensureChart } from './books-posting.ts'
import { booksControlRepository } from './books-control-repository.ts'
import { booksPlatformRepository } from './books-platform-repository.ts'

/** Loans read per query, and accruals written per transaction (short, so PGlite's one connection is not held). */
const PAGE = 500
const PER_TRANSACTION = 50

type Repo = ReturnType<typeof booksControlRepository>

/** Every loan disbursed by `asOf`, a page at a time, each with its whole ledger and its number. */
export async function forEachLoanAt(
  repo: Repo,
  asOf: IsoDate,
  visit: (loans: (SubLedgerLoan & { loanNumber: string })[]) => Promise<void> | void,
) {
  for (let after: string | null = null; ;) {
    const page = await repo.subLedgerLoans(asOf, after, PAGE)
    if (page.length === 0) return
    const numbers = await repo.loanNumbers(page.map((l) => l.id))
    await visit(page.map((l) => ({ ...l, loanNumber: numbers.get(l.id) ?? l.id })))
    if (page.length < PAGE) return
    after = page[page.length - 1]!.id
  }
}

/**
 * The month-end accrual of one shop (docs/decisions/books.md): per loan open on `monthEnd`, the
 * interest and penal charges earned since its last posting and not posted (core
 * `monthEndAccrualEvent`), dated the month end and reversed on the 1st (`monthEndAccrualJournals`).
 * Once per shop and month end: a finished run is recorded (`BooksMonthEnd`) and skipped after, and
 * each accrual's source (loan and month end) is unique, so a run cut short resumes without doubles.
 * A closed day does not refuse them: they move no cash and belong to the month end.
 */
export async function postMonthEndAccruals(ctx: AppContext, tenantId: string, monthEnd: IsoDate) {
  const repo = booksControlRepository(ctx, tenantId)
  if (await repo.monthEndDone(monthEnd)) return { monthEnd, loans: 0, alreadyPosted: true }
  let loans = 0
  await forEachLoanAt(repo, monthEnd, async (page) => {
    const events = page.flatMap((loan) => monthEndAccrualEvent(loan, monthEnd) ?? [])
    const posted = await repo.postedSources(
      'monthEndAccrual',
      events.map((e) => e.sourceId),
    )
    const todo = events.filter((e) => !posted.has(e.sourceId))
    for (let i = 0; i < todo.length; i += PER_TRANSACTION)
      await repo.transaction(async (tx) => {
        await ensureChart(tx)
        for (const event of todo.slice(i, i + PER_TRANSACTION)) {
          const [accrual, reversal] = monthEndAccrualJournals(event)
          const accrualId = await tx.insertJournal(accrual!, null)
          await tx.insertJournal(reversal!, null, accrualId)
        }
      })
    loans += events.length
  })
  await repo.markMonthEnd(monthEnd, loans)
  return { monthEnd, loans, alreadyPosted: false }
}

/** The daily month-end job: every shop with loans, the month end before today (India date). */
export async function runMonthEndAccruals(ctx: AppContext) {
  const monthEnd = previousMonthEnd(isoDateOf(ctx.now()))
  const shops = []
  for (const tenantId of await booksPlatformRepository(ctx).tenantsWithLoans())
    shops.push({ tenantId, ...(await postMonthEndAccruals(ctx, tenantId, monthEnd)) })
  return { ok: true, monthEnd, shops: shops.filter((s) => !s.alreadyPosted) }
}
