import { z } from 'zod'
import { isDomainError } from '../shared/domain-error.ts'
import { parseEmiAddInput, parseEmiStatusPatch } from './emi-payment.ts'
import { parseOrnament } from './ornament-calculation.ts'
import { validateValuationRequest } from './valuation-calculation.ts'
import { parseValuationPatch } from './valuation-patch.ts'

/**
 * Zod schemas for tRPC `.input()` and the REST routes. The checks live in the parse functions
 * (their order and messages are the spec's); each schema wraps one so both transports reject with
 * the same first failure. The issue carries the DomainError's code and status in `params`.
 */
function schemaFrom<T>(parse: (raw: unknown) => T) {
  return z.unknown().transform((raw, ctx): T => {
    try {
      return parse(raw)
    } catch (error) {
      if (!isDomainError(error)) throw error
      ctx.addIssue({ code: 'custom', message: error.message, params: { code: error.code, status: error.status } })
      return z.NEVER
    }
  })
}

export const ornamentInput = schemaFrom(parseOrnament)
export const valuationCreateInput = schemaFrom(validateValuationRequest)
export const valuationPatchInput = schemaFrom(parseValuationPatch)
export const emiAddInput = schemaFrom(parseEmiAddInput)
export const emiStatusPatchInput = schemaFrom(parseEmiStatusPatch)
