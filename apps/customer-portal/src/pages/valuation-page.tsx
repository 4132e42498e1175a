import {
  Card,
  DateText,
  DetailList,
  EmptyState,
  ErrorState,
  Grams,
  InstallmentBadge,
  Link,
  Loading,
  Money,
  PageHeader,
  Table,
} from '@gold/ui'
import { trpc } from '../trpc.ts'
import { TYPE_LABELS } from './home-page.tsx'
import { loanHref, ValuationStateBadge } from './loan-parts.tsx'

export function ValuationPage({ id }: { id: string }) {
  const valuation = trpc.portal.valuation.useQuery({ id })
  if (valuation.isPending) return <Loading />
  if (valuation.error?.data?.httpStatus === 404)
    return <EmptyState title="Valuation not found">It may belong to another account.</EmptyState>
  if (valuation.error) return <ErrorState error={valuation.error} onRetry={() => void valuation.refetch()} />
  const v = valuation.data
  const schedule = v.emiSchedule
  return (
    <>
      <PageHeader
        title={TYPE_LABELS[v.type] ?? v.type}
        subtitle={
          <>
            Valued on <DateText value={v.createdAt} />
          </>
        }
        back={{ to: '/', label: 'My loans' }}
        actions={
          <>
            <ValuationStateBadge loan={v.loan} />
            {/* A plain link: the browser sends the portal's session cookie and saves the PDF. */}
            <a className="btn btn-secondary btn-sm" href={v.certificateUrl} download>
              Download certificate<span className="visually-hidden"> (PDF)</span>
            </a>
            {v.goldReceiptUrl && (
              <a className="btn btn-secondary btn-sm" href={v.goldReceiptUrl} download>
                Download gold receipt<span className="visually-hidden"> (PDF)</span>
              </a>
            )}
          </>
        }
      />
      <div className="stack">
        <Card title="Summary">
          <DetailList
            items={[
              v.loan && { label: 'Loan', value: <Link to={loanHref(v.loan.id)}>{v.loan.loanNumber}</Link> },
              { label: 'Gold value', value: <Money rupees={v.totalValue} /> },
              v.type === 'loan' && { label: 'Estimated loan', value: <Money rupees={v.estimatedLoan} /> },
              v.type === 'loan' && v.ltvPercentage !== null && { label: 'Loan to value', value: `${v.ltvPercentage}%` },
              v.type === 'loan' &&
                v.interestRate !== null && { label: 'Interest rate', value: `${v.interestRate}% a year` },
              {
                label: 'Gold rate (22K)',
                value: (
                  <>
                    <Money rupees={v.goldRate} /> per gram
                  </>
                ),
              },
              { label: 'Gross weight', value: <Grams value={v.totalGrossWeight} /> },
              { label: 'Fine gold', value: <Grams value={v.totalNetWeight} /> },
              v.goldReceiptNo && {
                label: 'Gold receipt',
                value: (
                  <>
                    {v.goldReceiptNo}
                    {v.goldReceiptIssuedAt && (
                      <span className="muted">
                        {' '}
                        · <DateText value={v.goldReceiptIssuedAt} />
                      </span>
                    )}
                  </>
                ),
              },
            ]}
          />
        </Card>
        <Card title="Ornaments">
          <Table
            caption="Ornaments"
            rows={v.ornaments}
            rowKey={(o) => o.id}
            empty={<EmptyState title="No ornaments recorded" />}
            columns={[
              { key: 'type', header: 'Ornament', primary: true, cell: (o) => o.type },
              { key: 'qty', header: 'Quantity', align: 'end', cell: (o) => o.quantity },
              { key: 'purity', header: 'Purity', cell: (o) => o.purity },
              { key: 'gross', header: 'Gross weight', align: 'end', cell: (o) => <Grams value={o.grossWeight} /> },
              { key: 'net', header: 'Fine gold', align: 'end', cell: (o) => <Grams value={o.netWeight} /> },
              { key: 'value', header: 'Value', align: 'end', cell: (o) => <Money rupees={o.estimatedValue} /> },
            ]}
          />
        </Card>
        {schedule.length > 0 && (
          <Card title="EMI schedule">
            <Table
              caption="EMI schedule"
              rows={schedule}
              rowKey={(e) => e.id}
              columns={[
                {
                  key: 'no',
                  header: 'Installment',
                  primary: true,
                  cell: (e) => `Installment ${e.installmentNo ?? ''}`.trim(),
                },
                { key: 'due', header: 'Due date', cell: (e) => <DateText value={e.dueDate} /> },
                { key: 'amount', header: 'Amount', align: 'end', cell: (e) => <Money paise={e.amountPaise} /> },
                { key: 'paid', header: 'Paid', align: 'end', cell: (e) => <Money paise={e.paidAmountPaise} /> },
                {
                  key: 'status',
                  header: 'Status',
                  cell: (e) => <InstallmentBadge state={e.state} ending={e.scheduleEnding} />,
                },
              ]}
            />
          </Card>
        )}
      </div>
    </>
  )
}
