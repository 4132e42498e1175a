import {
  Alert, Button, ButtonLink, Card, Grams, Loading, Money, PageHeader, Select, TextArea, TextField, errorMessage, navigate, useLocation,
} from '@gold/ui'
import { checkName, checkPhone } from '@gold/core/customers/index'
import { computeValuation } from '@gold/core/valuations/valuation-calculation'
import { rate24kFrom22k } from '@gold/core/valuations/purity'
import type { OrnamentLine } from '@gold/core/valuations/ornament-calculation'
import { parseOptionalRupeeInput } from '@gold/core/shared/rupee-input'
import { useMemo, useState, type FormEvent } from 'react'
import { useSession } from '../../session.ts'
import { trpc } from '../../trpc.ts'
import { BorrowerPicker, type BorrowerChoice } from './borrower-picker.tsx'
import { LoanTermsFields, SchedulePreview, newLoanDraft, type LoanDraft } from './loan-terms.tsx'
import { OrnamentsEditor, checkOrnament, newOrnament, ornamentBody, type OrnamentDraft } from './ornaments-editor.tsx'

type ValType = 'loan' | 'sell' | 'certificate'
const TYPE_OPTIONS = [
  { value: 'loan', label: 'Gold loan' },
  { value: 'sell', label: 'Sale valuation' },
  { value: 'certificate', label: 'Certificate for a bank' },
]

export function NewValuationPage() {
  const session = useSession()
  const { query } = useLocation()
  // One idempotency key per form: a retried submit returns the first valuation instead of a duplicate.
  const [clientRequestId] = useState(() => crypto.randomUUID())
  const [borrower, setBorrower] = useState<BorrowerChoice>({ customerId: query.get('customer') ?? '', newName: '', newPhone: '' })
  const [type, setType] = useState<ValType>('loan')
  const [ornaments, setOrnaments] = useState<OrnamentDraft[]>(() => [newOrnament()])
  const [loan, setLoan] = useState<LoanDraft>(newLoanDraft)
  const [bankId, setBankId] = useState('')
  const [customBankName, setCustomBankName] = useState('')
  const [rateBasis, setRateBasis] = useState<'live' | 'bank'>('live')
  const [valuationFee, setValuationFee] = useState('')
  const [appraiserName, setAppraiserName] = useState(session.name)
  const [appraiserNote, setAppraiserNote] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)

  const rate = trpc.valuations.currentRate.useQuery(undefined, { staleTime: 300_000, retry: false })
  const banks = trpc.banks.list.useQuery(undefined, { staleTime: 300_000 })
  const utils = trpc.useUtils()
  const create = trpc.valuations.create.useMutation()

  const bank = banks.data?.banks.find((b) => b.id === bankId) ?? null
  const usesBank = type !== 'loan'
  const basis = usesBank && bank ? rateBasis : 'live'
  const rate22k = basis === 'bank' ? bank?.goldRate22k ?? null : rate.data?.rate22k ?? null
  // Money fields are read strictly: "20,000" is 20000, and "abc" blocks the save instead of becoming 0 (or, for the loan, the LTV maximum).
  const fee = parseOptionalRupeeInput(valuationFee)
  const requested = parseOptionalRupeeInput(loan.requestedLoanAmount)
  const feeRupees = fee.ok ? fee.rupees : 0
  const requestedLoan = requested.ok && requested.rupees > 0 ? requested.rupees : ''
  const checked = ornaments.map(checkOrnament)
  const lines = checked.map((c) => c.line).filter((l): l is OrnamentLine => l !== null)
  const result = useMemo(() => (rate22k ? computeValuation({
    type, ornaments: lines, rate22k, valuationFee: feeRupees,
    ltvPercentage: loan.ltvPercentage, interestRate: loan.interestRate, requestedLoanAmount: requestedLoan, emiInstallments: loan.emiInstallments,
  }) : null), [type, lines, rate22k, feeRupees, requestedLoan, loan])

  const borrowerErrors = submitted ? {
    customerId: borrower.customerId ? undefined : 'Select a borrower, or add a new one.',
    ...(borrower.customerId === 'Other' && {
      newName: checkName(borrower.newName).ok ? undefined : (checkName(borrower.newName) as { message: string }).message,
      newPhone: checkPhone(borrower.newPhone).ok ? undefined : (checkPhone(borrower.newPhone) as { message: string }).message,
    }),
  } : {}
  const typeErrors = submitted ? Object.fromEntries(ornaments.filter((o) => !o.type.trim()).map((o) => [o.key, 'Describe the ornament.'])) : {}
  const bankError = submitted && usesBank && bankId === 'Other' && !customBankName.trim() ? 'Missing name for new bank' : null
  const feeError = submitted && !fee.ok ? fee.message : null
  const requestedError = submitted && type === 'loan' && !requested.ok ? requested.message : null

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    setFormError(null)
    const invalid = !borrower.customerId
      || (borrower.customerId === 'Other' && (!checkName(borrower.newName).ok || !checkPhone(borrower.newPhone).ok))
      || checked.some((c) => c.error) || ornaments.some((o) => !o.type.trim()) || bankError !== null
      || (usesBank && basis === 'bank' && bank && bank.goldRate22k === null)
      || !fee.ok || (type === 'loan' && !requested.ok)
    if (invalid) {
      window.requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    const body = {
      clientRequestId,
      customerId: borrower.customerId,
      ...(borrower.customerId === 'Other' && { customCustomerName: borrower.newName.trim(), customCustomerPhone: borrower.newPhone.trim() }),
      type,
      ornaments: ornaments.map(ornamentBody),
      valuationFee: feeRupees,
      appraiserName: appraiserName.trim(),
      ...(appraiserNote.trim() && { appraiserNote: appraiserNote.trim() }),
      ...(type === 'loan'
        ? { ltvPercentage: loan.ltvPercentage, interestRate: loan.interestRate, requestedLoanAmount: requestedLoan, emiInstallments: loan.emiInstallments }
        : { ...(bankId && { bankId }), ...(bankId === 'Other' && { customBankName: customBankName.trim() }), rateBasis: basis }),
    }
    try {
      const res = await create.mutateAsync(body)
      const id = (res.valuation as { id: string }).id
      await Promise.all([utils.valuations.list.invalidate(), utils.customers.invalidate()])
      navigate(`/valuations/${id}`)
    } catch (err) {
      setFormError(errorMessage(err))
      window.scrollTo({ top: 0 })
    }
  }

  const bankOptions = (banks.data?.banks ?? []).filter((b) => b.isActive).map((b) => ({ value: b.id, label: b.goldRate22k ? `${b.name} (22K ₹${b.goldRate22k}/g)` : b.name }))

  return (
    <>
      <PageHeader title="New valuation" back={{ to: '/valuations', label: 'Valuations' }} subtitle="Weights and values are recomputed by the server when you save." />
      <form className="form" onSubmit={onSubmit} noValidate aria-label="New valuation">
        {formError && <Alert tone="danger" title="The valuation was not saved">{formError}</Alert>}
        <Card title="Borrower">
          <BorrowerPicker value={borrower} onChange={setBorrower} errors={borrowerErrors} />
        </Card>
        <Card title="Valuation">
          <div className="form-grid cols-2">
            <Select label="Type" value={type} onChange={(e) => setType(e.target.value as ValType)} options={TYPE_OPTIONS} />
            <TextField label="Valuation fee (₹)" inputMode="decimal" value={valuationFee} onChange={(e) => setValuationFee(e.target.value)} error={feeError} hint="Recorded only; it does not change the value." />
          </div>
        </Card>
        <Card title="Ornaments" actions={<RateNote basis={basis} rate22k={rate22k} loading={rate.isPending} error={basis === 'live' ? rate.error : null} bankName={bank?.name} />}>
          <OrnamentsEditor ornaments={ornaments} onChange={setOrnaments} rate24k={rate22k ? rate24kFrom22k(rate22k) : null} showErrors={submitted} typeErrors={typeErrors} />
        </Card>
        {usesBank && (
          <Card title="Bank">
            <div className="form-grid cols-2">
              {banks.isPending ? <Loading label="Loading banks…" /> : (
                <Select label="Bank" value={bankId} onChange={(e) => setBankId(e.target.value)} placeholder="No bank" options={[...bankOptions, { value: 'Other', label: '+ Another bank' }]} error={banks.error ? errorMessage(banks.error) : null} />
              )}
              {bankId === 'Other' && <TextField label="Bank name" required value={customBankName} onChange={(e) => setCustomBankName(e.target.value)} error={bankError} />}
              {bank && (
                <Select
                  label="Rate basis"
                  value={rateBasis}
                  onChange={(e) => setRateBasis(e.target.value as 'live' | 'bank')}
                  options={[{ value: 'live', label: 'Live gold rate' }, { value: 'bank', label: `${bank.name}'s rate`, disabled: bank.goldRate22k === null }]}
                  hint={bank.goldRate22k === null ? 'This bank has no gold rate set, so only the live rate can be used.' : undefined}
                />
              )}
            </div>
          </Card>
        )}
        {type === 'loan' && (
          <Card title="Loan and EMIs">
            <div className="stack">
              <LoanTermsFields value={loan} onChange={setLoan} requestedError={requestedError} />
              {result && <SchedulePreview principal={result.estimatedLoan} interestRate={result.interestRate} installments={loan.emiInstallments} />}
            </div>
          </Card>
        )}
        <Card title="Appraiser">
          <div className="form-grid cols-2">
            <TextField label="Appraiser name" value={appraiserName} onChange={(e) => setAppraiserName(e.target.value)} />
            <TextArea label="Note (optional)" rows={2} value={appraiserNote} onChange={(e) => setAppraiserNote(e.target.value)} />
          </div>
        </Card>
        <Card title="Totals">
          <div className="totals" aria-live="polite">
            <div className="stat"><p className="stat-label">Gross weight</p><p className="stat-value"><Grams value={result?.totalGrossWeight ?? sumGross(lines)} /></p></div>
            <div className="stat"><p className="stat-label">Fine gold</p><p className="stat-value"><Grams value={result?.totalNetWeight ?? null} /></p></div>
            <div className="stat"><p className="stat-label">Total value</p><p className="stat-value"><Money rupees={result?.totalValue ?? null} /></p></div>
            {type === 'loan' && <div className="stat"><p className="stat-label">Estimated loan</p><p className="stat-value"><Money rupees={result?.estimatedLoan ?? null} /></p></div>}
          </div>
        </Card>
        <div className="form-actions">
          <ButtonLink to="/valuations" variant="secondary">Cancel</ButtonLink>
          <Button type="submit" busy={create.isPending}>{create.isPending ? 'Saving…' : 'Save valuation'}</Button>
        </div>
      </form>
    </>
  )
}

const sumGross = (lines: OrnamentLine[]) => (lines.length ? lines.reduce((s, l) => s + l.grossWeight * l.quantity, 0) : null)

function RateNote({ basis, rate22k, loading, error, bankName }: { basis: 'live' | 'bank'; rate22k: number | null; loading: boolean; error: unknown; bankName?: string }) {
  if (basis === 'live' && loading) return <span className="muted small">Fetching the gold rate…</span>
  if (basis === 'live' && error) return <span className="field-error">{errorMessage(error)}</span>
  if (!rate22k) return null
  return <span className="small">{basis === 'bank' ? `${bankName ?? 'Bank'} rate` : 'Live rate'}: 22K <Money rupees={rate22k} />/g · 24K <Money rupees={rate24kFrom22k(rate22k)} />/g</span>
}
