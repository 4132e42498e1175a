import { checkedBody, uncheckedBody } from '../shared/request-body.ts'
import { parseEmiStatusPatch } from './emi-payment.ts'
import { parseOrnament } from './ornament-calculation.ts'
import { parseValuationPatch } from './valuation-patch.ts'

/**
 * The request bodies of platform-spec 4.5 as zod schemas for tRPC `.input()` and the REST routes
 * (see shared/request-body.ts). The checks live in the parse functions, in the spec's order and
 * with its messages; a schema runs its parse function itself only where the spec checks the body
 * first. Numbers may be sent as numeric strings, as the REST contract accepts them.
 */
type NumberText = number | string
type OptionalText = string | null

/** An ornament line (spec 4.5, ornament fields). */
export type OrnamentBody = {
  type?: string
  purity?: string
  grossWeight?: NumberText
  deduction?: NumberText | null
  quantity?: NumberText | null
  imageUrl?: OptionalText
  imageUrl2?: OptionalText
  purityMethod?: OptionalText
  purityVerified?: boolean
  /** Issue 28: `ornament` (the default) or `coin`. */
  kind?: string | null
}

/** POST /api/valuations. */
export type ValuationCreateBody = {
  customerId?: string
  ornaments?: OrnamentBody[]
  type?: string
  bankId?: OptionalText
  rateBasis?: string
  valuationFee?: NumberText | null
  ltvPercentage?: NumberText | null
  interestRate?: NumberText | null
  requestedLoanAmount?: NumberText | null
  emiInstallments?: NumberText | null
  customCustomerName?: string
  customCustomerPhone?: string
  customBankName?: string
  ornamentReceiptUrl?: OptionalText
  appraiserName?: OptionalText
  appraiserNote?: OptionalText
  clientRequestId?: OptionalText
  sendToCustomer?: boolean
  sendToBank?: boolean
}

/** PATCH /api/valuations/{id}: the four writable fields; blank or null clears one. */
export type ValuationPatchBody = {
  goldEnvelopeUrl?: OptionalText
  acknowledgementUrl?: OptionalText
  appraiserName?: OptionalText
  appraiserNote?: OptionalText
}

/** POST /api/valuations/{id}/emi. */
export type EmiAddBody = { amount?: NumberText; dueDate?: string }

/** PATCH /api/valuations/{id}/emi; `idempotencyKey` is ours (a payment recorded once). */
export type EmiStatusPatchBody = {
  emiId?: string
  status?: string
  receivedAmount?: NumberText | null
  paymentMode?: OptionalText
  paymentReference?: OptionalText
  idempotencyKey?: OptionalText
}

/** POST /api/valuations/{id}/send: only exact `true` enables a target. */
export type ValuationSendBody = {
  customerEmail?: boolean
  customerWhatsApp?: boolean
  bankEmail?: boolean
  bankBranchId?: OptionalText
}

export const ornamentInput = checkedBody<OrnamentBody>()(parseOrnament)
/** Checked by the service after the idempotency lookup (a replay answers the stored row whatever else it carries). */
export const valuationCreateInput = uncheckedBody<ValuationCreateBody>()
export const valuationPatchInput = checkedBody<ValuationPatchBody>()(parseValuationPatch)
/** Checked by the service once the valuation is found (an unknown valuation is 404 before a bad amount is 400). */
export const emiAddInput = uncheckedBody<EmiAddBody>()
export const emiStatusPatchInput = checkedBody<EmiStatusPatchBody>()(parseEmiStatusPatch)
/** Read by the service once the valuation is found (the branch is checked against its bank). */
export const valuationSendInput = uncheckedBody<ValuationSendBody>()
