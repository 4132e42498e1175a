import {
  type ReleaseWithHandover,
  assertLoanAction,
  releaseDeskErrors,
  compensationAtRelease,
  financialYearOfDate,
  isoDateOf,
} from '@gold/core'
import { recordCustodyMovement } from '../custody/custody-movement.ts'
import type { AppContext } from '../platform/context.ts'
import { followBorrowerStatus } from './loan-borrower-status.ts'
import { LOAN_SERIES } from './loan-document-number.ts'
import { accrueReleaseCompensation } from './loan-release-compensation-service.ts'
import { checkedReleaseHandover } from './loan-release-handover.ts'
import type { LoanJson } from './loan-json.ts'
import { loanJsonOf, loanOrThrow } from './loan-read-service.ts'
import { LOAN_TX_OPTIONS, lockedLoan, withConflictRetry } from './loan-transaction.ts'
import { type LoanQueries, type LoanRecord, loansRepository } from './loans-repository.ts'

/** Who releases: the staff member, and the second person of joint custody when there is one. */
export type Releaser = { userId: string | null; witnessId?: string | null }

/**
 * The compensation a release states (loans.md 6): the days the daily job already posted, plus every
 * other late day the shop owes (core `compensationAtRelease`; under the shop's pause rule, days a
 * borrower's missed slot accounts for are not owed).
 */
export async function releaseFigures(tx: LoanQueries, loan: LoanRecord, releasedOn: string) {
  const [settings, desk, accrued] = await Promise.all([
    tx.settings(),
    tx.releaseDeskSettings(),
    tx.accruedCompensation(loan.id),
  ])
  const pause = desk.borrowerDelayPausesClock
  const rules = {
    dueBy: loan.releaseDueBy ?? releasedOn,
    missesPauseClock: pause,
    misses: pause ? await tx.missedSlots(loan.id) : [],
  }
  return compensationAtRelease(rules, releasedOn, settings.releaseCompensationPerDay, accrued)
}

/**
 * POST /api/loans/{id}/release (loans.md section 6): a Closed loan's gold goes back today, with
 * the days of delay after `releaseDueBy` and the compensation owed for them, and an `RR` release
 * receipt number taken in the same transaction; the compensation not yet posted by the daily job is
 * posted to the books as owed. One conditional update (`status = 'Closed'`) under the loan's row
 * lock, so parallel releases release once; the others find it Released. Under the shop's packet
 * rule (custody) the handover is checked and recorded, and the packet's custody 'release' movement
 * is appended in the same transaction, by the releaser and the witness (the approval's checker).
 */
export async function releaseLoan(
  ctx: AppContext,
  tenantId: string,
  loanId: string,
  input: ReleaseWithHandover,
  by: Releaser = { userId: null },
): Promise<LoanJson> {
  const repo = loansRepository(ctx, tenantId)
  await loanOrThrow(repo, loanId)
  await withConflictRetry(() =>
    repo.transaction(async (tx) => {
      const loan = await lockedLoan(tx, loanId)
      assertLoanAction(loan.status, 'release')
      const now = ctx.now()
      const releasedOn = isoDateOf(now)
      const handover = (await tx.packetRuleOn())
        ? await checkedReleaseHandover(tx, tenantId, loan, input.handover)
        : null
      if (handover && (!by.userId || !by.witnessId)) throw releaseDeskErrors.error('witnessRequired')
      const figures = await releaseFigures(tx, loan, releasedOn)
      const released = await tx.releaseLoan(loanId, {
        releasedOn,
        releasedTo: input.releasedTo,
        sealIntact: input.sealIntact,
        releaseNote: input.note,
        releaseReceiptNumber: await tx.nextLoanDocumentNumber(LOAN_SERIES.release, financialYearOfDate(releasedOn)),
        releaseDelayDays: figures.delayDays,
        releaseCompensation: figures.compensation,
      })
      if (!released) throw new Error(`loan ${loanId} changed under its row lock`)
      await accrueReleaseCompensation(tx, { ...loan, releaseCompensation: figures.remainder }, releasedOn, by.userId)
      await tx.attendBooking(loanId)
      await tx.insertReleaseRecord(
        {
          loanId,
          excusedDays: figures.excusedDays,
          releasedById: by.userId,
          ...(handover && {
            packetNumber: handover.packetNumber,
            sealNo: handover.sealNo,
            scannedLabel: handover.scannedLabel,
            sealPhotoPathname: handover.sealPhoto,
            signaturePathname: handover.signature,
            witnessId: by.witnessId ?? null,
          }),
        },
        now,
      )
      if (handover) {
        const { packetId } = handover
        // Joint custody: the packet leaves the vault recorded by the releaser and the witness.
        await recordCustodyMovement(tx, tenantId, {
          packetId,
          kind: 'release',
          requestedById: by.userId!,
          confirmedById: by.witnessId!,
          at: now,
          note: `Released to ${input.releasedTo}`,
          atReleaseDesk: true,
        })
      }
      await followBorrowerStatus(tx, loan.customerId, releasedOn, now)
    }, LOAN_TX_OPTIONS),
  )
  return loanJsonOf(repo, await loanOrThrow(repo, loanId), isoDateOf(ctx.now()))
}
