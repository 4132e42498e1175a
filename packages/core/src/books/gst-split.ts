import { assertNonNegativePaise, type Paise } from '../shared/money.ts'

/** GST on a valuation or processing fee (SAC 9971, financial services): 18%. */
export const FEE_GST_RATE_PERCENT = 18

/**
 * A fee received inclusive of GST, split into the taxable value and the tax: the taxable value is
 * `amount × 100 / 118` rounded half up to the paisa (integer arithmetic, no float), and the GST is
 * the remainder, so the two always add up to the money received. ₹500 splits into ₹423.73 and
 * ₹76.27; ₹1 into 85 and 15 paise.
 */
export function splitGstInclusive(amountPaise: Paise): { taxablePaise: Paise; gstPaise: Paise } {
  assertNonNegativePaise(amountPaise, 'fee')
  const base = 100 + FEE_GST_RATE_PERCENT
  const taxablePaise = Math.floor((amountPaise * 200 + base) / (2 * base))
  return { taxablePaise, gstPaise: amountPaise - taxablePaise }
}
