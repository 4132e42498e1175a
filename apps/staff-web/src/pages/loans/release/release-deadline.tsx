import type { IsoDate } from '@gold/core/shared/india-calendar'
import { MIN_RELEASE_COMPENSATION_PER_DAY_PAISE, releaseDaysLeft, releaseDelay } from '@gold/core/loans/loan-release'
import { Alert, Money } from '@gold/ui'
import { isAdmin, useSession } from '../../../session.ts'
import { trpc } from '../../../trpc.ts'
import { LoanDate, plural } from '../shared/loan-outputs.tsx'

/** The shop's compensation per day of delay; employees cannot read the settings, so they see the regulator's minimum as "at least". */
export function useCompensationPerDay(): { perDay: number; exact: boolean } {
  const admin = isAdmin(useSession())
  const settings = trpc.loans.settings.get.useQuery(undefined, { enabled: admin, staleTime: 300_000 })
  const perDay = settings.data?.releaseCompensationPerDay
  return perDay === undefined
    ? { perDay: MIN_RELEASE_COMPENSATION_PER_DAY_PAISE, exact: false }
    : { perDay, exact: true }
}

/** The 7-working-day deadline to hand the gold back: days left, or the delay and the compensation owed. */
export function ReleaseDeadline({ dueBy, today }: { dueBy: IsoDate; today: IsoDate }) {
  const { perDay, exact } = useCompensationPerDay()
  const left = releaseDaysLeft(dueBy, today)
  if (left >= 0) {
    return (
      <Alert
        tone={left <= 2 ? 'warning' : 'info'}
        title={left === 0 ? 'Release due today' : `${plural(left, 'day')} left to release`}
      >
        Hand the gold back by <LoanDate value={dueBy} /> (7 working days after closure).
      </Alert>
    )
  }
  const { delayDays, compensation } = releaseDelay(dueBy, today, perDay)
  return (
    <Alert tone="danger" title={`Release is ${plural(delayDays, 'day')} late`}>
      It was due by <LoanDate value={dueBy} />. Compensation owed to the borrower: {exact ? '' : 'at least '}
      <Money paise={compensation} /> (<Money paise={perDay} /> a day), stated on the release receipt.
    </Alert>
  )
}
