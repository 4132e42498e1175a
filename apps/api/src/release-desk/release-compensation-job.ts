import { SEEDED_CHART, compensationPerDay, daysToAccrue, isoDateOf, journalOf } from '@gold/core'
import { postJournals } from '../books/books-posting.ts'
import { LOAN_TX_OPTIONS, lockedLoan, withConflictRetry } from '../loans/loan-transaction.ts'
import { loansRepository } from '../loans/loans-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { releaseDeskPlatformRepository } from './release-desk-platform-repository.ts'
import { releaseDeskRepository } from './release-desk-repository.ts'

/**
 * Post the release compensation of every finished late day of one closed loan not posted yet (core
 * `daysToAccrue`): per day one ReleaseCompensationAccrual row (unique per loan and day) and one
 * journal Dr 5100 / Cr 2200 sourced `<loanId>:<day>` (unique too), dated today, under the loan's
 * row lock, the lock the release takes: a release and the job never both post a day. Answers the
 * days posted.
 */
export async function accrueLoanCompensation(ctx: AppContext, tenantId: string, loanId: string): Promise<number> {
  const repo = loansRepository(ctx, tenantId)
  return withConflictRetry(() =>
    repo.transaction(async (tx) => {
      const loan = await lockedLoan(tx, loanId)
      if (loan.status !== 'Closed' || !loan.releaseDueBy) return 0
      const now = ctx.now()
      const today = isoDateOf(now)
      const [settings, desk, accrued] = await Promise.all([
        tx.settings(),
        tx.releaseDeskSettings(),
        tx.accruedCompensation(loanId),
      ])
      const pause = desk.borrowerDelayPausesClock
      const rules = {
        dueBy: loan.releaseDueBy,
        missesPauseClock: pause,
        misses: pause ? await tx.missedSlots(loanId) : [],
      }
      const amountPaise = compensationPerDay(settings.releaseCompensationPerDay)
      const posts = []
      for (const day of daysToAccrue(rules, today, new Set(accrued.map((a) => a.day)))) {
        if (!(await tx.insertAccrual(loanId, day, amountPaise, now))) continue
        const base = { sourceId: `${loanId}:${day}`, date: today, loanId, loanNumber: loan.loanNumber, amountPaise }
        const journal = journalOf(SEEDED_CHART, { ...base, kind: 'releaseCompensationAccrued' })
        if (journal) posts.push({ journal, createdById: null })
      }
      await postJournals(tx, posts)
      return posts.length
    }, LOAN_TX_OPTIONS),
  )
}

/**
 * The release desk's night job (00:15 India time): 1. every live booking whose slot day is over is
 * marked missed (by no one: the job), so the miss is on record before 2. every closed loan past its
 * deadline accrues the compensation of the days that ended. A shop whose step fails is logged and
 * the others go on; a run repeated posts nothing twice.
 */
export async function runReleaseDeskNightly(ctx: AppContext) {
  const platform = releaseDeskPlatformRepository(ctx)
  const now = ctx.now()
  const today = isoDateOf(now)
  let slotsMissed = 0
  for (const b of await platform.bookingsBefore(today))
    if (await releaseDeskRepository(ctx, b.tenantId).markMissed(b.id, null, now)) slotsMissed++
  let compensationDays = 0
  for (const loan of await platform.closedLoansLateBy(today))
    compensationDays += await accrueLoanCompensation(ctx, loan.tenantId, loan.id).catch((err) => {
      ctx.log.warn({ err, loanId: loan.id }, 'release compensation accrual failed')
      return 0
    })
  return { ok: true, slotsMissed, compensationDays }
}
