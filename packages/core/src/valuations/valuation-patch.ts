import { valuationErrors } from './errors.ts'

/** The only keys PATCH /api/valuations/{id} writes. */
export const VALUATION_PATCH_KEYS = ['goldEnvelopeUrl', 'acknowledgementUrl', 'appraiserName', 'appraiserNote'] as const
export type ValuationPatchKey = (typeof VALUATION_PATCH_KEYS)[number]
export type ValuationPatch = Partial<Record<ValuationPatchKey, string | null>>

/**
 * The update to apply: only keys present in the body appear. A present key whose value is a
 * non-blank string is written as sent; empty, blank, null or any non-string value clears it to
 * null. Other keys are ignored; none of the four present is 'No supported fields to update'.
 */
export function parseValuationPatch(body: unknown): ValuationPatch {
  const input = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>
  const patch: ValuationPatch = {}
  for (const key of VALUATION_PATCH_KEYS) {
    if (!Object.hasOwn(input, key)) continue
    const value = input[key]
    patch[key] = typeof value === 'string' && value.trim() !== '' ? value : null
  }
  if (Object.keys(patch).length === 0) throw valuationErrors.error('noSupportedFields')
  return patch
}
