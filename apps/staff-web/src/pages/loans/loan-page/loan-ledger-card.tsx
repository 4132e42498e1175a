import { Card, EmptyState, Money, Table } from '@gold/ui'
import { LoanDate, PaymentSplit, modeLabel, type LoanDetail, type LoanLedgerEntry } from '../shared/loan-outputs.tsx'

const TYPE_LABELS: Record<string, string> = {
  DISBURSEMENT: 'Disbursement',
  INTEREST: 'Interest posted',
  PENAL_CHARGE: 'Penal charge posted',
  PAYMENT: 'Payment',
  RENEWAL: 'Carried to the renewal',
  AUCTION: 'Auction proceeds',
  SURPLUS_PAYOUT: 'Surplus paid out',
  REVERSAL: 'Reversal',
}

/** Every entry of the loan's append-only ledger, oldest first. */
export function LoanLedgerCard({ loan }: { loan: LoanDetail }) {
  return (
    <Card title="Ledger">
      <Table<LoanLedgerEntry>
        caption="Ledger"
        rows={loan.ledger}
        rowKey={(e) => e.id}
        empty={<EmptyState title="No entries" />}
        columns={[
          { key: 'date', header: 'Date', cell: (e) => <LoanDate value={e.postedOn} /> },
          {
            key: 'type',
            header: 'Entry',
            primary: true,
            cell: (e) => <span className="nowrap">{TYPE_LABELS[e.type] ?? e.type}</span>,
          },
          { key: 'amount', header: 'Amount', align: 'end', cell: (e) => <Money paise={e.amount} /> },
          {
            key: 'split',
            header: 'Split',
            cell: (e) =>
              e.type === 'PAYMENT' || e.type === 'AUCTION' ? (
                <PaymentSplit parts={e} />
              ) : (
                <span className="muted">—</span>
              ),
          },
          { key: 'mode', header: 'Mode', cell: (e) => modeLabel(e.mode) },
          { key: 'ref', header: 'Reference', cell: (e) => e.reference ?? <span className="muted">—</span> },
          { key: 'by', header: 'By', cell: (e) => e.createdBy ?? <span className="muted">—</span> },
        ]}
      />
    </Card>
  )
}
