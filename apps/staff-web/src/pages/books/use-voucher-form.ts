import type { Account } from '@gold/core/books/chart-of-accounts'
import type { JournalLine } from '@gold/core/books/journal'
import { parseVoucherRequest } from '@gold/core/books/voucher-input'
import { voucherJournal } from '@gold/core/books/voucher-postings'
import { isoDateOf, type IsoDate } from '@gold/core/shared/india-calendar'
import { useFormModel } from '@gold/ui'
import { useRef, useState } from 'react'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import {
  VOUCHER_ERROR_FIELDS,
  emptyVoucher,
  voucherBody,
  voucherProblems,
  type VoucherField,
  type VoucherValues,
} from './voucher-form.ts'

export type WrittenVoucher = RouterOutputs['books']['writeVoucher']

/**
 * Write a voucher: the fields checked as typed, then the journal it will post (core's own
 * posting rules on the shop's chart, so the clerk reads the debits and credits the server will
 * write) for confirmation, then the number the server gives it.
 */
export function useVoucherForm({ chart }: { chart: readonly Account[] }) {
  const utils = trpc.useUtils()
  const [today] = useState(() => isoDateOf(new Date()))
  const [preview, setPreview] = useState<{ date: IsoDate; lines: readonly JournalLine[] } | null>(null)
  const [written, setWritten] = useState<WrittenVoucher | null>(null)
  const sending = useRef(false)
  const form = useFormModel<VoucherValues, VoucherField>({
    initial: () => emptyVoucher(today),
    validate: (v) => voucherProblems(v, today),
    errorFields: { codes: VOUCHER_ERROR_FIELDS },
  })
  const write = trpc.books.writeVoucher.useMutation({
    onSuccess: () => utils.books.invalidate(),
    onSettled: () => {
      sending.current = false
    },
  })

  const submit = form.handleSubmit((values) => {
    write.reset()
    const request = parseVoucherRequest(voucherBody(values))
    const date = values.date.trim()
    const journal = voucherJournal(chart, { ...request.draft, date, sourceId: 'preview' })
    setPreview({ date, lines: journal.lines })
  })

  const confirm = () => {
    if (!preview || sending.current) return
    sending.current = true
    write.mutate(voucherBody(form.values), {
      onSuccess: (voucher) => {
        setWritten(voucher)
        setPreview(null)
      },
    })
  }

  const back = () => {
    write.reset()
    setPreview(null)
  }

  /** Another voucher of the same type, from a clean form. */
  const another = () => {
    setWritten(null)
    form.reset(emptyVoucher(today, form.values.type))
  }

  return {
    fields: form,
    today,
    preview,
    written,
    submit,
    confirm,
    back,
    another,
    pending: write.isPending,
    error: write.error,
  }
}

export type VoucherForm = ReturnType<typeof useVoucherForm>
