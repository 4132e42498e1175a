import { domainRanges } from '../shared/domain-ranges.ts'
import { isRecord } from '../shared/is-record.ts'
import { optionalTextAsSent } from '../shared/text.ts'
import { exceedsLength, textLimits } from '../shared/text-limits.ts'
import { unsupportedPurityError, valuationErrors } from './valuations-errors.ts'
import { isBlank, parseNumeric } from './numbers.ts'
import { type Paise, scaleRounded } from '../shared/money.ts'
import { type Milligrams, gramsToMg, hasAtMostMilligrams, roundToCentigram } from '../shared/weight.ts'
import { type Purity, isPurity, purityFactor } from './purity.ts'
import { type OrnamentKind, parseOrnamentKind } from './ornament-kind.ts'

/** Gross weight cap per ornament, in grams (current contract, spec 2.9 rule 7). */
export const MAX_GROSS_WEIGHT_GRAMS = 1000

/**
 * One validated ornament line as sent. `grossWeight` and `deduction` are grams PER ORNAMENT;
 * `quantity` says how many identical ornaments the line holds.
 */
export type OrnamentLine = {
  type: string
  purity: Purity
  grossWeight: number
  deduction: number
  quantity: number
  imageUrl: string | null
  imageUrl2: string | null
  purityMethod: string | null
  purityVerified: boolean
  /** Issue 28: a gold coin or an ornament (absent in the body: an ornament). */
  kind: OrnamentKind
}

/**
 * A priced line, the shape of a stored ornament, in integer milligrams and paise. `netWeightMg`
 * (fine gold) and `estimatedValuePaise` are for the WHOLE line (already multiplied by quantity),
 * while `grossWeightMg` and `deductionMg` stay per ornament as sent: quantity x grossWeightMg is
 * the line's gross weight.
 */
export type PricedOrnament = OrnamentLine & {
  grossWeightMg: Milligrams
  deductionMg: Milligrams
  netWeightMg: Milligrams
  estimatedValuePaise: Paise
}

/**
 * Validate one ornament from untrusted JSON, throwing the spec's DomainError. Checks run in this
 * order and the first failure wins: purity, gross weight (> 0), the 1,000 g cap, deduction
 * (>= 0, then at most `domainRanges.gramsPerOrnament.max`), both weights exact to the milligram
 * (the stored scale: a finer weight is refused rather than rounded), quantity (whole number >= 1, then at
 * most `domainRanges.quantity.max`), then the lengths of the description, purity method and image
 * URLs, and last the kind (issue 28: `ornament` or `coin`, a coin 22K or 24K; after every spec'd
 * check, so no spec'd answer changes). Any netWeight sent is ignored (spec 2.9 rule 2).
 *
 * Lenient where the spec sets no message: a blank or unparseable deduction counts as 0; blank or
 * non-string image URLs and purity method become null.
 */
export function parseOrnament(raw: unknown): OrnamentLine {
  const input: Record<string, unknown> = isRecord(raw) ? raw : {}

  if (!isPurity(input.purity)) throw unsupportedPurityError(input.purity)

  const grossWeight = parseNumeric(input.grossWeight)
  if (grossWeight === null || grossWeight <= 0) throw valuationErrors.error('grossWeightNotPositive')
  if (grossWeight > MAX_GROSS_WEIGHT_GRAMS) throw valuationErrors.error('grossWeightOverCap')

  const deduction = parseNumeric(input.deduction) ?? 0
  if (deduction < 0) throw valuationErrors.error('netWeightExceedsGross')
  if (deduction > domainRanges.gramsPerOrnament.max) throw valuationErrors.error('deductionOverCap')
  if (!hasAtMostMilligrams(grossWeight) || !hasAtMostMilligrams(deduction))
    throw valuationErrors.error('weightFinerThanMilligram')

  const quantity = isBlank(input.quantity) ? 1 : parseNumeric(input.quantity)
  if (quantity === null || !Number.isInteger(quantity) || quantity < 1) {
    throw valuationErrors.error('invalidQuantity')
  }
  if (quantity > domainRanges.quantity.max) throw valuationErrors.error('quantityOverCap')

  // Spec 4.5: stored as sent, coerced to string, so an omitted type is the text 'undefined'.
  const type = String(input.type)
  if (type.length > textLimits.ornamentType) throw valuationErrors.error('ornamentTypeTooLong')
  const purityMethod = optionalTextAsSent(input.purityMethod)
  if (exceedsLength(purityMethod, textLimits.purityMethod)) throw valuationErrors.error('purityMethodTooLong')
  const imageUrl = optionalTextAsSent(input.imageUrl)
  const imageUrl2 = optionalTextAsSent(input.imageUrl2)
  if (exceedsLength(imageUrl, textLimits.url) || exceedsLength(imageUrl2, textLimits.url))
    throw valuationErrors.error('urlTooLong')
  const kind = parseOrnamentKind(input.kind, input.purity)

  return {
    type,
    purity: input.purity,
    grossWeight,
    deduction,
    quantity,
    imageUrl,
    imageUrl2,
    purityMethod,
    purityVerified: input.purityVerified === true,
    kind,
  }
}

/**
 * Fine-gold weight of the whole line in milligrams: max(0, gross - deduction) x purity factor
 * rounded to two decimals of a gram (one ornament, spec 2.9 rule 2), then times quantity. A
 * deduction above the gross weight gives 0, not an error.
 */
export function lineNetWeightMg(
  line: Pick<OrnamentLine, 'purity' | 'grossWeight' | 'deduction' | 'quantity'>,
): Milligrams {
  const physicalMg = Math.max(0, gramsToMg(line.grossWeight) - gramsToMg(line.deduction))
  return roundToCentigram(physicalMg * purityFactor(line.purity)) * line.quantity
}

/** A line's fine weight priced at a 24K rate, rounded half away from zero to the paisa. */
export const linePricePaise = (netWeightMg: Milligrams, rate24kPaisePerGram: Paise): Paise =>
  scaleRounded((netWeightMg * rate24kPaisePerGram) / 1000, 0)

/**
 * Price one line at the 24K rate in paise per gram (spec 2.9 rule 4: fine gold is always priced
 * at the 24K rate, never a lower-karat rate). The value is rounded to the paisa.
 */
export function priceOrnament(line: OrnamentLine, rate24kPaisePerGram: Paise): PricedOrnament {
  const netWeightMg = lineNetWeightMg(line)
  return {
    ...line,
    grossWeightMg: gramsToMg(line.grossWeight),
    deductionMg: gramsToMg(line.deduction),
    netWeightMg,
    estimatedValuePaise: linePricePaise(netWeightMg, rate24kPaisePerGram),
  }
}
