import { custodyBlocksDisbursement, custodyErrors } from '@gold/core'
import type { CustodyMovementQueries } from './custody-movements-repository.ts'

/**
 * In the disbursement's transaction: when the shop requires it, the valuation's gold receipt and a
 * sealed packet with its seal and both photos, or the custody refusal. With the rule off nothing is
 * read beyond the setting, and loans.md answers as before.
 */
export async function checkCustodyBeforeDisbursement(
  tx: CustodyMovementQueries,
  valuation: { id: string; goldReceiptNo: string | null },
) {
  if (!(await tx.custodyRequiresPacket())) return
  const packet = await tx.packetOfValuationForLoan(valuation.id)
  const blocked = custodyBlocksDisbursement({
    required: true,
    goldReceiptIssued: valuation.goldReceiptNo !== null,
    packet,
  })
  if (blocked) throw custodyErrors.error(blocked)
}
