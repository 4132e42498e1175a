import {
  type DayFigures,
  type IsoDate,
  addDayFigures,
  addDays,
  collectionsByDay,
  dayBookOf,
  dayFiguresOf,
  isoDateOf,
  monthEndsUpTo,
  parseReportDate,
  portfolioOfFigures,
} from '@gold/core'
import { closingRates } from '../gold-rates/gold-rate-series.ts'
import type { AppContext } from '../platform/context.ts'
import { reportsRepository } from './reports-repository.ts'

/** Loans read per query when a report walks the book (each with its whole ledger). */
export const REPORT_PAGE = 500
/** Days of the collections chart and the gold rate chart. */
const SERIES_DAYS = 30

export const todayOf = (ctx: AppContext): IsoDate => isoDateOf(ctx.now())

/** Each shop's report work in hand: one replay at a time per shop (platform/replay-pool.ts runs it). */
const inHand = new WeakMap<AppContext, Map<string, Promise<unknown>>>()

/**
 * Run `work` after the shop's report work already in hand. A shop's replay takes worker threads
 * for seconds: ten calls of one tRPC batch, or an admin reloading the page, queue behind the
 * first instead of multiplying the work, while another shop's report starts at once.
 */
function oneAtATime<T>(ctx: AppContext, tenantId: string, work: () => Promise<T>): Promise<T> {
  let shops = inHand.get(ctx)
  if (!shops) inHand.set(ctx, (shops = new Map<string, Promise<unknown>>()))
  const run = (shops.get(tenantId) ?? Promise.resolve()).then(work, work)
  const tail = run.catch(() => undefined)
  shops.set(tenantId, tail)
  void tail.then(() => {
    if (shops.get(tenantId) === tail) shops.delete(tenantId)
  })
  return run
}

type Repo = ReturnType<typeof reportsRepository>

/** The stored figures of `dates` still true: computed when as many ledger entries were posted by the day as now. */
async function storedFigures(repo: Repo, dates: readonly IsoDate[], counts?: Map<IsoDate, number>) {
  const [now, stored] = await Promise.all([counts ?? repo.ledgerCountsUpTo(dates), repo.storedDays(dates)])
  return new Map(stored.filter((r) => r.ledgerEntries === now.get(r.date)).map((r) => [r.date, r.figures]))
}

/**
 * The figures of the open loans (loans.md 8: Active and AuctionNoticed that day) at the end of each
 * of `dates`, as core's `loanAsOf` replays them, a page of loans at a time (a large shop's ledgers
 * are never all in memory), each page replayed off the event loop (`ctx.reports`).
 */
async function replayDays(ctx: AppContext, repo: Repo, dates: IsoDate[]): Promise<DayFigures[]> {
  const sorted = [...dates].sort()
  let sums = dates.map(() => dayFiguresOf([]))
  for (let after: string | null = null; ;) {
    const page = await repo.loansOpenBetween(sorted[0]!, sorted[sorted.length - 1]!, after, REPORT_PAGE)
    if (page.length > 0) {
      const figures = await ctx.reports.replay({ loans: page, dates })
      sums = sums.map((sum, i) => addDayFigures(sum, figures[i]!))
    }
    if (page.length < REPORT_PAGE) return sums
    after = page[page.length - 1]!.id
  }
}

/**
 * The book's figures at the end of each of `dates`: a day's stored figures while no posting dated on
 * or before it has come since (table ReportDay; a back-dated payment makes the days from its date
 * on computed again), the others replayed once and stored.
 */
export async function figuresOn(ctx: AppContext, tenantId: string, dates: readonly IsoDate[]) {
  const repo = reportsRepository(ctx, tenantId)
  const days = [...new Set(dates)]
  let found = await storedFigures(repo, days)
  if (found.size < days.length) {
    found = await oneAtATime(ctx, tenantId, async () => {
      // Counted before the loans are read: a posting that lands meanwhile leaves the row out of date.
      const counts = await repo.ledgerCountsUpTo(days)
      const fresh = await storedFigures(repo, days, counts)
      const missing = days.filter((d) => !fresh.has(d))
      if (missing.length === 0) return fresh
      const replayed = await replayDays(ctx, repo, missing)
      await repo.storeDays(
        missing.map((date, i) => ({ date, ledgerEntries: counts.get(date)!, figures: replayed[i]! })),
      )
      missing.forEach((date, i) => fresh.set(date, replayed[i]!))
      return fresh
    })
  }
  return dates.map((d) => found.get(d)!)
}

/** GET /api/reports/portfolio: the open book at the end of `asOf` (default today, never later). */
export async function portfolioReport(ctx: AppContext, tenantId: string, asOfRaw: unknown) {
  const asOf = parseReportDate(asOfRaw, todayOf(ctx))
  const [figures] = await figuresOn(ctx, tenantId, [asOf])
  return { asOf, report: portfolioOfFigures(figures!) }
}

/** GET /api/reports/ageing: the open loans by days past due at the end of `asOf`. */
export async function ageingReport(ctx: AppContext, tenantId: string, asOfRaw: unknown) {
  const asOf = parseReportDate(asOfRaw, todayOf(ctx))
  const [figures] = await figuresOn(ctx, tenantId, [asOf])
  return { asOf, report: figures!.ageing }
}

/** GET /api/reports/day-book: the money that moved on `date` (default today), by mode, with the entries. */
export async function dayBookReport(ctx: AppContext, tenantId: string, dateRaw: unknown) {
  const date = parseReportDate(dateRaw, todayOf(ctx))
  return dayBookOf(date, await reportsRepository(ctx, tenantId).dayBookEntries(date))
}

/**
 * tRPC reports.series, the Reports page's charts: outstanding at the month ends of the last 12
 * months (today for the running month), collections by day and mode over the last 30 days, the
 * ageing buckets today and the daily closing 22K rate over the last 30 days.
 */
export async function reportSeries(ctx: AppContext, tenantId: string) {
  const today = todayOf(ctx)
  const from = addDays(today, -(SERIES_DAYS - 1))
  const monthEnds = monthEndsUpTo(today)
  const [figures, totals, rates] = await Promise.all([
    figuresOn(ctx, tenantId, monthEnds),
    reportsRepository(ctx, tenantId).collectionTotals(from, today),
    closingRates(ctx, tenantId, from, today),
  ])
  return {
    today,
    outstanding: monthEnds.map((date, i) => {
      const f = figures[i]!
      return { date, loans: f.activeLoans, principal: f.principal, total: f.principal + f.interest + f.penalCharges }
    }),
    collections: collectionsByDay(totals, from, today),
    ageing: figures[figures.length - 1]!.ageing,
    goldRates: rates,
  }
}
