import { Badge, Button, Card, EmptyState, Money, Table } from '@gold/ui'
import { LoanDate, PaymentSplit, modeLabel, type LoanDetail, type LoanPaymentRow } from '../shared/loan-outputs.tsx'
import { PdfLink } from '../shared/pdf-link.tsx'
import { cancellationNoteHref } from '../corrections/payment-reversed.tsx'

export const receiptHref = (loanId: string, paymentId: string) =>
  `/api/loans/${encodeURIComponent(loanId)}/payments/${encodeURIComponent(paymentId)}/receipt`

export function ReceiptLink({ loanId, payment }: { loanId: string; payment: { id: string; receiptNumber: string } }) {
  return (
    <PdfLink href={receiptHref(loanId, payment.id)} className="nowrap" detail={payment.receiptNumber}>
      Receipt
    </PdfLink>
  )
}

/** The loan's latest payment still standing, which a correction may reverse (core `planPaymentReversal` decides). */
const reversibleId = (loan: LoanDetail): string | null =>
  ['Active', 'AuctionNoticed', 'Closed', 'Auctioned'].includes(loan.status) && loan.releasedOn === null
    ? (loan.payments.filter((p) => !('reversal' in p)).at(-1)?.id ?? null)
    : null

export function LoanPaymentsCard({
  loan,
  onReverse,
}: {
  loan: LoanDetail
  onReverse?: (payment: LoanPaymentRow) => void
}) {
  const latest = reversibleId(loan)
  return (
    <Card title="Payments">
      <Table<LoanPaymentRow>
        caption="Payments"
        rows={loan.payments}
        rowKey={(p) => p.id}
        empty={<EmptyState title="No payments yet" />}
        columns={[
          {
            key: 'receipt',
            header: 'Receipt no.',
            primary: true,
            cell: (p) => <span className="nowrap">{p.receiptNumber}</span>,
          },
          { key: 'date', header: 'Paid on', cell: (p) => <LoanDate value={p.paidOn} /> },
          { key: 'amount', header: 'Amount', align: 'end', cell: (p) => <Money paise={p.amount} /> },
          { key: 'split', header: 'Split', cell: (p) => <PaymentSplit parts={p} /> },
          {
            key: 'mode',
            header: 'Mode',
            cell: (p) => `${modeLabel(p.mode)}${p.reference ? ` · ${p.reference}` : ''}`,
          },
          { key: 'pdf', header: 'PDF', cell: (p) => <ReceiptLink loanId={loan.id} payment={p} /> },
          {
            key: 'correct',
            header: 'Correction',
            cell: (p) =>
              'reversal' in p && p.reversal ? (
                <span className="row">
                  <Badge tone="danger">Reversed</Badge>
                  <PdfLink href={cancellationNoteHref(loan.id, p.id)} detail={p.reversal.noteNumber ?? ''}>
                    Cancellation note
                  </PdfLink>
                </span>
              ) : p.id === latest && onReverse ? (
                <Button size="sm" variant="ghost" onClick={() => onReverse(p)}>
                  Reverse payment
                </Button>
              ) : null,
          },
        ]}
      />
    </Card>
  )
}
