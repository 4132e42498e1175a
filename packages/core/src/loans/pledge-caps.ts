import { groupIndian } from '../shared/indian-format.ts'
import type { Milligrams } from '../shared/weight.ts'
import { loanErrors } from './loans-errors.ts'

/** RBI's 2025 gold-lending directions: per borrower, across all their loans in the shop. */
export const PLEDGE_CAPS_MG = { ornaments: 1_000_000, coins: 50_000 } as const satisfies Record<string, Milligrams>

/** A stored ornament line as the caps read it: weights per piece, as the valuation stores them. */
export type PledgedLine = {
  kind: string
  grossWeightMg: Milligrams
  deductionMg: Milligrams
  quantity: number
}

export type PledgedWeights = { ornamentsMg: Milligrams; coinsMg: Milligrams }

/**
 * The weight a line puts against its cap: the pieces' weight with stones and dirt deducted
 * (gross less deduction, never below 0), times the quantity. Not the fine gold: a 22K chain of
 * 100 g is 100 g of gold ornaments, however pure.
 */
export const pledgedWeightMg = (line: PledgedLine): Milligrams =>
  Math.max(0, line.grossWeightMg - line.deductionMg) * line.quantity

/** Ornaments and coins of some lines, in milligrams. */
export function pledgedWeights(lines: readonly PledgedLine[]): PledgedWeights {
  let ornamentsMg = 0
  let coinsMg = 0
  for (const line of lines) {
    if (line.kind === 'coin') coinsMg += pledgedWeightMg(line)
    else ornamentsMg += pledgedWeightMg(line)
  }
  return { ornamentsMg, coinsMg }
}

/** Grams for a message: whole grams bare (`1,040 g`), else to the milligram (`1,000.001 g`). */
export function gramsForMessage(mg: Milligrams): string {
  const whole = groupIndian(String(Math.trunc(mg / 1000)))
  const rest = mg % 1000
  return rest === 0 ? `${whole} g` : `${whole}.${String(rest).padStart(3, '0').replace(/0+$/, '')} g`
}

/**
 * The per-borrower caps: what the borrower's other live loans already hold plus this valuation's
 * lines may not pass 1 kg of ornaments nor 50 g of coins (exactly at the cap is allowed). Answers
 * the refusal with the figures, or null; ornaments are checked first.
 */
export function pledgeCapsRefusal(onOtherLoans: PledgedWeights, thisValuation: PledgedWeights) {
  const parts = [
    ['ornaments', 'gold ornaments', onOtherLoans.ornamentsMg, thisValuation.ornamentsMg],
    ['coins', 'gold coins', onOtherLoans.coinsMg, thisValuation.coinsMg],
  ] as const
  for (const [cap, what, other, here] of parts) {
    const total = other + here
    if (total <= PLEDGE_CAPS_MG[cap]) continue
    return loanErrors.error(cap === 'ornaments' ? 'ornamentsOverCap' : 'coinsOverCap', {
      message:
        `This borrower would have ${gramsForMessage(total)} of ${what} pledged ` +
        `(${gramsForMessage(other)} on other loans and ${gramsForMessage(here)} on this valuation); ` +
        `the limit is ${gramsForMessage(PLEDGE_CAPS_MG[cap])}.`,
    })
  }
  return null
}

/** `pledgeCapsRefusal`, thrown. */
export function checkPledgeCaps(onOtherLoans: PledgedWeights, thisValuation: PledgedWeights): void {
  const refusal = pledgeCapsRefusal(onOtherLoans, thisValuation)
  if (refusal) throw refusal
}
