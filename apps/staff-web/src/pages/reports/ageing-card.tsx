import { AGEING_BUCKETS } from '@gold/core/reports/report-figures'
import { Card, ErrorState, Loading, Money, Table } from '@gold/ui'
import { trpc } from '../../trpc.ts'
import { CsvLink } from './csv-link.tsx'
import { BUCKET_NAMES } from './report-outputs.ts'

type Row = { bucket: string; loans: number; principal: number }

/** loans.md 8's ageing: open loans by days past due at the end of the chosen day. */
export function AgeingCard({ date }: { date: string }) {
  const ageing = trpc.reports.ageing.useQuery({ asOf: date })
  const rows: Row[] = ageing.data ? AGEING_BUCKETS.map((b) => ({ bucket: b, ...ageing.data.report[b] })) : []
  return (
    <Card title="Ageing" actions={<CsvLink report="ageing" date={date} label="ageing" />}>
      {ageing.isPending ? (
        <Loading label="Loading the ageing…" />
      ) : ageing.error ? (
        <ErrorState error={ageing.error} onRetry={() => void ageing.refetch()} />
      ) : (
        <Table<Row>
          caption="Open loans by days past due"
          rows={rows}
          rowKey={(r) => r.bucket}
          columns={[
            { key: 'bucket', header: 'Past due', primary: true, cell: (r) => BUCKET_NAMES[r.bucket] ?? r.bucket },
            { key: 'loans', header: 'Loans', align: 'end', cell: (r) => r.loans },
            { key: 'principal', header: 'Principal', align: 'end', cell: (r) => <Money paise={r.principal} /> },
          ]}
        />
      )}
    </Card>
  )
}
