import { Card, ErrorState, Loading, Money, Table, type Column } from '@gold/ui'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import { BookDate } from './book-outputs.tsx'
import { ReverseButton } from './reverse-journal.tsx'

type Voucher = RouterOutputs['books']['vouchers']['vouchers'][number]

const COLUMNS: Column<Voucher>[] = [
  { key: 'number', header: 'Voucher', primary: true, cell: (v) => `${v.number} · ${v.narration}` },
  { key: 'date', header: 'Date', cell: (v) => <BookDate value={v.date} /> },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (v) => (v.amountPaise ? <Money paise={v.amountPaise} /> : '—'),
  },
  {
    key: 'bill',
    header: 'Bill',
    cell: (v) =>
      v.billFile ? (
        <a href={`/api/files/private?pathname=${encodeURIComponent(v.billFile)}`} target="_blank" rel="noreferrer">
          Bill photo
        </a>
      ) : (
        '—'
      ),
  },
  {
    key: 'correct',
    header: 'Correction',
    cell: (v) => (v.reversed ? 'Reversed' : <ReverseButton journalId={v.journalId} what={`voucher ${v.number}`} />),
  },
]

/** The vouchers of the financial year, newest first, each reversible once. */
export function VouchersCard() {
  const vouchers = trpc.books.vouchers.useQuery({})
  return (
    <Card title="Vouchers this year">
      {vouchers.isPending ? (
        <Loading label="Loading the vouchers…" />
      ) : vouchers.error ? (
        <ErrorState error={vouchers.error} onRetry={() => void vouchers.refetch()} />
      ) : (
        <Table
          caption="Vouchers"
          columns={COLUMNS}
          rows={vouchers.data.vouchers}
          rowKey={(v) => v.number}
          empty={<p className="muted">No vouchers yet.</p>}
        />
      )}
    </Card>
  )
}
