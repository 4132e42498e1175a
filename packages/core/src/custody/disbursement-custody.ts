import type { CustodyErrorKey } from './custody-errors.ts'

/** What a disbursement needs to know of the valuation's custody when the shop's rule is on. */
export type DisbursementCustody = {
  /** The shop's `requirePacketBeforeDisbursement`. */
  required: boolean
  goldReceiptIssued: boolean
  packet: { sealNo: string; ornamentPhotoUrls: readonly string[]; sealedPhotoUrl: string | null } | null
}

/**
 * Why a loan may not be disbursed yet (a custody error code), or null. With the rule off nothing is
 * asked, so loans.md answers exactly as before the rule existed.
 */
export function custodyBlocksDisbursement(c: DisbursementCustody): CustodyErrorKey | null {
  if (!c.required) return null
  if (!c.goldReceiptIssued) return 'goldReceiptRequiredForDisbursement'
  const p = c.packet
  if (!p || !p.sealNo.trim() || p.ornamentPhotoUrls.length === 0 || !p.sealedPhotoUrl)
    return 'packetRequiredForDisbursement'
  return null
}
