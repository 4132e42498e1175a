import { Card, ErrorState, Loading, useFormat, useT } from '@gold/ui'
import { loanText } from '../i18n/loan-text.ts'
import { releaseText } from '../i18n/release-text.ts'
import { trpc } from '../trpc.ts'
import { ReleaseClock, type PortalLoan } from './loan-parts.tsx'
import { ReleaseSlotPicker } from './release-slot-picker.tsx'

/**
 * Issue 28: a closed loan whose gold is still at the shop: when it closed, the release clock, and the
 * slot the borrower books to collect it (releaseDesk.mine / bookMine).
 */
export function ReleaseCollectCard({ loan: l }: { loan: Pick<PortalLoan, 'id' | 'closedOn' | 'releaseDueBy'> }) {
  const t = useT(releaseText)
  const lt = useT(loanText)
  const f = useFormat()
  const mine = trpc.releaseDesk.mine.useQuery({ loanId: l.id })
  const bookMine = trpc.releaseDesk.bookMine.useMutation()
  return (
    <Card title={t.cardTitle}>
      <div className="stack">
        <p>
          {lt.closedOn(f.isoDate(l.closedOn))} <ReleaseClock dueBy={mine.data?.releaseDueBy ?? l.releaseDueBy} />
        </p>
        {mine.isPending ? (
          <Loading label={t.loading} />
        ) : mine.error ? (
          <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />
        ) : mine.data.awaitingRelease ? (
          <ReleaseSlotPicker
            booking={mine.data.booking}
            slots={mine.data.slots}
            book={(slot) => bookMine.mutateAsync({ loanId: l.id, slot })}
            refresh={() => mine.refetch()}
          />
        ) : null}
      </div>
    </Card>
  )
}
