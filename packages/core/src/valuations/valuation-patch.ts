import { textLimits } from '../shared/text-limits.ts'
import { type ValuationErrorCode, valuationErrors } from './valuations-errors.ts'
import { isRecord } from '../shared/is-record.ts'
import { optionalTextAsSent } from '../shared/text.ts'

/** The only keys PATCH /api/valuations/{id} writes. */
export const VALUATION_PATCH_KEYS = ['goldEnvelopeUrl', 'acknowledgementUrl', 'appraiserName', 'appraiserNote'] as const
export type ValuationPatchKey = (typeof VALUATION_PATCH_KEYS)[number]
export type ValuationPatch = Partial<Record<ValuationPatchKey, string | null>>

/** Longest value each key stores, and the error when it is longer (issue 13; not in section 7). */
const PATCH_CAPS: Record<ValuationPatchKey, [number, ValuationErrorCode]> = {
  goldEnvelopeUrl: [textLimits.url, 'urlTooLong'],
  acknowledgementUrl: [textLimits.url, 'urlTooLong'],
  appraiserName: [textLimits.personName, 'appraiserNameTooLong'],
  appraiserNote: [textLimits.note, 'appraiserNoteTooLong'],
}

/**
 * The update to apply: only keys present in the body appear. A present key whose value is a
 * non-blank string is written as sent; empty, blank, null or any non-string value clears it to
 * null. Other keys are ignored; none of the four present is 'No supported fields to update'.
 * A value longer than its cap is refused, checked in key order after the presence check.
 */
export function parseValuationPatch(body: unknown): ValuationPatch {
  const input: Record<string, unknown> = isRecord(body) ? body : {}
  const patch: ValuationPatch = {}
  for (const key of VALUATION_PATCH_KEYS) {
    if (!Object.hasOwn(input, key)) continue
    patch[key] = optionalTextAsSent(input[key])
  }
  if (Object.keys(patch).length === 0) throw valuationErrors.error('noSupportedFields')
  for (const key of VALUATION_PATCH_KEYS) {
    const [max, code] = PATCH_CAPS[key]
    if ((patch[key]?.length ?? 0) > max) throw valuationErrors.error(code)
  }
  return patch
}
