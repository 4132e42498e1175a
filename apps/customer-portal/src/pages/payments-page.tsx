import { Card, DateText, EmptyState, InstallmentBadge, Money, PageHeader, PagedList, Table, useT } from '@gold/ui'
import { loanTermsText } from '../i18n/loan-terms-text.ts'
import { paymentsText } from '../i18n/payments-text.ts'
import { trpc } from '../trpc.ts'
import { modeText, receiptHref } from './loan-parts.tsx'

export function PaymentsPage() {
  const emis = trpc.portal.emiSchedule.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor })
  const receipts = trpc.portal.receipts.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor })
  const installments = emis.data?.pages.flatMap((page) => page.items) ?? []
  const issued = receipts.data?.pages.flatMap((page) => page.items) ?? []
  const t = useT(paymentsText)
  const { modes } = useT(loanTermsText)
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <div className="stack">
        <Card title={t.schedule}>
          <PagedList query={emis} shown={installments.length} noun={t.installmentNoun}>
            <Table
              caption={t.scheduleCaption}
              rows={installments}
              rowKey={(e) => e.id}
              empty={<EmptyState title={t.noEmis}>{t.noEmisText}</EmptyState>}
              columns={[
                { key: 'due', header: t.dueDate, primary: true, cell: (e) => <DateText value={e.dueDate} /> },
                { key: 'loan', header: t.loan, cell: (e) => e.loanNumber ?? '—' },
                { key: 'amount', header: t.amount, align: 'end', cell: (e) => <Money paise={e.amountPaise} /> },
                // What actually reached it: a closing payment marks every installment Paid in full.
                { key: 'paid', header: t.paid, align: 'end', cell: (e) => <Money paise={e.paidAmountPaise} /> },
                {
                  key: 'due-now',
                  header: t.stillDue,
                  align: 'end',
                  cell: (e) => <Money paise={e.outstandingPaise} />,
                },
                {
                  key: 'status',
                  header: t.status,
                  cell: (e) => <InstallmentBadge state={e.state} ending={e.scheduleEnding} />,
                },
                {
                  key: 'paid-on',
                  header: t.paidOn,
                  cell: (e) => (e.paidAt && e.paidAmountPaise > 0 ? <DateText value={e.paidAt} /> : '—'),
                },
              ]}
            />
          </PagedList>
        </Card>
        <Card title={t.receipts}>
          <PagedList query={receipts} shown={issued.length} noun={t.receiptNoun}>
            <Table
              caption={t.receiptsCaption}
              rows={issued}
              rowKey={(r) => r.id}
              empty={<EmptyState title={t.noReceipts}>{t.noReceiptsText}</EmptyState>}
              columns={[
                {
                  key: 'no',
                  header: t.receipt,
                  primary: true,
                  // A payment on a loan is its loan receipt, the one the loan page and the PDF show.
                  cell: (r) =>
                    r.loanId && r.loanPaymentId ? (
                      <a href={receiptHref(r.loanId, r.loanPaymentId)} download>
                        {r.receiptNo}
                        <span className="visually-hidden"> {t.downloadPdf}</span>
                      </a>
                    ) : (
                      r.receiptNo
                    ),
                },
                { key: 'date', header: t.date, cell: (r) => <DateText value={r.createdAt} withTime /> },
                { key: 'amount', header: t.amountPaid, align: 'end', cell: (r) => <Money paise={r.amountPaise} /> },
                {
                  key: 'received',
                  header: t.received,
                  align: 'end',
                  cell: (r) => (r.receivedAmountPaise !== null ? <Money paise={r.receivedAmountPaise} /> : '—'),
                },
                {
                  key: 'mode',
                  header: t.mode,
                  cell: (r) => modeText(modes, r.paymentMode) + (r.paymentReference ? ` · ${r.paymentReference}` : ''),
                },
              ]}
            />
          </PagedList>
        </Card>
      </div>
    </>
  )
}
