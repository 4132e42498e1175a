import {
  Alert,
  ButtonLink,
  Card,
  DetailList,
  EmptyState,
  ErrorState,
  Link,
  Loading,
  Money,
  PageHeader,
  Table,
} from '@gold/ui'
import { trpc } from '../trpc.ts'
import { AuctionShortfallNotice } from './auction-shortfall-notice.tsx'
import {
  auctionNoticeHref,
  certificateHref,
  disbursementVoucherHref,
  isOpenLoan,
  LoanDate,
  loanHref,
  LoanStatusBadge,
  modeLabel,
  plural,
  receiptHref,
  releaseReceiptHref,
  ReleaseClock,
  schemeLabel,
  type PortalLoan,
} from './loan-parts.tsx'
import { LoanSchedule } from './loan-schedule.tsx'
import { LoanUpiCard } from './loan-upi-card.tsx'

export function LoanPage({ id }: { id: string }) {
  const loan = trpc.portal.loan.useQuery({ id })
  if (loan.isPending) return <Loading label="Loading your loan…" />
  if (loan.error?.data?.httpStatus === 404)
    return <EmptyState title="Loan not found">It may belong to another account.</EmptyState>
  if (loan.error) return <ErrorState error={loan.error} onRetry={() => void loan.refetch()} />
  const l = loan.data
  return (
    <>
      <PageHeader
        title={
          <>
            Loan <span className="nowrap">{l.loanNumber}</span>
          </>
        }
        documentTitle={`Loan ${l.loanNumber}`}
        subtitle={
          <>
            Gold loan · disbursed <LoanDate value={l.disbursedOn} />
          </>
        }
        back={{ to: '/', label: 'My loans' }}
        actions={<LoanStatusBadge status={l.status} />}
      />
      <div className="stack">
        {isOpenLoan(l.status) ? <AmountToClose loan={l} /> : <LoanClosed loan={l} />}
        {isOpenLoan(l.status) && <LoanUpiCard loanId={l.id} loanNumber={l.loanNumber} />}
        <LoanTerms loan={l} />
        <LoanSchedule loan={l} />
        <Payments loan={l} />
      </div>
    </>
  )
}

/** What the borrower comes for: what it takes to close the loan today, then what falls due next. */
function AmountToClose({ loan: l }: { loan: PortalLoan }) {
  // Only a shop with a working gateway takes payments online; the others are paid at the branch.
  const online = trpc.portal.payOnline.useQuery().data?.available === true
  return (
    <Card title="To close the loan today">
      <div className="stack">
        <p className="loan-close-amount">
          <Money paise={l.outstanding.total} />
        </p>
        <DetailList
          items={[
            { label: 'Principal', value: <Money paise={l.outstanding.principal} /> },
            { label: 'Interest', value: <Money paise={l.outstanding.interest} /> },
            l.outstanding.penalCharges > 0 && {
              label: 'Penal charges',
              value: <Money paise={l.outstanding.penalCharges} />,
            },
            {
              label: 'Next due',
              value: l.nextDue ? (
                <>
                  <Money paise={l.nextDue.amount} /> on <LoanDate value={l.nextDue.dueOn} />
                </>
              ) : (
                'Nothing due'
              ),
            },
          ]}
        />
        {l.daysPastDue > 0 && (
          <Alert tone="danger" title={`Overdue by ${plural(l.daysPastDue, 'day')}`}>
            Penal charges run on an overdue amount. Please pay at the branch as soon as you can.
          </Alert>
        )}
        {l.status === 'AuctionNoticed' && l.auction && (
          <Alert tone="danger" title={`Auction notice ${l.auction.noticeNumber}`}>
            <p>
              The shop sent this notice on <LoanDate value={l.auction.noticedOn} />. Your gold may be auctioned from{' '}
              <LoanDate value={l.auction.earliestOn} /> unless the loan is closed. Paying the amount above closes the
              loan and stops the auction.
            </p>
            <PdfLink href={auctionNoticeHref(l.id)}>Auction notice</PdfLink>
          </Alert>
        )}
        {online && (
          <div className="row">
            <ButtonLink to={`${loanHref(l.id)}/pay`}>Pay</ButtonLink>
          </div>
        )}
        <p className="small muted">
          Interest runs every day, so this figure is for <LoanDate value={l.asOf} />.{' '}
          {online ? 'Pay online or at the branch' : 'Pay at the branch'}; there is no charge for closing early.
        </p>
      </div>
    </Card>
  )
}

function LoanClosed({ loan: l }: { loan: PortalLoan }) {
  if (l.status === 'Auctioned') return <AuctionOutcome loan={l} />
  if (l.status === 'Renewed')
    return (
      <Alert tone="info" title="Loan renewed">
        This loan was renewed: what it owed moved into a new loan, and your gold stays pledged there.{' '}
        {l.renewedToId && <Link to={loanHref(l.renewedToId)}>Open the new loan</Link>}
      </Alert>
    )
  if (l.status === 'Released')
    return (
      <Alert tone="success" title="Loan closed and gold returned">
        Closed on <LoanDate value={l.closedOn} />; your gold was handed back on <LoanDate value={l.releasedOn} />.
        {l.releaseDelayDays !== null && l.releaseDelayDays > 0 && l.releaseCompensation !== null && (
          <>
            {' '}
            That was {plural(l.releaseDelayDays, 'day')} after it was due, so the shop owes you{' '}
            <Money paise={l.releaseCompensation} /> in compensation.
          </>
        )}
      </Alert>
    )
  if (l.status === 'Closed')
    return (
      <Alert tone="success" title="Loan closed">
        Closed on <LoanDate value={l.closedOn} />. <ReleaseClock dueBy={l.releaseDueBy} />
      </Alert>
    )
  return null
}

/** After an auction: the sale, what it paid, and what is still owed either way (a shortfall, or the surplus). */
function AuctionOutcome({ loan: l }: { loan: PortalLoan }) {
  return (
    <Card title="Your gold was auctioned">
      <div className="stack">
        <DetailList
          items={[
            l.sale && { label: 'Sold on', value: <LoanDate value={l.sale.soldOn} /> },
            l.sale && { label: 'Sale price', value: <Money paise={l.sale.amount} /> },
            l.auction && { label: 'After notice', value: l.auction.noticeNumber },
          ]}
        />
        {l.outstanding.total > 0 && <AuctionShortfallNotice loan={l} />}
        {l.surplusOwed > 0 && (
          <Alert tone="success" title="The shop owes you money from the sale">
            The sale brought in more than the loan owed: <Money paise={l.surplusOwed} /> is yours. Collect it at the
            branch.
          </Alert>
        )}
        {l.surplusPaid > 0 && (
          <Alert tone="success" title="Surplus paid to you">
            <Money paise={l.surplusPaid} /> from the sale was paid to you on <LoanDate value={l.surplusPaidOn} />.
          </Alert>
        )}
        {l.auction && <PdfLink href={auctionNoticeHref(l.id)}>Auction notice</PdfLink>}
      </div>
    </Card>
  )
}

function LoanTerms({ loan: l }: { loan: PortalLoan }) {
  return (
    <Card title="Loan details">
      <div className="stack">
        <DetailList
          items={[
            { label: 'Loan amount', value: <Money paise={l.principal} /> },
            { label: 'Repayment', value: schemeLabel(l.scheme) },
            { label: 'Interest rate', value: `${l.annualRate}% a year` },
            l.penalRate > 0 && {
              label: 'Penal charges',
              value:
                `${l.penalRate}% a year on overdue amounts` +
                (l.graceDays > 0 ? ` after ${plural(l.graceDays, 'day')}` : ' from the day after the due date'),
            },
            { label: 'Tenure', value: plural(l.tenureMonths, 'month') },
            { label: 'Disbursed on', value: <LoanDate value={l.disbursedOn} /> },
            { label: 'Matures on', value: <LoanDate value={l.maturityOn} /> },
            l.goldReceiptNo && { label: 'Gold receipt', value: l.goldReceiptNo },
            l.renewedFromId && {
              label: 'Renewal of',
              value: <Link to={loanHref(l.renewedFromId)}>Your earlier loan</Link>,
            },
          ]}
        />
        <div className="row">
          <PdfLink href={certificateHref(l.valuationId)}>Valuation certificate</PdfLink>
          <PdfLink href={disbursementVoucherHref(l.id)}>Disbursement voucher</PdfLink>
          {l.releasedOn && <PdfLink href={releaseReceiptHref(l.id)}>Release receipt</PdfLink>}
        </div>
      </div>
    </Card>
  )
}

function Payments({ loan: l }: { loan: PortalLoan }) {
  return (
    <Card title="Payments">
      <Table
        caption="Payments"
        rows={l.payments}
        rowKey={(p) => p.id}
        empty={<EmptyState title="No payments yet">A receipt is issued each time you pay at the branch.</EmptyState>}
        columns={[
          {
            key: 'receipt',
            header: 'Receipt',
            primary: true,
            cell: (p) => (
              <a href={receiptHref(l.id, p.id)} download>
                {p.receiptNumber}
                <span className="visually-hidden"> (download PDF)</span>
              </a>
            ),
          },
          { key: 'date', header: 'Paid on', cell: (p) => <LoanDate value={p.paidOn} /> },
          { key: 'amount', header: 'Amount', align: 'end', cell: (p) => <Money paise={p.amount} /> },
          {
            key: 'split',
            header: 'Went to',
            cell: (p) => (
              <span className="small">
                {[
                  p.penalCharges > 0 && (['Penal', p.penalCharges] as const),
                  p.interest > 0 && (['Interest', p.interest] as const),
                  p.principal > 0 && (['Principal', p.principal] as const),
                ]
                  .filter((part) => part !== false)
                  .map(([label, paise], i) => (
                    <span key={label}>
                      {i > 0 && ' · '}
                      {label} <Money paise={paise} />
                    </span>
                  ))}
              </span>
            ),
          },
          { key: 'mode', header: 'Mode', cell: (p) => modeLabel(p.mode) + (p.reference ? ` · ${p.reference}` : '') },
        ]}
      />
    </Card>
  )
}

function PdfLink({ href, children }: { href: string; children: string }) {
  return (
    <a className="btn btn-secondary btn-sm" href={href} download>
      {children}
      <span className="visually-hidden"> (PDF)</span>
    </a>
  )
}
