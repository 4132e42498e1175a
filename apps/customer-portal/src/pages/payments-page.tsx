import { Card, DateText, EmptyState, InstallmentBadge, Money, PageHeader, PagedList, Table } from '@gold/ui'
import { trpc } from '../trpc.ts'
import { modeLabel, receiptHref } from './loan-parts.tsx'

export function PaymentsPage() {
  const emis = trpc.portal.emiSchedule.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor })
  const receipts = trpc.portal.receipts.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor })
  const installments = emis.data?.pages.flatMap((page) => page.items) ?? []
  const issued = receipts.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <>
      <PageHeader title="EMI payments" subtitle="Your repayment schedule and the receipts for what you have paid." />
      <div className="stack">
        <Card title="Schedule">
          <PagedList query={emis} shown={installments.length} noun={['installment', 'installments']}>
            <Table
              caption="EMI schedule"
              rows={installments}
              rowKey={(e) => e.id}
              empty={<EmptyState title="No EMIs">You have no repayment schedule with the shop.</EmptyState>}
              columns={[
                { key: 'due', header: 'Due date', primary: true, cell: (e) => <DateText value={e.dueDate} /> },
                { key: 'loan', header: 'Loan', cell: (e) => e.loanNumber ?? '—' },
                { key: 'amount', header: 'Amount', align: 'end', cell: (e) => <Money paise={e.amountPaise} /> },
                // What actually reached it: a closing payment marks every installment Paid in full.
                { key: 'paid', header: 'Paid', align: 'end', cell: (e) => <Money paise={e.paidAmountPaise} /> },
                {
                  key: 'due-now',
                  header: 'Still due',
                  align: 'end',
                  cell: (e) => <Money paise={e.outstandingPaise} />,
                },
                {
                  key: 'status',
                  header: 'Status',
                  cell: (e) => <InstallmentBadge state={e.state} ending={e.scheduleEnding} />,
                },
                {
                  key: 'paid-on',
                  header: 'Paid on',
                  cell: (e) => (e.paidAt && e.paidAmountPaise > 0 ? <DateText value={e.paidAt} /> : '—'),
                },
              ]}
            />
          </PagedList>
        </Card>
        <Card title="Receipts">
          <PagedList query={receipts} shown={issued.length} noun={['receipt', 'receipts']}>
            <Table
              caption="Payment receipts"
              rows={issued}
              rowKey={(r) => r.id}
              empty={
                <EmptyState title="No receipts yet">
                  A receipt is issued each time the branch records a payment.
                </EmptyState>
              }
              columns={[
                {
                  key: 'no',
                  header: 'Receipt',
                  primary: true,
                  // A payment on a loan is its loan receipt, the one the loan page and the PDF show.
                  cell: (r) =>
                    r.loanId && r.loanPaymentId ? (
                      <a href={receiptHref(r.loanId, r.loanPaymentId)} download>
                        {r.receiptNo}
                        <span className="visually-hidden"> (download PDF)</span>
                      </a>
                    ) : (
                      r.receiptNo
                    ),
                },
                { key: 'date', header: 'Date', cell: (r) => <DateText value={r.createdAt} withTime /> },
                { key: 'amount', header: 'Amount paid', align: 'end', cell: (r) => <Money paise={r.amountPaise} /> },
                {
                  key: 'received',
                  header: 'Received',
                  align: 'end',
                  cell: (r) => (r.receivedAmountPaise !== null ? <Money paise={r.receivedAmountPaise} /> : '—'),
                },
                {
                  key: 'mode',
                  header: 'Mode',
                  cell: (r) => modeLabel(r.paymentMode) + (r.paymentReference ? ` · ${r.paymentReference}` : ''),
                },
              ]}
            />
          </PagedList>
        </Card>
      </div>
    </>
  )
}
