import { isDomainError } from '@gold/core/shared/domain-error'
import { parseShopRateEntry, type ShopRateEntry } from '@gold/core/shop/shop-gold-rate'
import type { shopErrors } from '@gold/core/shop/shop-errors'
import { useFormModel, type ErrorCode } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import { isPendingResult, type PendingResult } from '../approvals/approval-types.ts'

export type RateValues = { rate22k: string; rate24k: string }
type Field = keyof RateValues

const RATE_ERROR_FIELDS: Partial<Record<string, Field>> = {
  rate22kInvalid: 'rate22k',
  rate24kInvalid: 'rate24k',
  rate24kBelow22k: 'rate24k',
} satisfies Partial<Record<ErrorCode<typeof shopErrors>, Field>>

/** The entry as the API will read it, or the first problem's field and message (core's checks, as the server's). */
export function checkRateEntry(
  v: RateValues,
): { ok: true; entry: ShopRateEntry } | { ok: false; field: Field; message: string } {
  try {
    return {
      ok: true,
      entry: parseShopRateEntry({ rate22k: v.rate22k.replace(/,/g, ''), rate24k: v.rate24k.replace(/,/g, '') }),
    }
  } catch (e) {
    if (!isDomainError(e)) throw e
    return { ok: false, field: RATE_ERROR_FIELDS[e.code] ?? 'rate22k', message: e.message }
  }
}

/**
 * The admin's form for the day's rate: checked as typed, read back for confirmation (it prices
 * every valuation until midnight), then sent; the page's rate and history follow the answer.
 */
export function useEnterRateForm() {
  const utils = trpc.useUtils()
  const [confirming, setConfirming] = useState<ShopRateEntry | null>(null)
  const [saved, setSaved] = useState(false)
  const [held, setHeld] = useState<PendingResult['pending'] | null>(null)
  const form = useFormModel<RateValues>({
    initial: { rate22k: '', rate24k: '' },
    validate: (v) => {
      const checked = checkRateEntry(v)
      return checked.ok ? {} : { [checked.field]: checked.message }
    },
    errorFields: { codes: RATE_ERROR_FIELDS },
  })
  const enter = trpc.goldRates.enter.useMutation({
    onSuccess: async (rate) => {
      if (isPendingResult(rate)) return
      utils.goldRates.current.setData(undefined, rate)
      utils.valuations.currentRate.setData(undefined, rate)
      await utils.goldRates.history.invalidate()
      // The server tests the loans for a shortfall at the new rate; the dashboard's card reads again.
      await utils.reports.shortfalls.invalidate()
    },
  })

  const review = form.handleSubmit((v) => {
    const checked = checkRateEntry(v)
    if (checked.ok) {
      setSaved(false)
      setConfirming(checked.entry)
    }
  })

  const confirm = async () => {
    if (!confirming) return
    try {
      const result = await enter.mutateAsync({ rate22k: confirming.rate22k, rate24k: confirming.rate24k })
      setConfirming(null)
      setHeld(isPendingResult(result) ? result.pending : null)
      setSaved(!isPendingResult(result))
      form.reset()
    } catch (err) {
      setConfirming(null)
      form.fail(err)
    }
  }

  return { form, review, confirming, confirm, back: () => setConfirming(null), saved, held, pending: enter.isPending }
}

export type EnterRateForm = ReturnType<typeof useEnterRateForm>
