import { parseRupeeInput } from '@gold/core/shared/rupee-input'
import { fieldOfError, serverErrorOf, useFormModel } from '@gold/ui'
import { useRef, useState } from 'react'
import { trpc } from '../../../trpc.ts'
import { useSentForApproval } from '../../approvals/use-sent-for-approval.ts'
import {
  auctionBody,
  auctionDateOf,
  auctionProblems,
  AUCTION_ERROR_FIELDS,
  previewAuctionSale,
  type AuctionLimits,
  type AuctionPreview,
  type AuctionValues,
} from './auction-form.ts'
import type { LoanDetail } from '../shared/loan-outputs.tsx'

/** The review step: a sale with its effect on the loan, or a failed attempt. */
export type AuctionReview = { outcome: 'sold'; preview: AuctionPreview } | { outcome: 'failed' }

/**
 * Record an auction on a noticed loan: a sale (date, amount, buyer; refused inline below the
 * reserve price) or a failed attempt. A sale is reviewed with the closure quote of its date split
 * the way the server applies the proceeds, and the surplus or shortfall it leaves, before it is sent.
 */
export function useAuctionForm({
  loan,
  limits,
  onDone,
}: {
  loan: LoanDetail
  limits: AuctionLimits
  onDone: () => void
}) {
  const utils = trpc.useUtils()
  const sent = useSentForApproval()
  const [review, setReview] = useState<AuctionReview | null>(null)
  const [quoting, setQuoting] = useState(false)
  const form = useFormModel<AuctionValues>({
    initial: { outcome: 'sold', soldOn: limits.today, amount: '', buyer: '' },
    validate: (v) => auctionProblems(v, limits),
    errorFields: { codes: AUCTION_ERROR_FIELDS },
  })
  const sending = useRef(false)
  const auction = trpc.loans.auction.useMutation({
    onSuccess: () =>
      Promise.all([utils.loans.invalidate(), utils.valuations.invalidate(), utils.customers.invalidate()]),
    onSettled: () => {
      sending.current = false
    },
  })

  const submit = form.handleSubmit(async (values) => {
    auction.reset()
    if (values.outcome === 'failed') return setReview({ outcome: 'failed' })
    const amount = parseRupeeInput(values.amount)
    const on = auctionDateOf(values, limits.today)
    if (!amount.ok || on === null) return
    setQuoting(true)
    try {
      const quote = await utils.loans.quote.fetch({ id: loan.id, asOf: on }, { staleTime: 0 })
      setReview({ outcome: 'sold', preview: previewAuctionSale(quote, amount.paise) })
    } finally {
      setQuoting(false)
    }
  })

  const confirm = () => {
    if (!review || sending.current) return
    sending.current = true
    auction.mutate(
      { id: loan.id, body: auctionBody(form.values, limits.today) },
      {
        onSuccess: (result) => sent(result) || onDone(),
        onError: (error) => {
          // A refusal about a field (the reserve price, the date) goes back to that field.
          if (fieldOfError({ codes: AUCTION_ERROR_FIELDS }, serverErrorOf(error))) {
            setReview(null)
            form.fail(error)
          }
        },
      },
    )
  }

  const back = () => {
    auction.reset()
    setReview(null)
  }

  return {
    fields: form,
    limits,
    review,
    submit,
    confirm,
    back,
    quoting,
    pending: auction.isPending,
    error: review ? auction.error : null,
  }
}

export type AuctionForm = ReturnType<typeof useAuctionForm>
