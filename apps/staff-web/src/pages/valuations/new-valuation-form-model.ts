import { checkName, checkPhone } from '@gold/core/customers/index'
import { type Paise, rupeesToPaise } from '@gold/core/shared/money'
import { parseOptionalRupeeInput } from '@gold/core/shared/rupee-input'
import { gramsToMg } from '@gold/core/shared/weight'
import type { OrnamentLine } from '@gold/core/valuations/ornament-calculation'
import { computeValuation } from '@gold/core/valuations/valuation-calculation'
import {
  checkEmiInstallmentsInput,
  checkLtvInput,
  requestedLoanNotice,
} from '@gold/core/valuations/valuation-form-checks'
import { navigate, newIdempotencyKey, useFormModel, useLocation, type FormErrors } from '@gold/ui'
import { useMemo, useState } from 'react'
import { useSession } from '../../session.ts'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import type { BorrowerChoice } from './borrower-picker.tsx'
import { newLoanDraft, type LoanDraft } from './loan-terms.tsx'
import { checkOrnament, newOrnament, ornamentBody, ornamentProblems, type OrnamentDraft } from './ornaments-editor.tsx'

export type ValuationType = 'loan' | 'sell' | 'certificate'
export type RateBasis = 'live' | 'bank'
export type Bank = RouterOutputs['banks']['list']['banks'][number]

export type NewValuationValues = {
  borrower: BorrowerChoice
  type: ValuationType
  ornaments: OrnamentDraft[]
  loan: LoanDraft
  bankId: string
  customBankName: string
  rateBasis: RateBasis
  valuationFee: string
  appraiserName: string
  appraiserNote: string
}

export const newValuationValues = (customerId: string, appraiserName: string): NewValuationValues => ({
  borrower: { customerId, newName: '', newPhone: '' },
  type: 'loan',
  ornaments: [newOrnament()],
  loan: newLoanDraft(),
  bankId: '',
  customBankName: '',
  rateBasis: 'live',
  valuationFee: '',
  appraiserName,
  appraiserNote: '',
})

const usesBank = (v: NewValuationValues) => v.type !== 'loan'
/** The bank's rate is used only for a bank valuation with a bank chosen and that basis picked. */
export const rateBasisOf = (v: NewValuationValues, bank: Bank | null): RateBasis =>
  usesBank(v) && bank ? v.rateBasis : 'live'

/**
 * Every problem on the form, with the messages the API answers. Money fields are read strictly:
 * "20,000" is 20000, and "abc" blocks the save instead of becoming 0 (or, for the loan, the LTV
 * maximum).
 */
export function newValuationProblems(v: NewValuationValues, bank: Bank | null): FormErrors {
  const problems: FormErrors = {}
  const note = (field: string, check: { ok: true } | { ok: false; message: string }) => {
    if (!check.ok) problems[field] = check.message
  }
  if (!v.borrower.customerId) problems.customerId = 'Select a borrower, or add a new one.'
  if (v.borrower.customerId === 'Other') {
    note('newName', checkName(v.borrower.newName))
    note('newPhone', checkPhone(v.borrower.newPhone))
  }
  note('valuationFee', parseOptionalRupeeInput(v.valuationFee))
  Object.assign(problems, ornamentProblems(v.ornaments))
  if (usesBank(v) && v.bankId === 'Other' && !v.customBankName.trim())
    problems.customBankName = 'Missing name for new bank'
  if (rateBasisOf(v, bank) === 'bank' && bank?.goldRate22k === null)
    problems.rateBasis = 'This bank has no gold rate set, so only the live rate can be used.'
  if (v.type === 'loan') {
    note('requestedLoanAmount', parseOptionalRupeeInput(v.loan.requestedLoanAmount))
    note('ltvPercentage', checkLtvInput(v.loan.ltvPercentage))
    note('emiInstallments', checkEmiInstallmentsInput(v.loan.emiInstallments))
  }
  return problems
}

/**
 * Fee and requested loan as the API takes them (rupees, its create input): blank or zero means
 * none. `requestedPaise` is the same request in paise, for the screen's own figures.
 */
function moneyOf(v: Pick<NewValuationValues, 'valuationFee' | 'loan'>) {
  const fee = parseOptionalRupeeInput(v.valuationFee)
  const requested = parseOptionalRupeeInput(v.loan.requestedLoanAmount)
  const requestedPaise = requested.ok && requested.paise > 0 ? requested.paise : null
  return {
    valuationFee: fee.ok ? fee.rupees : 0,
    requestedLoanAmount: requested.ok && requested.rupees > 0 ? requested.rupees : ('' as const),
    requestedPaise,
  }
}

/** The create request for valid values. */
export function newValuationBody(v: NewValuationValues, basis: RateBasis, clientRequestId: string) {
  const { valuationFee, requestedLoanAmount } = moneyOf(v)
  const { borrower, loan } = v
  return {
    clientRequestId,
    customerId: borrower.customerId,
    ...(borrower.customerId === 'Other' && {
      customCustomerName: borrower.newName.trim(),
      customCustomerPhone: borrower.newPhone.trim(),
    }),
    type: v.type,
    ornaments: v.ornaments.map(ornamentBody),
    valuationFee,
    appraiserName: v.appraiserName.trim(),
    ...(v.appraiserNote.trim() && { appraiserNote: v.appraiserNote.trim() }),
    ...(v.type === 'loan'
      ? {
          ltvPercentage: loan.ltvPercentage,
          interestRate: loan.interestRate,
          requestedLoanAmount,
          emiInstallments: loan.emiInstallments,
        }
      : {
          ...(v.bankId && { bankId: v.bankId }),
          ...(v.bankId === 'Other' && { customBankName: v.customBankName.trim() }),
          rateBasis: basis,
        }),
  }
}

/**
 * The lines that parse, and the server's computation of the totals (paise and milligrams) once the
 * 22K rate in paise a gram is known.
 */
export function valuationPreview(
  v: Pick<NewValuationValues, 'type' | 'ornaments' | 'valuationFee' | 'loan'>,
  rate22kPaise: Paise | null,
) {
  const lines = v.ornaments.map((o) => checkOrnament(o).line).filter((l): l is OrnamentLine => l !== null)
  const { valuationFee, requestedLoanAmount, requestedPaise } = moneyOf(v)
  const { ltvPercentage, interestRate, emiInstallments } = v.loan
  const result = rate22kPaise
    ? computeValuation({
        type: v.type,
        ornaments: lines,
        rate22kPaise,
        valuationFee,
        ltvPercentage,
        interestRate,
        requestedLoanAmount,
        emiInstallments,
      })
    : null
  const grossWeightMg =
    result?.totalGrossWeightMg ??
    (lines.length ? lines.reduce((s, l) => s + gramsToMg(l.grossWeight) * l.quantity, 0) : null)
  const requestedNotice = requestedLoanNotice(requestedPaise, result?.isLoan ? result.estimatedLoanPaise : null)
  return { result, grossWeightMg, requestedNotice }
}

/** The New valuation form: values, checks, the live rate and banks, the preview and the save. */
export function useNewValuationForm() {
  const session = useSession()
  const { query } = useLocation()
  // One idempotency key per form: a retried submit returns the first valuation instead of a duplicate.
  const [clientRequestId] = useState(newIdempotencyKey)
  const rate = trpc.valuations.currentRate.useQuery(undefined, { staleTime: 300_000, retry: false })
  const banks = trpc.banks.list.useQuery(undefined, { staleTime: 300_000 })
  const utils = trpc.useUtils()
  const create = trpc.valuations.create.useMutation()

  const bankOf = (v: NewValuationValues) => banks.data?.banks.find((b) => b.id === v.bankId) ?? null
  const form = useFormModel<NewValuationValues, string>({
    initial: () => newValuationValues(query.get('customer') ?? '', session.name),
    validate: (v) => newValuationProblems(v, bankOf(v)),
  })
  const v = form.values
  const bank = bankOf(v)
  const basis = rateBasisOf(v, bank)
  // banks.list answers the bank's rate in rupees a gram (the REST bank shape); priced in paise.
  const bankRate = bank?.goldRate22k ?? null
  const rate22kPaise =
    basis === 'bank' ? (bankRate === null ? null : rupeesToPaise(bankRate)) : (rate.data?.rate22kPaise ?? null)
  const { type, ornaments, valuationFee, loan } = v
  const preview = useMemo(
    () => valuationPreview({ type, ornaments, valuationFee, loan }, rate22kPaise),
    [type, ornaments, valuationFee, loan, rate22kPaise],
  )

  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await create.mutateAsync(newValuationBody(values, basis, clientRequestId))
      const id = res.valuation.id
      await Promise.all([utils.valuations.list.invalidate(), utils.customers.invalidate()])
      navigate(`/valuations/${id}`)
    } catch (err) {
      window.scrollTo({ top: 0 })
      throw err
    }
  })

  return { form, rate, banks, bank, basis, rate22kPaise, preview, submit, saving: create.isPending }
}

export type NewValuationForm = ReturnType<typeof useNewValuationForm>
