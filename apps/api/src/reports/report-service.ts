import {
  type IsoDate,
  type LoanAsOf,
  addDays,
  ageingOf,
  collectionsByDay,
  dayBookOf,
  isoDateOf,
  loanAsOf,
  monthEndsUpTo,
  parseReportDate,
  portfolioOf,
} from '@gold/core'
import { closingRates } from '../gold-rates/gold-rate-series.ts'
import type { AppContext } from '../platform/context.ts'
import { reportsRepository } from './reports-repository.ts'

/** Loans read per query when a report walks the book (each with its whole ledger). */
export const REPORT_PAGE = 500
/** Days of the collections chart and the gold rate chart. */
const SERIES_DAYS = 30

export const todayOf = (ctx: AppContext): IsoDate => isoDateOf(ctx.now())

/**
 * The open loans at the end of each of `dates` (loans.md 8: Active and AuctionNoticed that day),
 * as core's `loanAsOf` replays them, reading the book a page of loans at a time so a large shop's
 * ledgers are never all in memory at once.
 */
async function openLoansOn(ctx: AppContext, tenantId: string, dates: readonly IsoDate[]): Promise<LoanAsOf[][]> {
  const repo = reportsRepository(ctx, tenantId)
  const sorted = [...dates].sort()
  const open = dates.map((): LoanAsOf[] => [])
  for (let after: string | null = null; ;) {
    const page = await repo.loansOpenBetween(sorted[0]!, sorted[sorted.length - 1]!, after, REPORT_PAGE)
    for (const loan of page)
      dates.forEach((date, i) => {
        const figures = loanAsOf(loan, date)
        if (figures) open[i]!.push(figures)
      })
    if (page.length < REPORT_PAGE) return open
    after = page[page.length - 1]!.id
  }
}

/** GET /api/reports/portfolio: the open book at the end of `asOf` (default today, never later). */
export async function portfolioReport(ctx: AppContext, tenantId: string, asOfRaw: unknown) {
  const asOf = parseReportDate(asOfRaw, todayOf(ctx))
  const [loans] = await openLoansOn(ctx, tenantId, [asOf])
  return { asOf, report: portfolioOf(loans!) }
}

/** GET /api/reports/ageing: the open loans by days past due at the end of `asOf`. */
export async function ageingReport(ctx: AppContext, tenantId: string, asOfRaw: unknown) {
  const asOf = parseReportDate(asOfRaw, todayOf(ctx))
  const [loans] = await openLoansOn(ctx, tenantId, [asOf])
  return { asOf, report: ageingOf(loans!) }
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
  const [open, totals, rates] = await Promise.all([
    openLoansOn(ctx, tenantId, monthEnds),
    reportsRepository(ctx, tenantId).collectionTotals(from, today),
    closingRates(ctx, tenantId, from, today),
  ])
  return {
    today,
    outstanding: monthEnds.map((date, i) => {
      const p = portfolioOf(open[i]!)
      return {
        date,
        loans: p.activeLoans,
        principal: p.principal,
        total: p.principal + p.interest + p.penalCharges,
      }
    }),
    collections: collectionsByDay(totals, from, today),
    ageing: ageingOf(open[open.length - 1]!),
    goldRates: rates,
  }
}
