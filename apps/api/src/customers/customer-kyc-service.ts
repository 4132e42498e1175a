import { KYC_URL_FIELDS, customerErrors, identityDocToKeep, kycFlags, kycProgress, type KycChange } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { customersRepository } from './customers-repository.ts'

/**
 * PATCH /api/customers/{id}/kyc: set or clear the five KYC media URLs (typically pathnames from
 * POST /api/upload), as parsed by core `kycChangeInput`: a field is written only when its key is
 * present; empty, blank or null clears it, except that the Aadhaar and PAN documents are never both
 * cleared (identityDocToKeep in core).
 * Answers the KYC booleans and progress, never the URLs (as the detail view).
 */
export async function setCustomerKyc(ctx: AppContext, tenantId: string, id: string, data: KycChange) {
  const customers = customersRepository(ctx, tenantId)
  if (id.trim() === '') throw customerErrors.error('notFound')
  const guard = identityDocToKeep(data)
  if (guard.refuse) throw customerErrors.error('kycDocRequired')
  // One conditional update, so two concurrent changes cannot each clear one document.
  if (!(await customers.setKycUrls(id, data, guard.keep))) {
    const exists = guard.keep !== null && (await customers.exists(id))
    throw customerErrors.error(exists ? 'kycDocRequired' : 'notFound')
  }
  const row = await customers.kycUrls(id, KYC_URL_FIELDS)
  const kyc = kycFlags(row ?? {})
  return { id, kyc, kycProgress: kycProgress(kyc) }
}
