import { FAILURES_BEFORE_LOWER_RESERVE } from '@gold/core/loans/loan-auction'
import { formatRatePaisePerGram } from '@gold/core/shared/indian-format'
import { Alert, Button, DetailList, ErrorState, Loading, Modal, Money, Select, Stat, TextField } from '@gold/ui'
import { trpc, type RouterOutputs } from '../../../trpc.ts'
import { AllocationTable } from '../shared/allocation-table.tsx'
import type { AuctionOutcome } from './auction-form.ts'
import { ConfirmGroup } from '../shared/confirm-group.tsx'
import { lastPostingOf } from '../payment/loan-payment-form.ts'
import { LoanDate, plural, type LoanDetail } from '../shared/loan-outputs.tsx'
import { useAuctionForm, type AuctionForm } from './use-auction-form.ts'

type AuctionPreview = RouterOutputs['loans']['auctionPreview']

/**
 * Record an auction on a noticed loan: a sale or a failed attempt, reviewed before it is recorded.
 * The reserve price is the server's (the gold at today's stored rate), shown before anything is typed.
 */
export function AuctionModal({ loan, onDone, onClose }: { loan: LoanDetail; onDone: () => void; onClose: () => void }) {
  const preview = trpc.loans.auctionPreview.useQuery({ id: loan.id }, { staleTime: 0 })
  return preview.data ? (
    <AuctionDialog loan={loan} preview={preview.data} onDone={onDone} onClose={onClose} />
  ) : (
    <Modal open title="Record the auction" onClose={onClose}>
      {preview.error ? (
        <ErrorState error={preview.error} onRetry={() => void preview.refetch()} />
      ) : (
        <Loading label="Loading the reserve price…" />
      )}
    </Modal>
  )
}

function AuctionDialog({
  loan,
  preview,
  onDone,
  onClose,
}: {
  loan: LoanDetail
  preview: AuctionPreview
  onDone: () => void
  onClose: () => void
}) {
  const form = useAuctionForm({
    loan,
    limits: {
      today: preview.today,
      earliestOn: preview.earliestOn,
      lastPostedOn: lastPostingOf(loan.disbursedOn, loan.ledger),
      reserve: preview.reservePrice,
    },
    onDone,
  })
  const close = () => {
    if (!form.pending) onClose()
  }
  return (
    <Modal open title={form.review ? 'Confirm the auction' : 'Record the auction'} onClose={close}>
      {form.review ? (
        <ConfirmStep form={form} loan={loan} />
      ) : (
        <FieldsStep form={form} preview={preview} onClose={close} />
      )}
    </Modal>
  )
}

function ReserveBox({ preview }: { preview: AuctionPreview }) {
  const failed = preview.failedAuctions
  const lowered = failed >= FAILURES_BEFORE_LOWER_RESERVE
  return (
    <section className="ltv-headroom" aria-label="Reserve price">
      <div className="totals">
        <Stat label="Reserve price" value={<Money paise={preview.reservePrice} />} />
        <Stat label="Gold value today" value={<Money paise={preview.goldValue} />} />
        <Stat label="To close the loan today" value={<Money paise={preview.toClose.total} />} />
      </div>
      <p className="small muted">
        {lowered ? '85%' : '90%'} of the gold&rsquo;s value
        {preview.rate22kPaise === null
          ? ' (the valuation’s: no rate is stored)'
          : ` at today’s 22K rate of ${formatRatePaisePerGram(preview.rate22kPaise)}/g`}
        {lowered
          ? `, lowered after ${plural(failed, 'failed auction')}`
          : failed > 0
            ? `; ${plural(failed, 'failed auction')} so far, 85% after ${FAILURES_BEFORE_LOWER_RESERVE}`
            : ''}
        . The gold may not be sold below it.
      </p>
    </section>
  )
}

const OUTCOMES: { value: AuctionOutcome; label: string }[] = [
  { value: 'sold', label: 'Sold' },
  { value: 'failed', label: 'No sale: failed auction' },
]

function FieldsStep({ form, preview, onClose }: { form: AuctionForm; preview: AuctionPreview; onClose: () => void }) {
  const { values, set, text, touch, formError } = form.fields
  const sold = values.outcome === 'sold'
  return (
    <form className="form" onSubmit={form.submit} noValidate aria-label="Record the auction">
      <ReserveBox preview={preview} />
      <Select
        label="Outcome"
        value={values.outcome}
        onChange={(e) => set('outcome', e.target.value as AuctionOutcome)}
        options={OUTCOMES}
      />
      <TextField
        label="Auction date"
        type="date"
        min={form.limits.earliestOn ?? undefined}
        max={form.limits.today}
        required
        {...text('soldOn')}
        onBlur={() => touch('soldOn')}
      />
      {sold && (
        <>
          <TextField
            label="Sale amount (₹)"
            inputMode="decimal"
            autoComplete="off"
            required
            {...text('amount')}
            onBlur={() => touch('amount')}
            hint="What the buyer paid, like 1,20,000."
          />
          <TextField
            label="Buyer"
            autoComplete="off"
            required
            {...text('buyer')}
            onBlur={() => touch('buyer')}
            hint="The buyer's name or firm."
          />
        </>
      )}
      {formError && <Alert tone="danger">{formError}</Alert>}
      <div className="form-actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={form.quoting}>
          Review auction
        </Button>
      </div>
    </form>
  )
}

function ConfirmStep({ form, loan }: { form: AuctionForm; loan: LoanDetail }) {
  const review = form.review!
  const { soldOn, buyer } = form.fields.values
  if (review.outcome === 'failed') {
    const attempt = (loan.auction?.failedAuctions ?? 0) + 1
    return (
      <ConfirmGroup label="Confirm the auction" confirmLabel="Record failed auction" form={form}>
        <p>
          The auction on <LoanDate value={soldOn || form.limits.today} /> found no buyer at the reserve price. This is
          failed auction {attempt} of {loan.loanNumber}.
        </p>
        {attempt >= FAILURES_BEFORE_LOWER_RESERVE && (
          <p className="small muted">From now on the reserve price is 85% of the gold&rsquo;s value.</p>
        )}
      </ConfirmGroup>
    )
  }
  const p = review.preview
  return (
    <ConfirmGroup label="Confirm the auction" confirmLabel="Confirm sale" form={form}>
      <div>
        <p className="small muted">
          Gold of {loan.loanNumber} sold to {buyer.trim()} on <LoanDate value={p.quote.asOf} />
        </p>
        <p className="payment-confirm-amount">
          <Money paise={p.amount} />
        </p>
      </div>
      <AllocationTable
        caption="How the proceeds are applied"
        appliedHeader="From the sale"
        due={p.quote}
        applied={p.allocation}
      />
      {p.surplus > 0 ? (
        <Alert
          tone="warning"
          title={
            <>
              Surplus of <Money paise={p.surplus} /> owed to the borrower
            </>
          }
        >
          The sale pays off the loan. The rest belongs to {loan.customer?.name ?? 'the borrower'} and stays on the loan
          until it is paid out.
        </Alert>
      ) : p.shortfall > 0 ? (
        <Alert
          tone="warning"
          title={
            <>
              Shortfall of <Money paise={p.shortfall} /> stays outstanding
            </>
          }
        >
          The sale does not cover the amount to close. The borrower still owes the rest as a payment on this loan.
        </Alert>
      ) : (
        <DetailList items={[{ label: 'Result', value: 'The sale pays off the loan exactly.' }]} />
      )}
      <p className="small muted">A recorded sale cannot be undone.</p>
    </ConfirmGroup>
  )
}
