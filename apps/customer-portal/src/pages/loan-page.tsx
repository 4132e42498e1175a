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
  useFormat,
  useT,
} from '@gold/ui'
import { loanTermsText } from '../i18n/loan-terms-text.ts'
import { loanText } from '../i18n/loan-text.ts'
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
  modeText,
  receiptHref,
  releaseReceiptHref,
  type PortalLoan,
} from './loan-parts.tsx'
import { LoanSchedule } from './loan-schedule.tsx'
import { LoanUpiCard } from './loan-upi-card.tsx'
import { ReleaseCollectCard } from './release-collect-card.tsx'

export function LoanPage({ id }: { id: string }) {
  const loan = trpc.portal.loan.useQuery({ id })
  const t = useT(loanText)
  const f = useFormat()
  if (loan.isPending) return <Loading label={t.loading} />
  if (loan.error?.data?.httpStatus === 404) return <EmptyState title={t.notFound}>{t.notFoundText}</EmptyState>
  if (loan.error) return <ErrorState error={loan.error} onRetry={() => void loan.refetch()} />
  const l = loan.data
  return (
    <>
      <PageHeader
        title={
          <>
            {t.loanNumber('')}
            <span className="nowrap">{l.loanNumber}</span>
          </>
        }
        documentTitle={t.loanNumber(l.loanNumber)}
        subtitle={t.disbursed(f.isoDate(l.disbursedOn))}
        back={{ to: '/', label: t.myLoans }}
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
  const t = useT(loanText)
  const f = useFormat()
  return (
    <Card title={t.toCloseToday}>
      <div className="stack">
        <p className="loan-close-amount">
          <Money paise={l.outstanding.total} />
        </p>
        <DetailList
          items={[
            { label: t.principal, value: <Money paise={l.outstanding.principal} /> },
            { label: t.interest, value: <Money paise={l.outstanding.interest} /> },
            l.outstanding.penalCharges > 0 && {
              label: t.penalCharges,
              value: <Money paise={l.outstanding.penalCharges} />,
            },
            {
              label: t.nextDue,
              value: l.nextDue ? t.amountOn(f.paise(l.nextDue.amount), f.isoDate(l.nextDue.dueOn)) : t.nothingDue,
            },
          ]}
        />
        {l.daysPastDue > 0 && (
          <Alert tone="danger" title={t.overdueBy(l.daysPastDue)}>
            {t.overdueText}
          </Alert>
        )}
        {l.status === 'AuctionNoticed' && l.auction && (
          <Alert tone="danger" title={t.auctionNoticeNumber(l.auction.noticeNumber)}>
            <p>{t.auctionText(f.isoDate(l.auction.noticedOn), f.isoDate(l.auction.earliestOn))}</p>
            <PdfLink href={auctionNoticeHref(l.id)}>{t.auctionNotice}</PdfLink>
          </Alert>
        )}
        {online && (
          <div className="row">
            <ButtonLink to={`${loanHref(l.id)}/pay`}>{t.pay}</ButtonLink>
          </div>
        )}
        <p className="small muted">{t.figureFor(f.isoDate(l.asOf), online)}</p>
      </div>
    </Card>
  )
}

function LoanClosed({ loan: l }: { loan: PortalLoan }) {
  const t = useT(loanText)
  const f = useFormat()
  if (l.status === 'Auctioned') return <AuctionOutcome loan={l} />
  if (l.status === 'Renewed')
    return (
      <Alert tone="info" title={t.renewed}>
        {t.renewedText} {l.renewedToId && <Link to={loanHref(l.renewedToId)}>{t.openNewLoan}</Link>}
      </Alert>
    )
  if (l.status === 'Released')
    return (
      <Alert tone="success" title={t.released}>
        {t.releasedText(f.isoDate(l.closedOn), f.isoDate(l.releasedOn))}
        {l.releaseDelayDays !== null &&
          l.releaseDelayDays > 0 &&
          l.releaseCompensation !== null &&
          ` ${t.lateRelease(l.releaseDelayDays, f.paise(l.releaseCompensation))}`}
      </Alert>
    )
  // Issue 28: the gold waits at the shop; the borrower books the time to collect it.
  if (l.status === 'Closed') return <ReleaseCollectCard loan={l} />
  return null
}

/** After an auction: the sale, what it paid, and what is still owed either way (a shortfall, or the surplus). */
function AuctionOutcome({ loan: l }: { loan: PortalLoan }) {
  const t = useT(loanText)
  const f = useFormat()
  return (
    <Card title={t.auctioned}>
      <div className="stack">
        <DetailList
          items={[
            l.sale && { label: t.soldOn, value: <LoanDate value={l.sale.soldOn} /> },
            l.sale && { label: t.salePrice, value: <Money paise={l.sale.amount} /> },
            l.auction && { label: t.afterNotice, value: l.auction.noticeNumber },
          ]}
        />
        {l.outstanding.total > 0 && <AuctionShortfallNotice loan={l} />}
        {l.surplusOwed > 0 && (
          <Alert tone="success" title={t.surplusOwed}>
            {t.surplusOwedText(f.paise(l.surplusOwed))}
          </Alert>
        )}
        {l.surplusPaid > 0 && (
          <Alert tone="success" title={t.surplusPaid}>
            {t.surplusPaidText(f.paise(l.surplusPaid), f.isoDate(l.surplusPaidOn))}
          </Alert>
        )}
        {l.auction && <PdfLink href={auctionNoticeHref(l.id)}>{t.auctionNotice}</PdfLink>}
      </div>
    </Card>
  )
}

function LoanTerms({ loan: l }: { loan: PortalLoan }) {
  const t = useT(loanTermsText)
  return (
    <Card title={t.details}>
      <div className="stack">
        <DetailList
          items={[
            { label: t.loanAmount, value: <Money paise={l.principal} /> },
            { label: t.repayment, value: t.schemes[l.scheme] ?? l.scheme },
            { label: t.interestRate, value: t.ratePerYear(l.annualRate) },
            l.penalRate > 0 && { label: t.penalCharges, value: t.penalRate(l.penalRate, l.graceDays) },
            { label: t.tenure, value: t.months(l.tenureMonths) },
            { label: t.disbursedOn, value: <LoanDate value={l.disbursedOn} /> },
            { label: t.maturesOn, value: <LoanDate value={l.maturityOn} /> },
            l.goldReceiptNo && { label: t.goldReceipt, value: l.goldReceiptNo },
            l.renewedFromId && {
              label: t.renewalOf,
              value: <Link to={loanHref(l.renewedFromId)}>{t.earlierLoan}</Link>,
            },
          ]}
        />
        <div className="row">
          <PdfLink href={certificateHref(l.valuationId)}>{t.certificate}</PdfLink>
          <PdfLink href={disbursementVoucherHref(l.id)}>{t.voucher}</PdfLink>
          {l.releasedOn && <PdfLink href={releaseReceiptHref(l.id)}>{t.releaseReceipt}</PdfLink>}
        </div>
      </div>
    </Card>
  )
}

function Payments({ loan: l }: { loan: PortalLoan }) {
  const t = useT(loanTermsText)
  return (
    <Card title={t.payments}>
      <Table
        caption={t.payments}
        rows={l.payments}
        rowKey={(p) => p.id}
        empty={<EmptyState title={t.noPayments}>{t.noPaymentsText}</EmptyState>}
        columns={[
          {
            key: 'receipt',
            header: t.receipt,
            primary: true,
            cell: (p) => (
              <a href={receiptHref(l.id, p.id)} download>
                {p.receiptNumber}
                <span className="visually-hidden"> {t.downloadPdf}</span>
              </a>
            ),
          },
          { key: 'date', header: t.paidOn, cell: (p) => <LoanDate value={p.paidOn} /> },
          { key: 'amount', header: t.amount, align: 'end', cell: (p) => <Money paise={p.amount} /> },
          {
            key: 'split',
            header: t.wentTo,
            cell: (p) => (
              <span className="small">
                {[
                  p.penalCharges > 0 && ([t.penal, p.penalCharges] as const),
                  p.interest > 0 && ([t.interest, p.interest] as const),
                  p.principal > 0 && ([t.principal, p.principal] as const),
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
          {
            key: 'mode',
            header: t.mode,
            cell: (p) => modeText(t.modes, p.mode) + (p.reference ? ` · ${p.reference}` : ''),
          },
        ]}
      />
    </Card>
  )
}

function PdfLink({ href, children }: { href: string; children: string }) {
  const t = useT(loanTermsText)
  return (
    <a className="btn btn-secondary btn-sm" href={href} download>
      {children}
      <span className="visually-hidden"> {t.pdf}</span>
    </a>
  )
}
