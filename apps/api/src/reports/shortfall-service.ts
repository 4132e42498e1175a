import {
  type IsoDate,
  type LtvCeilings,
  REGULATOR_LTV_CEILINGS,
  goldValuePaise,
  loanAsOf,
  shortfallOf,
} from '@gold/core'
import { shopPricingRate22kPaise } from '../gold-rates/shop-gold-rate-service.ts'
import { sendBorrowerMessage } from '../messages/borrower-messages.ts'
import type { AppContext } from '../platform/context.ts'
import { REPORT_PAGE, todayOf } from './report-service.ts'
import { type ReportLoanRow, reportsRepository } from './reports-repository.ts'

/** Loans the dashboard's Shortfall card lists (the largest shortfalls first). */
const DASHBOARD_ROWS = 100

export type LoanShortfall = {
  loan: ReportLoanRow
  outstanding: number
  goldValue: number
  permitted: number
  excess: number
  ratioBp: number
  ltvBp: number
}

/** Active loans of `loans` above their permitted loan-to-value at `rate22kPaise` (core `shortfallOf`) as of `today`. */
async function shortfallsAmong(
  repo: ReturnType<typeof reportsRepository>,
  loans: readonly ReportLoanRow[],
  rate22kPaise: number,
  ceilings: LtvCeilings,
  today: IsoDate,
): Promise<LoanShortfall[]> {
  const active = loans.filter((l) => l.status === 'Active')
  const [weights, exposures] = await Promise.all([
    repo.fineWeightsMg(active.map((l) => l.valuationId)),
    repo.exposures([...new Set(active.map((l) => l.customerId))]),
  ])
  return active.flatMap((loan) => {
    const now = loanAsOf(loan, today)
    if (!now) return []
    const outstanding = now.principal + now.interest + now.penalCharges
    const goldValue = goldValuePaise(weights.get(loan.valuationId) ?? [], rate22kPaise)
    const s = shortfallOf({
      outstandingTotal: outstanding,
      goldValue,
      exposure: exposures.get(loan.customerId) ?? 0,
      ceilings,
    })
    return s.inShortfall ? [{ loan, outstanding, goldValue, ...s }] : []
  })
}

const ceilingsOf = async (repo: ReturnType<typeof reportsRepository>) =>
  (await repo.settings()) ?? REGULATOR_LTV_CEILINGS

/**
 * The daily job's shortfall step for one shop: every Active loan is tested at the newest stored
 * 22K rate; those short of gold get `shortfallOn` = today and those back within their ratio lose
 * the flag. A borrower is told (kind `shortfall`, every channel, the amount that brings the loan
 * back within its ratio) when the loan falls short, not again each day while it stays short; the
 * message's key (`shortfall:<loanId>:<today>`) keeps two runs of one day from telling them twice.
 */
export async function flagShortfalls(ctx: AppContext, tenantId: string, rate22kPaise: number) {
  const repo = reportsRepository(ctx, tenantId)
  const today = todayOf(ctx)
  const ceilings = await ceilingsOf(repo)
  const short: LoanShortfall[] = []
  for (let after: string | null = null; ;) {
    const page = await repo.openLoans(after, REPORT_PAGE)
    short.push(...(await shortfallsAmong(repo, page, rate22kPaise, ceilings, today)))
    if (page.length < REPORT_PAGE) break
    after = page[page.length - 1]!.id
  }
  await repo.markShortfalls(
    short.map((s) => s.loan.id),
    today,
  )
  let notified = 0
  for (const s of short) {
    if (s.loan.shortfallOn !== null) continue
    const result = await sendBorrowerMessage(ctx, tenantId, {
      customerId: s.loan.customerId,
      loanId: s.loan.id,
      kind: 'shortfall',
      values: { loanNumber: s.loan.loanNumber, amountPaise: s.excess },
      dedupeKey: `shortfall:${s.loan.id}:${today}`,
    })
    if (result.sent.length > 0) notified++
  }
  return { loans: short.length, notified }
}

/**
 * The shortfall step for one shop at the rate that prices its valuations today (its own rate
 * entered today, else the newest stored one; nothing is tested without a rate): the daily run,
 * and the `shortfall-check` job after the shop enters a rate.
 */
export async function recheckShortfalls(ctx: AppContext, tenantId: string) {
  const rate22kPaise = await shopPricingRate22kPaise(ctx, tenantId)
  return rate22kPaise === null ? null : flagShortfalls(ctx, tenantId, rate22kPaise)
}

/**
 * tRPC reports.shortfalls, the dashboard's Shortfall card: the loans the last check flagged, with
 * their figures now (today's outstanding at the rate that prices the shop's valuations today),
 * those still short only, the largest shortfall first.
 */
export async function shortfallDashboard(ctx: AppContext, tenantId: string) {
  const repo = reportsRepository(ctx, tenantId)
  const rate22kPaise = await shopPricingRate22kPaise(ctx, tenantId)
  if (rate22kPaise === null) return { rate22kPaise: null, loans: [] }
  const flagged = await repo.flaggedShortfalls(DASHBOARD_ROWS)
  const short = await shortfallsAmong(repo, flagged, rate22kPaise, await ceilingsOf(repo), todayOf(ctx))
  const borrowers = await repo.borrowers([...new Set(short.map((s) => s.loan.customerId))])
  return {
    rate22kPaise,
    loans: short
      .sort((a, b) => b.excess - a.excess)
      .map((s) => ({
        id: s.loan.id,
        loanNumber: s.loan.loanNumber,
        customer: borrowers.get(s.loan.customerId) ?? null,
        shortfallOn: s.loan.shortfallOn,
        outstanding: s.outstanding,
        goldValue: s.goldValue,
        permitted: s.permitted,
        excess: s.excess,
        ratioBp: s.ratioBp,
        ltvBp: s.ltvBp,
      })),
  }
}
