import { parseRupeeInput } from '@gold/core'
import {
  Alert,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Loading,
  Money,
  PageHeader,
  TextField,
  errorMessage,
  useLocation,
} from '@gold/ui'
import { useState, type FormEvent, type ReactNode } from 'react'
import { trpc, type RouterOutputs } from '../trpc.ts'
import { isOpenLoan, LoanDate, loanHref, type PortalLoan } from './loan-parts.tsx'
import { PayReturn } from './pay-return.tsx'

type Choice = 'nextDue' | 'amount' | 'close'
type Started = RouterOutputs['portal']['startPayment']

/** `/loans/:id/pay?amount=<paise>`: a payment link's landing prefills the amount (the borrower can still change it). */
export function PayPage({ id }: { id: string }) {
  const { query } = useLocation()
  const order = query.get('order')
  if (order) return <PayReturn loanId={id} orderId={order} query={query} />
  return <PayForm id={id} prefill={prefillOf(query.get('amount'))} />
}

const prefillOf = (raw: string | null): number | null => {
  const paise = raw === null ? NaN : Number(raw)
  return Number.isSafeInteger(paise) && paise > 0 ? paise : null
}

const rupeesText = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2))

/** Where the gateway's checkout sends the borrower back: this page, naming our order. */
const returnUrl = (loanId: string, orderId: string) =>
  `${window.location.origin}${loanHref(loanId)}/pay?order=${encodeURIComponent(orderId)}`

function PayForm({ id, prefill }: { id: string; prefill: number | null }) {
  const loan = trpc.portal.loan.useQuery({ id })
  if (loan.isPending) return <Loading label="Loading your loan…" />
  if (loan.error?.data?.httpStatus === 404)
    return <EmptyState title="Loan not found">It may belong to another account.</EmptyState>
  if (loan.error) return <ErrorState error={loan.error} onRetry={() => void loan.refetch()} />
  const l = loan.data
  const header = (
    <PageHeader
      title="Pay online"
      subtitle={`Loan ${l.loanNumber}`}
      back={{ to: loanHref(l.id), label: 'Back to the loan' }}
    />
  )
  if (!isOpenLoan(l.status) && !(l.status === 'Auctioned' && l.outstanding.total > 0))
    return (
      <>
        {header}
        <EmptyState title="Nothing to pay">This loan is not open for payments.</EmptyState>
      </>
    )
  return (
    <>
      {header}
      <ChooseAndPay loan={l} prefill={prefill} />
    </>
  )
}

function ChooseAndPay({ loan: l, prefill }: { loan: PortalLoan; prefill: number | null }) {
  const toClose = l.outstanding.total
  const [choice, setChoice] = useState<Choice>(prefill !== null ? 'amount' : l.nextDue ? 'nextDue' : 'close')
  const [typed, setTyped] = useState(prefill !== null ? rupeesText(Math.min(prefill, toClose)) : '')
  const [confirming, setConfirming] = useState(false)
  const start = trpc.portal.startPayment.useMutation()
  const parsed = parseRupeeInput(typed)
  const amountError =
    choice !== 'amount'
      ? null
      : !parsed.ok || parsed.paise < 100 || parsed.paise > toClose
        ? `Enter an amount from ₹1 up to the amount to close.`
        : null
  const amount =
    choice === 'close'
      ? toClose
      : choice === 'nextDue'
        ? Math.min(l.nextDue?.amount ?? 0, toClose)
        : parsed.ok
          ? parsed.paise
          : 0

  const review = (e: FormEvent) => {
    e.preventDefault()
    if (amountError === null) setConfirming(true)
  }
  const pay = async () => {
    let started: Started
    try {
      started = await start.mutateAsync({ loanId: l.id, choice, ...(choice === 'amount' && { amount }) })
    } catch {
      return // shown from start.error
    }
    const target = new URL(started.checkoutUrl, window.location.origin)
    target.searchParams.set('callback', returnUrl(l.id, started.orderId))
    window.location.assign(target.toString())
  }

  if (confirming)
    return (
      <Card title="Confirm your payment">
        <div className="stack">
          <p className="loan-close-amount">
            <Money paise={amount} />
          </p>
          <p>
            {choice === 'close' ? 'This closes' : 'Towards'} loan <span className="nowrap">{l.loanNumber}</span>. You
            will pay on the payment page of the shop's gateway, by UPI, card or net banking.
          </p>
          {start.error && <Alert tone="danger">{errorMessage(start.error)}</Alert>}
          {start.isPending || start.isSuccess ? <p role="status">Opening the payment page…</p> : null}
          <div className="row">
            <Button busy={start.isPending || start.isSuccess} onClick={() => void pay()}>
              Pay <Money paise={amount} />
            </Button>
            <Button variant="secondary" disabled={start.isPending} onClick={() => setConfirming(false)}>
              Change
            </Button>
          </div>
        </div>
      </Card>
    )
  return (
    <Card title="What would you like to pay?">
      <form className="stack" onSubmit={review} noValidate>
        <fieldset className="pay-choices">
          <legend className="visually-hidden">Amount</legend>
          {l.nextDue && (
            <PayOption value="nextDue" choice={choice} onChoose={setChoice}>
              The next due: <Money paise={Math.min(l.nextDue.amount, toClose)} /> on{' '}
              <LoanDate value={l.nextDue.dueOn} />
            </PayOption>
          )}
          <PayOption value="amount" choice={choice} onChoose={setChoice}>
            Another amount
          </PayOption>
          {choice === 'amount' && (
            <TextField
              label="Amount in rupees"
              inputMode="decimal"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              error={typed !== '' ? amountError : null}
              hint={
                <>
                  From ₹1 up to <Money paise={toClose} />
                </>
              }
            />
          )}
          <PayOption value="close" choice={choice} onChoose={setChoice}>
            Close my loan today: <Money paise={toClose} />
          </PayOption>
        </fieldset>
        <div className="row">
          <Button type="submit" disabled={amountError !== null}>
            Continue
          </Button>
        </div>
        <p className="small muted">
          Interest runs every day, so these figures are for <LoanDate value={l.asOf} />.
        </p>
      </form>
    </Card>
  )
}

function PayOption({
  value,
  choice,
  onChoose,
  children,
}: {
  value: Choice
  choice: Choice
  onChoose: (c: Choice) => void
  children: ReactNode
}) {
  return (
    <label className="pay-choice">
      <input type="radio" name="pay-choice" value={value} checked={choice === value} onChange={() => onChoose(value)} />
      <span>{children}</span>
    </label>
  )
}
