import { describeGoldRate, isStaleRate } from '@gold/core/shop/shop-gold-rate'
import type { RouterOutputs } from '../../trpc.ts'
import './gold-rate.css'

type Rate = RouterOutputs['goldRates']['current']

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * Where the shop's rate comes from and how old it is ("Entered by hand by Asha at 10:05", "From
 * demo feed, 2 days old"); a rate 12 hours old or more is said to be stale in the warning tone.
 */
export function RateSource({ rate }: { rate: Rate }) {
  const at = new Date(rate.at)
  const stale = isStaleRate(rate.ageMinutes)
  return (
    <span className={stale ? 'field-notice small' : 'muted small'} data-stale={stale || undefined}>
      {sentence(describeGoldRate({ ...rate, at }))}
      {stale && ' — stale: enter today’s rate on the Gold rate page.'}
    </span>
  )
}
