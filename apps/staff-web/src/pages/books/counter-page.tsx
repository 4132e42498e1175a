import { Alert, Card, ErrorState, Loading, Money, PageHeader, Table, type Column } from '@gold/ui'
import { useState } from 'react'
import { isAdmin, useSession } from '../../session.ts'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import { CashDifference } from './cash-difference.tsx'
import { CloseCounterCard } from './close-counter-card.tsx'
import { OpenCounterCard } from './open-counter-card.tsx'
import { isPendingResult } from '../approvals/approval-types.ts'
import { SentForApproval } from '../approvals/sent-for-approval.tsx'
import type { ClosedCounter } from './use-close-counter-form.ts'
import { BookDate } from './book-outputs.tsx'
import './books.css'

type Counter = RouterOutputs['books']['counters'][number]

/** The lowest counter nobody has open (1 when there are none yet). */
export function freeCounterNumber(counters: readonly Counter[]): number {
  const taken = new Set(counters.filter((c) => c.open).map((c) => c.number))
  for (let n = 1; n < 100; n++) if (!taken.has(n)) return n
  return 1
}

/** `/counter` (every staff member): open my counter with a float, close it with the count, and who has which. */
export function CounterPage() {
  const session = useSession()
  const counters = trpc.books.counters.useQuery()
  const [closed, setClosed] = useState<ClosedCounter | null>(null)
  const [closing, setClosing] = useState<number | null>(null)
  const userId = session.kind === 'staff' ? session.userId : null
  const mine = counters.data?.find((c) => c.open && c.openedById === userId)
  const chosen = counters.data?.find((c) => c.open && c.number === closing) ?? mine
  const done = (result: ClosedCounter) => {
    setClosed(result)
    setClosing(null)
  }
  return (
    <>
      <PageHeader title="My counter" subtitle="Count the cash in at the start of the day and out at the end." />
      {closed && <ClosedNotice closed={closed} />}
      {counters.isPending ? (
        <Loading label="Loading the counters…" />
      ) : counters.error ? (
        <ErrorState error={counters.error} onRetry={() => void counters.refetch()} />
      ) : (
        <div className="grid cols-2">
          {chosen ? (
            <CloseCounterCard
              key={chosen.number}
              counterNumber={chosen.number}
              name={chosen.name}
              expectedPaise={chosen.expectedPaise ?? 0}
              onDone={done}
            />
          ) : (
            <OpenCounterCard suggestedNumber={freeCounterNumber(counters.data)} />
          )}
          <CountersCard
            counters={counters.data}
            userId={userId}
            canCloseOthers={isAdmin(session)}
            onClose={setClosing}
          />
        </div>
      )}
    </>
  )
}

function ClosedNotice({ closed }: { closed: ClosedCounter }) {
  if (isPendingResult(closed)) return <SentForApproval request={closed.pending} />
  return (
    <Alert tone={closed.differencePaise === 0 ? 'success' : 'warning'} title={`${closed.name} is closed`}>
      Counted <Money paise={closed.countedPaise} /> against <Money paise={closed.expectedPaise} /> expected:{' '}
      <CashDifference paise={closed.differencePaise} />. The cash is back in main cash.
    </Alert>
  )
}

function CountersCard({
  counters,
  userId,
  canCloseOthers,
  onClose,
}: {
  counters: readonly Counter[]
  userId: string | null
  canCloseOthers: boolean
  onClose: (number: number) => void
}) {
  const columns: Column<Counter>[] = [
    { key: 'name', header: 'Counter', primary: true, cell: (c) => c.name },
    {
      key: 'who',
      header: 'Open by',
      cell: (c) =>
        !c.open ? (
          <span className="muted">Closed</span>
        ) : (
          <span>
            {c.openedById === userId ? 'You' : (c.openedByName ?? 'Someone')} since <BookDate value={c.openedOn} />
          </span>
        ),
    },
    { key: 'float', header: 'Float', align: 'end', cell: (c) => (c.open ? <Money paise={c.floatPaise} /> : '—') },
    {
      key: 'expected',
      header: 'Cash now',
      align: 'end',
      cell: (c) => (c.open ? <Money paise={c.expectedPaise} /> : '—'),
    },
  ]
  if (canCloseOthers)
    columns.push({
      key: 'close',
      header: <span className="visually-hidden">Close</span>,
      label: '',
      cell: (c) =>
        c.open && c.openedById !== userId ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onClose(c.number)}>
            Close {c.name}
          </button>
        ) : null,
    })
  return (
    <Card title="Counters">
      <Table
        caption="Counters"
        columns={columns}
        rows={counters}
        rowKey={(c) => String(c.number)}
        empty={<p className="muted">No counter has been opened yet.</p>}
      />
    </Card>
  )
}
